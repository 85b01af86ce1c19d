/**
 * The server side of the prerender: scripts/prerender.ts builds this module for Node at build time and writes what
 * `prerender` returns into each screen's HTML. Screens render without a query and without a browser, the way the
 * browser's first render sees them while hydrating (src/ui/useBrowserValue.ts); flows render their initial state, as
 * their actors are created but never started here.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { href, type Screen, type ScreenName, screens } from '../paths';
import { Providers } from './App';
import { FIRST_PAINT_CONFIG, firstPaintScript, firstPaintStyle } from './firstPaint';
import { appRoutes, pageFileOf } from './routes';

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
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  // Redirect routes (/phone/, unknown paths) answer before rendering; only screens are prerendered.
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}: not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Providers>
          {/* No hydration data: it would be an inline script, and these routes have no loaders to hand over. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
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
