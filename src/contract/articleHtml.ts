/**
 * What article HTML may contain (spec 3 §2 "Content is HTML"): one policy for DOMPurify, applied by the server
 * before an article leaves it (server/services/articleHtml.ts) and again by the page before it is shown
 * (src/platform/sanitizeHtml.ts). Text and layout elements only: no scripts, event handlers, forms, frames, SVG or
 * MathML; links only to http(s), mail, phone and relative addresses; pictures only from the site itself or as data
 * URLs (a foreign picture would break the page's content security policy); inline styles only without URLs or CSS
 * tricks. Imports only DOMPurify's types: each side brings its own DOMPurify and window.
 */
import type { Config, DOMPurify } from 'dompurify';

const ALLOWED_TAGS = [
  'a',
  'article',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'del',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'style', 'colspan', 'rowspan', 'align'];

export const ARTICLE_HTML_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  /** Link targets: http(s), mail, phone, and relative or fragment addresses. */
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/** Inline styles that could fetch, run or cover something are dropped whole. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript:|\\|position\s*:\s*fixed/i;
/** Pictures: any data:image URL, or an address of the site itself. */
const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * Adds the policy's checks to a DOMPurify instance. `isOwnUrl` says whether an address belongs to the site (the
 * page knows its origin; the server counts relative addresses only).
 */
export function applyArticleHtmlPolicy(purify: DOMPurify, isOwnUrl: (url: string) => boolean): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!DATA_IMAGE.test(src) && !isOwnUrl(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    if (node.tagName === 'A' && node.hasAttribute('href') && !isOwnUrl(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

/** A relative address (not scheme-relative): the only kind the server can tell is the site's own. */
export const isRelativeUrl = (url: string): boolean => {
  const u = url.trim();
  return u !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(u) && !/^[\\/]{2}/.test(u);
};
