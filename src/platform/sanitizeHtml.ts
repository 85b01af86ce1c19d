/**
 * Article HTML is cleaned on the page too (the server cleans it first, server/services/articleHtml.ts), with the
 * same policy (src/contract/articleHtml.ts): DOMPurify, in a chunk of its own loaded by the pages that show HTML.
 */
import type { DOMPurify } from 'dompurify';
import { ARTICLE_HTML_CONFIG, applyArticleHtmlPolicy } from '../contract/articleHtml';

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

let purifier: Promise<DOMPurify> | null = null;

/** The article's HTML with everything that could run, load from elsewhere or break out of the page removed. */
export async function sanitizeHtml(html: string): Promise<string> {
  purifier ??= import('dompurify').then(({ default: create }) => applyArticleHtmlPolicy(create(window), sameOrigin));
  return (await purifier).sanitize(html, ARTICLE_HTML_CONFIG);
}
