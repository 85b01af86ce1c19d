import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { DEFAULT_TITLE, type Title } from '../paths';

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
