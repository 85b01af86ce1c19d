import type { ComponentType } from 'react';
import { matchRoutes, replace, type RouteObject } from 'react-router-dom';
import { HOME_PATH, screens, type Screen } from '../paths';
import { Shell } from './Shell';
import type { RouteHandle } from '../routing';

type PageModule = { default: ComponentType };

/** Every page module, loaded lazily by the screen that names it (src/paths.ts); dev pages stay out of builds. */
const PAGES = import.meta.glob<PageModule>(['../pages/*/*Page.tsx', '!../pages/dev/**']);

/** The page module of a screen, relative to src/pages. */
export const pageFileOf = (screen: Screen<never>): string => `${screen.page ?? 'shared/PlaceholderPage'}.tsx`;

function pageOf(screen: Screen<never>): () => Promise<PageModule> {
  const file = `../pages/${pageFileOf(screen)}`;
  const load = PAGES[file];
  if (!load) throw new Error(`src/paths.ts names ${file}, which does not exist`);
  return load;
}

/** The screens as routes under /phone, each with its title and menu flag. */
export const PAGE_ROUTES = (Object.values(screens) as Screen<never>[]).map((screen) => ({
  ...screen,
  load: pageOf(screen),
}));

// A redirect route renders nothing: its loader answers before any render (`element: null` says so to the router).
// `replace`, not `redirect`: back from home must not return to the path that redirected (and redirect again).
const toHome = { loader: () => replace(HOME_PATH), element: null };
// Blank while the first page's chunk loads: a spinner would only flash.
const Booting = () => null;

export const appRoutes: RouteObject[] = [
  {
    path: '/phone',
    element: <Shell />,
    HydrateFallback: Booting,
    children: [
      { index: true, ...toHome },
      ...PAGE_ROUTES.map(({ path, title, menu, load }): RouteObject => ({
        path,
        handle: { title, menu } satisfies RouteHandle,
        lazy: async () => ({ Component: (await load()).default }),
      })),
      // Dev only: every flow stepped offline (src/pages/dev/FlowsPage.tsx). The env check stays inline so the
      // production build drops the route and its chunk.
      ...(import.meta.env.DEV
        ? [
            {
              path: '__flows',
              handle: { title: '流程演示' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../pages/dev/FlowsPage')).default }),
            },
          ]
        : []),
      { path: '*', ...toHome },
    ],
  },
  { path: '*', ...toHome, HydrateFallback: Booting },
];

/**
 * Loads the lazy routes matching the landing URL before the browser router is created, so that its first render is
 * the page itself: what hydration must find to match the prerendered HTML, and what a fresh render must show rather
 * than the blank fallback. The page's chunk is already on its way (a prerendered page fetches it with the entry).
 * False when a module could not be loaded: its route stays lazy, for the router to try again and show its error.
 */
export async function loadMatchedRoutes(routes: RouteObject[], url: string): Promise<boolean> {
  const matches = matchRoutes(routes, url) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return true;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
        return true;
      } catch {
        return false;
      }
    }),
  );
  return loaded.every(Boolean);
}
