import { useCallback } from 'react';
import { useLocation, useNavigate, type createBrowserRouter } from 'react-router-dom';
import { configureClient } from '../api/client';
import { configureBridge } from '../platform/bridge';
import { HOME_PATH } from '../paths';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Whether this page is the first of the session, where going back would leave the app (or do nothing in a
 * fresh WebView). The browser router keeps its position in `history.state.idx`; the memory router (tests)
 * keys its initial entry 'default'.
 */
export function isFirstEntry(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx === 0 : locationKey === 'default';
}

/** History back, or home from the first page of the session. */
export function backOrHome(locationKey: string, navigate: (to: string | number) => unknown): void {
  if (isFirstEntry(locationKey)) navigate(HOME_PATH);
  else navigate(-1);
}

export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    () => backOrHome(key, (to) => (typeof to === 'number' ? navigate(to) : navigate(to))),
    [key, navigate],
  );
}

/** Gives the call client and the bridge router navigation, so neither imports the router. */
export function connectRouter(router: AppRouter): void {
  const navigate = (to: string | number) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  configureClient({
    navigate,
    currentPath: () => router.state.location.pathname + router.state.location.search,
  });
  configureBridge({ navigate, back: () => backOrHome(router.state.location.key, navigate) });
}
