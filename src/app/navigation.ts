/**
 * Router navigation for code outside React: the call client (an expired session, a 404) and the bridge (openInternallLink,
 * closeInterface, …) navigate through this module, so neither imports the router. The router's navigate function and
 * the location it shows are registered here by the route table's component (src/app/App.tsx) once it has rendered.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { leavePage } from '../api/pageReads';
import { configureClient } from '../api/host';
import { configureBridge } from '../platform/bridge';
import { backOrHome } from '../routing';

let router: { navigate: NavigateFunction; location: Location } | undefined;
/** Asked for before the router had rendered (a failed call or a bridge call while the page hydrates): done then. */
let waiting: string | number | undefined;

/** Goes to a path, or back or forward by a number of history entries. */
export function navigate(to: string | number): void {
  if (!router) {
    waiting = to;
    return;
  }
  void (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
}

/** The location the router shows; before it has rendered, the browser's (which the browser router will show). */
export function currentLocation(): Pick<Location, 'pathname' | 'search' | 'key'> {
  return router?.location ?? { pathname: window.location.pathname, search: window.location.search, key: 'default' };
}

/** The path last shown: a new one means the page was left (its reads are abandoned: leavePage). */
let shownPath: string | undefined;

/** Called by the router's route table on every render; the last committed one is what the module holds. */
export function useRouterConnection(): void {
  const routerNavigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    // Before the new page's flows start (their effects run after this one): only the left page's reads go.
    if (shownPath !== undefined && shownPath !== location.pathname) leavePage();
    shownPath = location.pathname;
    router = { navigate: routerNavigate, location };
    if (waiting !== undefined) {
      const to = waiting;
      waiting = undefined;
      navigate(to);
    }
    return () => {
      router = undefined;
    };
  }, [routerNavigate, location]);
}

/** Gives the call client and the bridge this module's navigation, once at start-up. */
export function connectRouter(): void {
  configureClient({
    navigate,
    currentPath: () => {
      const { pathname, search } = currentLocation();
      return pathname + search;
    },
  });
  configureBridge({ navigate, back: () => backOrHome(currentLocation().key, navigate) });
}
