/**
 * Article HTML is cleaned before it leaves the server (spec 3 §2 "Content is HTML"): the back office stores what an
 * editor wrote, and no client, ours or another, is handed markup that could run. The page cleans it again with the
 * same policy (src/contract/articleHtml.ts); cleaning here also keeps hostile markup from ever being parsed by the
 * page, where the browser would report it to the content security policy even though it cannot run.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { ARTICLE_HTML_CONFIG, applyArticleHtmlPolicy, isRelativeUrl } from '../../src/contract/articleHtml';

let purifier: Promise<DOMPurify> | null = null;

export async function cleanArticleHtml(html: string): Promise<string> {
  purifier ??= import('jsdom').then(({ JSDOM }) =>
    applyArticleHtmlPolicy(
      createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
      isRelativeUrl,
    ),
  );
  return (await purifier).sanitize(html, ARTICLE_HTML_CONFIG);
}
