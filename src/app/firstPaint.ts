/**
 * What a prerendered page does before any script file has loaded. The build (scripts/prerender.ts) writes `firstPaint`
 * into the page's <head> as an inline script (the server's CSP allows it by its hash) with the style rules below:
 *
 * - Inside the app (terminal type 1) and on embedded pages the shell has no top bar or bottom menu, but a
 *   prerendered page was drawn with them: `data-bars="none"` hides them at once, and the shell takes them out of
 *   the DOM once hydrated.
 * - The large-text mode (src/platform/textSize.ts) is put on <html> before the first paint.
 * - `data-boot` tells src/main.tsx how to start: `hydrate` the prerendered HTML when it was drawn for this path and
 *   the query holds nothing the first render reads, else `render` the page afresh; until then the stale HTML stays
 *   hidden rather than show, say, the password form to a link that opens SMS login.
 * - A prerendered page's #root comes `inert` (no taps, no typing, no focus) until the app has started: a tap would
 *   otherwise be lost and typing silently reset by hydration. src/main.tsx lifts it (`pageStarted`).
 * - It loads the app: the page's <template id="app-scripts"> lists the entry module and the modules to preload with
 *   it (the page's own chunk among them). When hydrating, they are added once the page is parsed and a frame has
 *   painted it: until then the HTML has the network to itself, and hydration, long work on a slow phone, cannot run
 *   before anything is shown even when the scripts are cached. A page rendered afresh has nothing to show first:
 *   its modules are fetched at once and the entry runs when the page is parsed.
 *
 * `firstPaint` runs as its own source text (`Function.prototype.toString`): it may use only its argument and the
 * browser's globals, no imports or helpers.
 */
import { TERMINAL_PARAM, TERMINAL_SESSION_KEY, TYPE_TERMINAL_PARAM, TYPE_TERMINAL_PATHS } from '../platform/terminal';
import { TEXT_SIZE_ATTR, TEXT_SIZE_KEY } from '../platform/textSize';

/** The query key of a page shown inside another (the register form's agreement modal): no bars either. */
export const EMBEDDED_PARAM = 'embedded';

/** On <html>, written by the prerender: the path the HTML was drawn for, and the screen's inert query keys. */
export const PRERENDER_ATTR = 'data-prerender';
export const INERT_QUERY_ATTR = 'data-inert-query';
/** On <html>, written by `firstPaint`. */
export const BARS_ATTR = 'data-bars';
export const BOOT_ATTR = 'data-boot';
/** The <template> of the app's <script> and <link rel="modulepreload"> tags in a prerendered page. */
export const APP_SCRIPTS_ID = 'app-scripts';

export type BootMode = 'hydrate' | 'render';

export interface FirstPaintConfig {
  /** A document that is not rendered (a hidden tab, an offscreen WebView) gets no frames: load anyway after this. */
  loadTimeoutMs: number;
  appScriptsId: string;
  terminalParam: string;
  typeParam: string;
  typePaths: readonly string[];
  sessionKey: string;
  embeddedParam: string;
  prerenderAttr: string;
  inertQueryAttr: string;
  barsAttr: string;
  bootAttr: string;
  textSizeKey: string;
  textSizeAttr: string;
}

export const FIRST_PAINT_CONFIG: FirstPaintConfig = {
  loadTimeoutMs: 500,
  appScriptsId: APP_SCRIPTS_ID,
  terminalParam: TERMINAL_PARAM,
  typeParam: TYPE_TERMINAL_PARAM,
  typePaths: TYPE_TERMINAL_PATHS,
  sessionKey: TERMINAL_SESSION_KEY,
  embeddedParam: EMBEDDED_PARAM,
  prerenderAttr: PRERENDER_ATTR,
  inertQueryAttr: INERT_QUERY_ATTR,
  barsAttr: BARS_ATTR,
  bootAttr: BOOT_ATTR,
  textSizeKey: TEXT_SIZE_KEY,
  textSizeAttr: TEXT_SIZE_ATTR,
};

