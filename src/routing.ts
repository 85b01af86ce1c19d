/**
 * What pages and the shell know of the router: the current screen's title and menu flag (from the route table's
 * metadata), and going back. Built on src/paths; the route table itself is src/app's.
 */
import { useCallback } from 'react';
import { useLocation, useMatches, useNavigate, type UIMatch } from 'react-router-dom';
import { DEFAULT_TITLE, HOME_PATH, type Title } from './paths';

/** Route metadata (`handle`). A title may depend on the query, e.g. proofExamples by exampleIndex. */
export interface RouteHandle {
  title: Title;
  /** Shows the bottom menu (outside the app). */
  menu?: boolean;
}

const handleOf = (match: UIMatch): RouteHandle | undefined => match.handle as RouteHandle | undefined;

export function resolveTitle(matches: readonly UIMatch[], search: string): string {
  // The deepest route with a title wins. (No findLast: older app WebViews lack it.)
  const handle = matches
    .map(handleOf)
    .reverse()
    .find((h) => h?.title !== undefined);
  if (!handle) return DEFAULT_TITLE;
  return typeof handle.title === 'function' ? handle.title(new URLSearchParams(search)) : handle.title;
}

export function useRouteTitle(): string {
  const matches = useMatches();
  const { search } = useLocation();
  return resolveTitle(matches, search);
}

export function useShowsMenu(): boolean {
  return useMatches().some((m) => handleOf(m)?.menu === true);
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

export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    () => backOrHome(key, (to) => (typeof to === 'number' ? navigate(to) : navigate(to))),
    [key, navigate],
  );
}
