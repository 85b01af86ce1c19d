/**
 * Article HTML is cleaned before it leaves the server (spec 3 §2 "Content is HTML"): the back office stores what an
 * editor wrote, and no client, ours or another, is handed markup that could run. The page cleans it again with the
 * same policy (src/contract/articleHtml.ts); cleaning here also keeps hostile markup from ever being parsed by the
 * page, where the browser would report it to the content security policy even though it cannot run.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { ARTICLE_HTML_CONFIG, applyArticleHtmlPolicy, isRelativeUrl } from '../../src/contract/articleHtml';

let purifier: Promise<DOMPurify> | null = null;

/** The cleaner, made once per process. */
function articlePurifier(): Promise<DOMPurify> {
  return (purifier ??= import('jsdom').then(({ JSDOM }) =>
    applyArticleHtmlPolicy(
      createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
      isRelativeUrl,
    ),
  ));
}

/**
 * Makes the cleaner before the server says it is ready: loading jsdom takes about a second of CPU (several on a busy
 * machine), which the first reader of an article would otherwise wait for — once seen as a detail page still loading
 * after ten seconds.
 */
export async function warmArticleHtml(): Promise<void> {
  await articlePurifier();
}

export async function cleanArticleHtml(html: string): Promise<string> {
  return (await articlePurifier()).sanitize(html, ARTICLE_HTML_CONFIG);
}
