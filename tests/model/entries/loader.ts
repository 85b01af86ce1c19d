import { LoaderText, loaderMachine, type PageOutcome } from '../../../machines/shared/loader';
import { entry, type Sight } from '../types';

const PAGE_SIZE = 2;
const item = (id: number) => ({ id, title: `第${id}条资讯` });
const page = (...ids: number[]): PageOutcome => ({ kind: 'ok', data: { items: ids.map(item) }, msg: '' });
const loginRequired: PageOutcome = { kind: 'loginRequired', msg: '请先登录' };
const RETURN_TO = '/phone/findManageIndex?activeNav=1';

const itemsShown = (items: unknown[]): Sight[] =>
  (items as Array<{ title: string }>).map((i) => ({ text: i.title }) as Sight);
const firstOf = (items: unknown[]) => ({ text: (items[0] as { title: string }).title }) as const;

export default entry({
  machine: loaderMachine,
  // A short page size and the product's 1 s load-more delay (every level runs it on a simulated clock).
  input: { pageSize: PAGE_SIZE, returnTo: RETURN_TO, loadMoreDelayMs: 1000 },
  events: {
    'user.loadMore': [{ type: 'user.loadMore' }],
    'user.retry': [{ type: 'user.retry' }],
  },
  outcomes: {
    loadPage: {
      fullPage: { output: page(1, 2) },
      shortPage: { output: page(1) },
      nothing: { output: page() },
      loginRequired: { output: loginRequired },
      failed: { error: new Error('查询文章列表失败') },
    },
    loadMore: {
      fullPage: { output: page(3, 4) },
      lastPage: { output: page(5) },
      loginRequired: { output: loginRequired },
      failed: { error: new Error('查询文章列表失败') },
    },
  },
  // Two pages are enough to show paging; each further page would be a vertex of its own.
  traversal: { filterEvents: (s, e) => e.type !== 'user.loadMore' || s.context.items.length <= PAGE_SIZE },
  invariants: {
    'a failed list shows nothing of what was loaded before': (s) =>
      !s.matches('failed') || s.context.items.length === 0,
    'the list grows by whole pages until the last': (s) =>
      !s.matches({ ready: 'more' }) || s.context.items.length % PAGE_SIZE === 0,
  },
  view: {
    at: { component: 'LoadedList' },
    gestures: {
      'user.loadMore': () => [{ scroll: 'end' }],
      'user.retry': () => [{ click: { role: 'button', name: LoaderText.retry } }],
    },
    sees: {
      loading: [{ text: LoaderText.loading }],
      'ready.more': (s) => [firstOf(s.context.items), ...itemsShown(s.context.items), { noText: LoaderText.noMore }],
      'ready.waiting': (s) => [firstOf(s.context.items), { text: LoaderText.loading }],
      'ready.loadingMore': (s) => [firstOf(s.context.items), { text: LoaderText.loading }],
      'ready.complete': (s) => [firstOf(s.context.items), ...itemsShown(s.context.items), { text: LoaderText.noMore }],
      empty: [{ text: '暂无相关数据' }],
      failed: [
        { text: LoaderText.failed },
        { control: { role: 'button', name: LoaderText.retry } },
        { noText: item(1).title },
      ],
      loginRequired: [{ route: `/phone/login?redirect=${encodeURIComponent(RETURN_TO)}` }],
    },
  },
});
