import type { createBrowserRouter } from 'react-router-dom';
import { configureClient } from '../api/host';
import { configureBridge } from '../platform/bridge';
import { backOrHome } from '../routing';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Gives the call client and the bridge router navigation, so neither imports the router. */
export function connectRouter(router: AppRouter): void {
  const navigate = (to: string | number) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  configureClient({
    navigate,
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  configureBridge({ navigate, back: () => backOrHome(router.state.location.key, navigate) });
}
