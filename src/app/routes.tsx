import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { HOME_PATH, screens, type PageProps, type Screen } from '../paths';
import type { RouteHandle } from '../routing';
import { lazyPage, type LazyPage, type PageModule } from './lazyPage';
import { Shell } from './Shell';

/**
 * Every page module, loaded lazily by the screen that names it (src/paths.ts): a page, or a screen several routes share
 * with their own props; dev pages stay out of builds.
 */
const PAGES = import.meta.glob<PageModule>(['../pages/*/*{Page,Screen}.tsx', '!../pages/dev/**']);

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

/** What a route of this table carries (`handle`): a screen's title, menu flag and page, or where it redirects. */
export interface AppRouteHandle extends Partial<RouteHandle> {
  page?: LazyPage;
  redirect?: string;
}

function pageRoute(path: string, handle: RouteHandle, load: () => Promise<PageModule>, props?: PageProps): RouteObject {
  const page = lazyPage(load, props);
  return { path, element: page.element, handle: { ...handle, page } satisfies AppRouteHandle };
}

// `replace`: back from home must not return to the path that redirected (and redirect again). main.tsx follows the
// redirect of a landing path before the first render instead.
const toHome = {
  element: <Navigate to={HOME_PATH} replace />,
  handle: { redirect: HOME_PATH } satisfies AppRouteHandle,
};

export const appRoutes: RouteObject[] = [
  {
    path: '/phone',
    element: <Shell />,
    children: [
      { index: true, ...toHome },
      ...PAGE_ROUTES.map(({ path, title, menu, load, props }) => pageRoute(path, { title, menu }, load, props)),
      // Dev only: every flow stepped offline (src/pages/dev/FlowsPage.tsx) and every component in its states
      // (src/pages/dev/UiPage.tsx). The env check stays inline so the production build drops the routes and chunks.
      ...(import.meta.env.DEV
        ? [
            pageRoute('__flows', { title: '流程演示' }, () => import('../pages/dev/FlowsPage')),
            pageRoute('__ui', { title: '组件目录' }, () => import('../pages/dev/UiPage')),
          ]
        : []),
      { path: '*', ...toHome },
    ],
  },
  { path: '*', ...toHome },
];

/** The handle of the route a path leads to (the deepest match): a screen's, or a redirect's. */
export function routeAt(pathname: string): AppRouteHandle | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches[matches.length - 1]?.route.handle as AppRouteHandle | undefined;
}

/**
 * Loads the page module of the route at `pathname` before the first render, so that render is the page itself: what
 * hydration must find to match the prerendered HTML, and what a fresh render must show rather than a blank page. The
 * page's chunk is already on its way (a prerendered page fetches it with the entry). False when it could not be
 * loaded: the first render then tries again, and shows the failure.
 */
export async function loadPageAt(pathname: string): Promise<boolean> {
  const page = routeAt(pathname)?.page;
  try {
    await page?.load();
    return true;
  } catch {
    page?.reset();
    return false;
  }
}
