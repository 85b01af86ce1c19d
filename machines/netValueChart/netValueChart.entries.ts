import type { ChartPoint, ChartTab, NetValueChartContext, RangePeriod } from './netValueChart';
import { netValueChartMachine } from './netValueChart';
import { Code, commonText } from '../../src/contract';
import { netValueText } from '../../src/contract/netValue';
import { LoaderText } from '../loader/loader';
import { button, entry, fault, httpFailure, real, tab } from '../../tests/model/kit';

/**
 * The verified demo customer (README) studies a net-value product's line chart: every tab and range. The empty
 * answer is a range without values; the failure is the fault injector's.
 */
const PHONE = '13800000001';
/** A net-value product of the demo catalogue with values (codes are given by position when seeded). */
const TRUST_CODE = 'DY0000014';
const POINTS: ChartPoint[] = [
  { date: '20260102', value: 1.0123, total: 1.0123 },
  { date: '20260105', value: 1.0187, total: 1.0187 },
  { date: '20260106', value: 1.0201, total: 1.0301 },
];
const range = (period: RangePeriod) => ({ role: 'radio' as const, name: netValueText.periods[period] });
const tabOf = (t: ChartTab) => tab(netValueText.tabs[t]);
const retry = button(LoaderText.retry);

export default entry({
  machine: netValueChartMachine,
  input: { trustCode: TRUST_CODE, fundproperty: '1' },
  events: {
    'user.selectTab': [
      { type: 'user.selectTab', tab: 'detail' },
      { type: 'user.selectTab', tab: 'trend' },
    ],
    'user.selectRange': [
      { type: 'user.selectRange', period: '1' },
      { type: 'user.selectRange', period: '4' },
    ],
  },
  outcomes: {
    loadSeries: {
      points: real(POINTS),
      // In the browser: the product is not found (a stale link), which the page shows as having no values.
      none: {
        output: [],
        browser: fault('queryProductIncome', Code.notFound, '产品不存在'),
        when: (c: NetValueChartContext) => c.tab === 'trend' && c.period === '1',
      },
      failed: {
        ...httpFailure('queryProductIncome', '查询产品收益失败'),
        when: (c: NetValueChartContext) => c.tab === 'trend',
      },
    },
  },
  // Choosing what already shows does nothing: only the other tab and range are explored.
  filterEvents: (s, e) =>
    (e.type !== 'user.selectTab' || e.tab !== s.context.tab) &&
    (e.type !== 'user.selectRange' || e.period !== s.context.period),
  invariants: {
    'the tab and range shown are the fund property’s own': (now) =>
      ['trend', 'detail'].includes(now.context.tab) && ['1', '2', '4', '5'].includes(now.context.period),
    'nothing from another tab or range stays on screen while the next loads': (now) =>
      !now.matches('loading') || now.context.points.length === 0,
  },
  at: { route: `/phone/lineChartPage?trustCode=${TRUST_CODE}&fundproperty=1`, loginAs: PHONE },
  gestures: {
    'user.selectTab': (e) => [{ click: tabOf(e.tab) }],
    'user.selectRange': (e) => [{ click: range(e.period) }],
    'user.retry': () => [{ click: retry }],
  },
  sees: {
    // In the browser the answer can arrive before the page is looked at: only what every state shows is checked.
    loading: (s) => [{ control: tabOf(s.context.tab) }, { control: range(s.context.period) }],
    ready: (s) =>
      s.context.tab === 'detail'
        ? [{ text: netValueText.totalNetValue }, { noText: commonText.noData }]
        : [{ control: range(s.context.period) }, { noText: commonText.noData }, { noControl: retry }],
    empty: [{ text: commonText.noData }],
    failed: [{ text: LoaderText.failed }, { control: retry, disabled: false }, { noText: commonText.noData }],
  },
});
