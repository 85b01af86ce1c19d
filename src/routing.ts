/**
 * What pages and the shell know of the router: the current screen's title and menu flag (from the route table's
 * metadata), and going back. Built on src/paths; the route table itself is src/app's.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { DEFAULT_TITLE, HOME_PATH, type Title } from './paths';

/** Route metadata (`handle`). A title may depend on the query, e.g. proofExamples by exampleIndex. */
export interface RouteHandle {
  title: Title;
  /** Shows the bottom menu (outside the app). */
  menu?: boolean;
}

/** The handle of the route shown, matched from the route table by src/app (none on a redirect). */
export const RouteHandleContext = createContext<Partial<RouteHandle> | undefined>(undefined);

export function resolveTitle(handle: Partial<RouteHandle> | undefined, search: string): string {
  const title = handle?.title;
  if (title === undefined) return DEFAULT_TITLE;
  return typeof title === 'function' ? title(new URLSearchParams(search)) : title;
}

export function useRouteTitle(): string {
  const handle = useContext(RouteHandleContext);
  const { search } = useLocation();
  return resolveTitle(handle, search);
}

export function useShowsMenu(): boolean {
  return useContext(RouteHandleContext)?.menu === true;
}

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

/** Where each history entry was last scrolled to, for Back to a page whose content comes back at once. */
const scrolledTo = new Map<string, number>();
let shownEntry = '';
const rememberScroll = () => scrolledTo.set(shownEntry, window.scrollY);

/** Where the history entry `key` was left (a kept list scrolls back there: src/pages/shared/LoadedList.tsx). */
export const keptScroll = (key: string): number | undefined => scrolledTo.get(key);

/**
 * A new page opens at its top: one reached by a link, a tab, a redirect. The document scrolls, not the page, so
 * without this a page opened from far down another (历史业绩 from a product's detail) opened as far down. Back and
 * Forward (POP) leave the position to the browser, or to a kept list, which returns where its entry was left; a
 * change of the query alone (a tab or filter of the same page) keeps it. Each entry's position is remembered as it
 * scrolls.
 */
export function useNewPageAtTop(): void {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    shownEntry = key;
  }, [key]);
  useEffect(() => {
    window.addEventListener('scroll', rememberScroll, { passive: true });
    return () => window.removeEventListener('scroll', rememberScroll);
  }, []);
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
    // The page, not how it was reached: a query change on it moves nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    () => backOrHome(key, (to) => (typeof to === 'number' ? navigate(to) : navigate(to))),
    [key, navigate],
  );
}
