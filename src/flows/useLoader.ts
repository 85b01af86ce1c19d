import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { fromPromise, type AnyActorRef, type Snapshot } from 'xstate';
import {
  loaderMachine,
  selectLoaderView,
  type LoaderSnapshot,
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
  /**
   * Names the list on its page, to keep what it loaded for Back: returning to this history entry shows the same
   * pages at once instead of loading the first again (a list scrolled far down comes back where it was left).
   */
  keep?: string;
}

/** Lists kept for Back, by history entry, list and query; the oldest go first (a visit's few dozen pages at most). */
const kept = new Map<string, Snapshot<unknown>>();
const KEPT_LISTS = 20;

/** Forgets every kept list: a test's app is a new visit (each starts on the same first history entry). */
export function forgetKeptLists(): void {
  kept.clear();
}

/** A list at rest (all it asked for arrived) can be kept; one waiting or loading loads again instead. */
const atRest = (snapshot: LoaderSnapshot) =>
  snapshot.matches({ ready: 'more' }) || snapshot.matches({ ready: 'complete' });

/**
 * How a read-only screen loads: the one loader chart (machines/loader/loader.ts) with the screen's call. The screen
 * renders `view` (loading, ready with items, empty, failed) and sends `user.loadMore` at the end of the list and
 * `user.retry` after a failure. Each call of the hook is its own loader (one per tab keeps each tab's pages). A list
 * with `keep` comes back as it was left when its page is returned to with Back (`restored`).
 */
export function useLoader<Item, Query = undefined>({ load, pageSize, query, keep }: LoaderOptions<Query>) {
  const { pathname, search, key } = useLocation();
  const back = useNavigationType() === 'POP';
  const keptAs = keep ? `${key}|${keep}|${JSON.stringify(query ?? null)}` : null;
  const [restored] = useState(() => (keptAs && back ? kept.get(keptAs) : undefined));
  const [snapshot, send, actor] = useFlow(
    loaderMachine,
    { actors: { loadPage: fromPromise(({ input }: { input: PageRequest }) => load(input as never)) } },
    { input: { pageSize, query, returnTo: pathname + search }, ...(restored && { snapshot: restored }) },
  );
  useEffect(() => {
    if (!keptAs) return;
    const ref = actor as unknown as AnyActorRef;
    return () => {
      kept.delete(keptAs);
      if (!atRest(ref.getSnapshot() as LoaderSnapshot)) return;
      kept.set(keptAs, ref.getPersistedSnapshot());
      if (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value!);
    };
  }, [actor, keptAs]);
  const view: LoaderView<Item> = selectLoaderView<Item>(snapshot);
  return { view, send, restored: restored !== undefined };
}
