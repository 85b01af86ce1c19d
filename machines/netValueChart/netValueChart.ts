import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import type { ChartPeriod } from '../../src/contract';
import { isoDay, netValue, percent } from '../../src/contract/figures';
import { SERIES_MAX_POINTS } from '../../src/contract/netValue';
import { output, providedLater } from '../shared/flow';

/** fundproperty 1 net-value products, 2 yield (cash) products (spec 2 §3 "Fund property"). */
export type FundProperty = '1' | '2';
/** Net value: trend and detail; cash: seven-day annualised yield and income per ten thousand units. */
export type ChartTab = 'trend' | 'detail' | 'annual' | 'unit';
export type RangePeriod = Exclude<ChartPeriod, ''>;

/** One point: yyyymmdd, the value, and for the net detail the accumulated net value. */
export interface ChartPoint {
  date: string;
  value: number;
  total?: number;
}

export interface SeriesRequest {
  trustCode: string;
  fundproperty: FundProperty;
  tab: ChartTab;
  period: RangePeriod;
}

export interface NetValueChartInput {
  trustCode: string;
  fundproperty: FundProperty;
}

export interface NetValueChartContext extends NetValueChartInput {
  tab: ChartTab;
  period: RangePeriod;
  points: ChartPoint[];
}

export type NetValueChartEvent =
  | { type: 'user.selectTab'; tab: ChartTab }
  | { type: 'user.selectRange'; period: RangePeriod }
  | { type: 'user.retry' };

/** The tabs and ranges of each fund property (spec 2 §2 "Net value and yield page"). */
export const CHART_TABS: Record<FundProperty, readonly ChartTab[]> = {
  '1': ['trend', 'detail'],
  '2': ['annual', 'unit'],
};
export const CHART_RANGES: Record<FundProperty, readonly RangePeriod[]> = {
  '1': ['1', '2', '4', '5'],
  '2': ['0', '1', '2', '3'],
};
/**
 * The spec's default period is '4' (1 year, spec 2 §4, §9). Cash products do not offer it: they open on their
 * longest range, half a year (docs/client.md).
 */
export const DEFAULT_PERIOD: Record<FundProperty, RangePeriod> = { '1': '4', '2': '3' };

/** Values: 4 decimals for net value and income per ten thousand units, yields with 2 and `%` (spec 2 §2, §9). */
export const formatValue = (tab: ChartTab, value: number): string =>
  tab === 'annual' ? percent(value) : netValue(value);

/**
 * History performance and line chart (spec 2 §2 "Net value and yield page", §4 chart periods, §7 queryProductIncome and
 * queryproductnetvalue, §9): historyNetValue, lineChartPage and their App variants.
 *
 * - loading: the series of the chosen tab and range is on its way; the chart's place shows a skeleton. A tab or range
 *   chosen meanwhile replaces the request (the latest choice wins).
 * - ready: the chart (or, on the net detail tab, the table of dates and values) is drawn. Inside the app the shell is
 *   told which tab and range show and given the data (changeH5Radio, historyData).
 * - empty: the product has no values in this range: 暂无相关数据; another tab or range can still be chosen.
 * - failed: the call failed (the call layer has said why); the user can try again or choose another tab or range.
 */
export const netValueChartMachine = setup({
  types: {
    context: {} as NetValueChartContext,
    events: {} as NetValueChartEvent,
    input: {} as NetValueChartInput,
    tags: {} as 'busy',
  },
  actors: {
    loadSeries: providedLater<ChartPoint[], SeriesRequest>('loadSeries'),
  },
  guards: {
    hasPoints: (_, points: ChartPoint[]) => points.length > 0,
    isOtherTab: ({ context, event }) => {
      assertEvent(event, 'user.selectTab');
      return event.tab !== context.tab;
    },
    isOtherRange: ({ context, event }) => {
      assertEvent(event, 'user.selectRange');
      return event.period !== context.period;
    },
  },
  actions: {
    assignTab: assign(({ event }) => {
      assertEvent(event, 'user.selectTab');
      return { tab: event.tab };
    }),
    assignRange: assign(({ event }) => {
      assertEvent(event, 'user.selectRange');
      return { period: event.period };
    }),
    assignPoints: assign((_, points: ChartPoint[]) => ({ points })),
    clearPoints: assign({ points: () => [] }),
    /** The shell hosting the page hears which tab and range show (App variants; nothing in a browser). */
    tellShellChoice: () => {},
    /** The shell hosting the page is given the series shown (App variants; nothing in a browser). */
    tellShellData: () => {},
  },
}).createMachine({
  id: 'netValueChart',
  context: ({ input }) => ({
    trustCode: input.trustCode,
    fundproperty: input.fundproperty,
    tab: CHART_TABS[input.fundproperty][0]!,
    period: DEFAULT_PERIOD[input.fundproperty],
    points: [],
  }),
  initial: 'loading',
  on: {
    'user.selectTab': {
      guard: 'isOtherTab',
      target: '.loading',
      actions: ['assignTab', 'clearPoints', 'tellShellChoice'],
    },
    'user.selectRange': {
      guard: 'isOtherRange',
      target: '.loading',
      actions: ['assignRange', 'clearPoints', 'tellShellChoice'],
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSeries',
        src: 'loadSeries',
        input: ({ context }) => ({
          trustCode: context.trustCode,
          fundproperty: context.fundproperty,
          tab: context.tab,
          period: context.period,
        }),
        onDone: [
          {
            guard: { type: 'hasPoints', params: output },
            target: 'ready',
            actions: [{ type: 'assignPoints', params: output }, 'tellShellData'],
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    ready: {},
    empty: {},
    failed: {
      on: { 'user.retry': 'loading' },
    },
  },
});

export type NetValueChartSnapshot = SnapshotFrom<typeof netValueChartMachine>;

/** What the net-value page shows. */
export function selectNetValueChartView(snapshot: Pick<NetValueChartSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const table = context.tab === 'detail';
  return {
    tabs: CHART_TABS[context.fundproperty].map((tab) => ({ tab, selected: tab === context.tab })),
    ranges: CHART_RANGES[context.fundproperty].map((period) => ({ period, selected: period === context.period })),
    tab: context.tab,
    period: context.period,
    loading: snapshot.hasTag('busy'),
    empty: snapshot.matches('empty'),
    failed: snapshot.matches('failed'),
    /** The line chart: dates and values, oldest first. */
    chart:
      ready && !table ? { dates: context.points.map((p) => p.date), values: context.points.map((p) => p.value) } : null,
    /** The detail table, newest first: date, value (and accumulated net value on the net detail tab). */
    rows: ready
      ? [...context.points].reverse().map((p) => ({
          date: isoDay(p.date),
          value: formatValue(context.tab, p.value),
          total: p.total === undefined ? undefined : netValue(p.total),
        }))
      : [],
    /** The server thinned the series (SERIES_MAX_POINTS): the table shows some of the range's days, not each. */
    thinned: ready && context.points.length >= SERIES_MAX_POINTS,
  };
}
