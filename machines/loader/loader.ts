import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Outcome } from '../shared/flow';
import { isOutcome, navigate, outcome, output, providedLater } from '../shared/flow';

export interface LoaderInput {
  /** Items per page (spec: messages 20, products and articles 10); 0 loads once without paging (a detail). */
  pageSize: number;
  /** What the screen asks for (a tab, a filter, an id), handed to every load unchanged. */
  query?: unknown;
  /** The page's own path and query: a login asked for on the way returns there. */
  returnTo: string;
  /** Each load-more waits this long before the next page is asked for (spec 1 §4, §9: 1 s). */
  loadMoreDelayMs?: number;
}

export interface LoaderContext {
  pageSize: number;
  query: unknown;
  returnTo: string;
  loadMoreDelayMs: number;
  /** The pages loaded so far, in order; cleared when a load fails (spec 1 §8: list screens clear their data). */
  items: unknown[];
  /** The last page asked for (1-based). */
  page: number;
}

export type LoaderEvent = { type: 'user.loadMore' } | { type: 'user.retry' };

export interface PageRequest {
  page: number;
  pageSize: number;
  query: unknown;
}

/** One page of items, or `loginRequired` (04040528 on the article list, or an expired session: spec 1 §8). */
export type PageOutcome = Outcome<{ items: unknown[] }, 'loginRequired'>;
/**
 * The two answers a screen's load gives: its items, or "log in first" (without calling the server). Items that are
 * not a list (an answer of another shape) fail the load, as `recordOf` does for a record.
 */
export const pageOf = (items: unknown[]): PageOutcome => {
  if (!Array.isArray(items)) throw new TypeError('the answer is not the list the call gives');
  return { kind: 'ok', data: { items }, msg: '' };
};
export const LOGIN_REQUIRED: PageOutcome = { kind: 'loginRequired', msg: '' };

/**
 * The one record a success carries (a detail, an overview). Data of another shape (a list, a number, nothing) is
 * not an answer the call gives: the load fails (加载失败 with 重新加载) instead of drawing a blank screen from it.
 */
export function recordOf<T extends object>(data: T): T {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new TypeError('the answer is not the record the call gives');
  }
  return data;
}

export const LOAD_MORE_DELAY_MS = 1000;

/** What a loaded list says about itself (its empty text is the screen's own, 暂无相关数据 by default). */
export const LoaderText = {
  loading: '加载中…',
  noMore: '没有更多了',
  failed: '加载失败',
  retry: '重新加载',
} as const;

/**
 * The one chart of every read-only screen: lists and details that load, page, fail and retry (spec 1 §4 "Lists",
 * §8; spec 2 product list; spec 3 article lists and points). Screens use it through `useLoader`
 * (src/flows/useLoader.ts) with their own call and page size; they need no chart of their own.
 *
 * - loading: the first page (or the detail) is being fetched; the screen shows its loading state.
 * - ready: items are shown.
 *   - more: a full page came back, so there may be more; reaching the end of the list asks for them.
 *   - waiting: the end was reached; the next page is asked for after the load-more delay.
 *   - loadingMore: the next page is being fetched.
 *   - complete: a page came back short (or the screen is a detail): nothing more to load.
 * - empty: nothing to show ("暂无相关数据" or the screen's own text).
 * - failed: the call failed; the call layer has said why, the list is cleared and the user can try again.
 *   (A screen whose query changes, a filter or a search, starts a new loader for the new query.)
 * - loginRequired: the server asked for a login: the login page opens, and returns here after logging in.
 */
export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
    input: {} as LoaderInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPage: providedLater<PageOutcome, PageRequest>('loadPage'),
  },
  delays: {
    /** Spec 1 §4: each load-more waits 1 second, then increments the page. */
    loadMoreDelay: ({ context }) => context.loadMoreDelayMs,
  },
  guards: {
    isOutcome: isOutcome<PageOutcome>(),
    isEmptyPage: (_, page: PageOutcome) => itemsOf(page).length === 0,
    isShortPage: ({ context }, page: PageOutcome) => context.pageSize === 0 || itemsOf(page).length < context.pageSize,
  },
  actions: {
    navigate,
    startOver: assign({ items: [], page: 1 }),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    appendItems: assign(({ context }, page: PageOutcome) => ({ items: [...context.items, ...itemsOf(page)] })),
    clearItems: assign({ items: [] }),
  },
}).createMachine({
  id: 'loader',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    query: input.query,
    returnTo: input.returnTo,
    loadMoreDelayMs: input.loadMoreDelayMs ?? LOAD_MORE_DELAY_MS,
    items: [],
    page: 1,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'startOver',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: 1, pageSize: context.pageSize, query: context.query }),
        onDone: [
          { guard: outcome('loginRequired'), target: 'loginRequired' },
          { guard: { type: 'isEmptyPage', params: output }, target: 'empty' },
          {
            guard: { type: 'isShortPage', params: output },
            target: 'ready.complete',
            actions: { type: 'appendItems', params: output },
          },
          { target: 'ready.more', actions: { type: 'appendItems', params: output } },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: {
      initial: 'more',
      states: {
        more: {
          on: { 'user.loadMore': { target: 'waiting' } },
        },
        waiting: {
          after: { loadMoreDelay: { target: 'loadingMore', actions: 'nextPage' } },
        },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page, pageSize: context.pageSize, query: context.query }),
            onDone: [
              { guard: outcome('loginRequired'), target: '#loader.loginRequired' },
              {
                guard: { type: 'isShortPage', params: output },
                target: 'complete',
                actions: { type: 'appendItems', params: output },
              },
              { target: 'more', actions: { type: 'appendItems', params: output } },
            ],
            onError: { target: '#loader.failed', actions: 'clearItems' },
          },
        },
        complete: {},
      },
    },
    empty: {},
    failed: {
      on: { 'user.retry': { target: 'loading' } },
    },
    loginRequired: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: 'login', query: { redirect: context.returnTo }, replace: true }),
      },
    },
  },
});

const itemsOf = (page: PageOutcome): unknown[] => (page.kind === 'ok' ? page.data.items : []);

export type LoaderSnapshot = SnapshotFrom<typeof loaderMachine>;

export interface LoaderView<Item> {
  status: 'loading' | 'ready' | 'empty' | 'failed' | 'leaving';
  items: Item[];
  /** The next page is on its way (the load-more delay, then the call). */
  loadingMore: boolean;
  /** Everything there is has been loaded. */
  complete: boolean;
}

/** What a loaded screen shows. */
export function selectLoaderView<Item>(snapshot: Pick<LoaderSnapshot, 'context' | 'matches'>): LoaderView<Item> {
  const status = (['loading', 'ready', 'empty', 'failed'] as const).find((s) => snapshot.matches(s)) ?? 'leaving';
  return {
    status,
    items: snapshot.context.items as Item[],
    loadingMore: snapshot.matches({ ready: 'waiting' }) || snapshot.matches({ ready: 'loadingMore' }),
    complete: snapshot.matches({ ready: 'complete' }),
  };
}