// The terminal type is read as initTerminalType (src/platform/terminal.ts) reads it: a valid query value first (the
// discover page and the article details also take `type`), else the session's; tests/app/firstPaint.test.ts holds
// the two together.
export function firstPaint(c: FirstPaintConfig): void {
  const html = document.documentElement;
  let mode = 'render';
  try {
    const query = new URLSearchParams(location.search);
    const takesType = c.typePaths.indexOf(location.pathname) >= 0;
    let terminal = query.get(c.terminalParam);
    if (terminal !== '1' && terminal !== '2' && takesType) terminal = query.get(c.typeParam);
    if (terminal !== '1' && terminal !== '2') terminal = sessionStorage.getItem(c.sessionKey);
    if (terminal === '1' || query.get(c.embeddedParam) === '1') html.setAttribute(c.barsAttr, 'none');
    if (localStorage.getItem(c.textSizeKey) === 'large') html.setAttribute(c.textSizeAttr, 'large');
    const inert = (html.getAttribute(c.inertQueryAttr) || '').split(' ');
    inert.push(c.terminalParam, c.embeddedParam);
    if (takesType) inert.push(c.typeParam);
    const entries = Array.from(query.entries());
    const isInert = (e: [string, string]) => inert.indexOf(e[0]) >= 0 || inert.indexOf(e[0] + '=' + e[1]) >= 0;
    if (html.getAttribute(c.prerenderAttr) === location.pathname && entries.every(isInert)) {
      mode = 'hydrate';
    }
  } catch {
    // Storage blocked or anything unexpected: the browser renders the page itself, as without a prerender.
  }
  html.setAttribute(c.bootAttr, mode);

  const template = document.getElementById(c.appScriptsId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const tags = Array.from(template.content.children);
  // Fresh elements (a copied <script> might not run): the same tags, now in the document.
  const add = (name: string) => () => {
    for (const tag of tags.filter((t) => t.localName === name)) {
      const element = document.createElement(name);
      for (const attribute of Array.from(tag.attributes)) element.setAttribute(attribute.name, attribute.value);
      document.head.appendChild(element);
    }
  };
  const preload = add('link');
  const run = add('script');
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    preload();
    run();
  };
  // A module script added by a script runs as soon as it is loaded: never before #root is complete.
  const whenParsed = (then: () => void) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then) : then();
  if (mode === 'hydrate') {
    whenParsed(() => {
      requestAnimationFrame(() => setTimeout(load, 0));
      setTimeout(load, c.loadTimeoutMs);
    });
  } else {
    preload();
    whenParsed(run);
  }
}

/** The inline <script> body: the function's own text applied to the config. */
export function firstPaintScript(config: FirstPaintConfig = FIRST_PAINT_CONFIG): string {
  return `(${firstPaint.toString()})(${JSON.stringify(config)})`;
}

/** The inline <style>: bars hidden inside the app; a prerender that will not be hydrated stays hidden. */
export function firstPaintStyle(config: FirstPaintConfig = FIRST_PAINT_CONFIG): string {
  return [
    `html[${config.barsAttr}='none'] [data-shell-bar] { display: none; }`,
    `html[${config.bootAttr}='render'] #root { visibility: hidden; }`,
  ].join('\n');
}

/** How src/main.tsx starts: what the inline script decided, or a plain render (dev server, script blocked). */
export function bootMode(html: HTMLElement = document.documentElement): BootMode {
  return html.getAttribute(BOOT_ATTR) === 'hydrate' ? 'hydrate' : 'render';
}

/** Once the page has hydrated, or rendered afresh: shown if it was hidden, and answering taps and typing. */
export function pageStarted(root: HTMLElement, html: HTMLElement = document.documentElement): void {
  html.removeAttribute(BOOT_ATTR);
  root.inert = false;
}
