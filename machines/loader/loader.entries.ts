import { LoaderText, loaderMachine, type PageOutcome } from './loader';
import { button, entry, type Sight } from '../../tests/model/kit';

const PAGE_SIZE = 2;
const item = (id: number) => ({ id, title: `第${id}条资讯` });
const page = (...ids: number[]) => ({
  output: { kind: 'ok', data: { items: ids.map(item) }, msg: '' } satisfies PageOutcome,
});
const loginRequired = { output: { kind: 'loginRequired', msg: '请先登录' } satisfies PageOutcome };
const failed = { error: new Error('查询文章列表失败') };
const RETURN_TO = '/phone/findManageIndex?activeNav=1';

const titles = (items: unknown[]) => (items as Array<{ title: string }>).map((i): Sight => ({ text: i.title }));

export default entry({
  machine: loaderMachine,
  // A short page size and the product's 1 s load-more delay (every level runs it on a simulated clock).
  input: { pageSize: PAGE_SIZE, returnTo: RETURN_TO, loadMoreDelayMs: 1000 },
  events: {},
  outcomes: {
    loadPage: { fullPage: page(1, 2), shortPage: page(1), nothing: page(), loginRequired, failed },
    loadMore: { fullPage: page(3, 4), lastPage: page(5), loginRequired, failed },
  },
  // Two pages are enough to show paging; each further page would be a vertex of its own.
  filterEvents: (s, e) => e.type !== 'user.loadMore' || s.context.items.length <= PAGE_SIZE,
  invariants: {
    'a failed list shows nothing of what was loaded before': (s) =>
      !s.matches('failed') || s.context.items.length === 0,
    'the list grows by whole pages until the last': (s) =>
      !s.matches({ ready: 'more' }) || s.context.items.length % PAGE_SIZE === 0,
  },
  at: { component: 'LoadedList' },
  gestures: { 'user.loadMore': () => [{ scroll: 'end' }], 'user.retry': () => [{ click: button(LoaderText.retry) }] },
  sees: {
    loading: [{ text: LoaderText.loading }],
    'ready.more': (s) => [{ noText: LoaderText.noMore }, ...titles(s.context.items)],
    'ready.waiting': (s) => [titles(s.context.items)[0]!, { text: LoaderText.loading }],
    'ready.loadingMore': (s) => [titles(s.context.items)[0]!, { text: LoaderText.loading }],
    'ready.complete': (s) => [{ text: LoaderText.noMore }, ...titles(s.context.items)],
    empty: [{ text: '暂无相关数据' }],
    failed: [{ text: LoaderText.failed }, { control: button(LoaderText.retry) }, { noText: item(1).title }],
    loginRequired: [{ route: `/phone/login?redirect=${encodeURIComponent(RETURN_TO)}` }],
  },
});
