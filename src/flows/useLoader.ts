import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  loaderMachine,
  selectLoaderView,
  type LoaderView,
  type PageOutcome,
  type PageRequest,
} from '../../machines/loader/loader';
import { useFlow } from './useFlow';

export interface LoaderOptions<Query> {
  /** One page of the screen's call, from src/implementations (`loadPage` there maps the codes). */
  load: (request: { page: number; pageSize: number; query: Query }) => Promise<PageOutcome & { kind: string }>;
  /** Items per page; 0 for a detail loaded once. */
  pageSize: number;
  query?: Query;
}

/**
 * How a read-only screen loads: the one loader chart (machines/loader/loader.ts) with the screen's call. The screen
 * renders `view` (loading, ready with items, empty, failed) and sends `user.loadMore` at the end of the list and
 * `user.retry` after a failure. Each call of the hook is its own loader (one per tab keeps each tab's pages).
 */
export function useLoader<Item, Query = undefined>({ load, pageSize, query }: LoaderOptions<Query>) {
  const { pathname, search } = useLocation();
  const [snapshot, send] = useFlow(
    loaderMachine,
    { actors: { loadPage: fromPromise(({ input }: { input: PageRequest }) => load(input as never)) } },
    { input: { pageSize, query, returnTo: pathname + search } },
  );
  const view: LoaderView<Item> = selectLoaderView<Item>(snapshot);
  return { view, send };
}
