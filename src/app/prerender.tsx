/**
 * The server side of the prerender: scripts/prerender.ts builds this module for Node at build time and writes what
 * `prerender` returns into each screen's HTML. Screens render without a query and without a browser, the way the
 * browser's first render sees them while hydrating (src/ui/useBrowserValue.ts); flows render their initial state, as
 * their actors are created but never started here.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { href, type Screen, type ScreenName, screens } from '../paths';
import { AppRoutes, Providers } from './App';
import { FIRST_PAINT_CONFIG, firstPaintScript, firstPaintStyle } from './firstPaint';
import { pageFileOf, routeAt } from './routes';

// What the build writes into each page's <head> before its markup.
export { FIRST_PAINT_CONFIG, firstPaintScript, firstPaintStyle };

export interface PrerenderTarget {
  /** The URL the page is drawn for, without a query: /phone/login. */
  url: string;
  /** Its title without a query (a URL with the key a title reads, e.g. exampleIndex, is rendered afresh). */
  title: string;
  /** The page module, relative to the project root: the page's HTML loads its chunk with the entry. */
  pageModule: string;
  inertQuery: readonly string[];
}

export const PRERENDER_TARGETS: PrerenderTarget[] = (Object.entries(screens) as [ScreenName, Screen<never>][]).map(
  ([name, screen]) => ({
    url: href(name),
    title: typeof screen.title === 'function' ? screen.title(new URLSearchParams()) : screen.title,
    pageModule: `src/pages/${pageFileOf(screen)}`,
    inertQuery: screen.inertQuery ?? [],
  }),
);

export interface Prerendered {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags for what the markup uses. */
  styles: string;
}

export async function prerender(url: string): Promise<Prerendered> {
  // Redirect routes (/phone/, unknown paths) have no page: only screens are prerendered.
  const page = routeAt(url)?.page;
  if (!page) throw new Error(`${url} is not a page to prerender`);
  // Loaded before rendering, as the browser loads it before hydrating: both first renders are the page itself.
  await page.load();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Providers>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** What scripts/prerender.ts imports from the Node build of this module. */
export interface PrerenderModule {
  PRERENDER_TARGETS: PrerenderTarget[];
  prerender: typeof prerender;
  FIRST_PAINT_CONFIG: typeof FIRST_PAINT_CONFIG;
  firstPaintScript: typeof firstPaintScript;
  firstPaintStyle: typeof firstPaintStyle;
}
