/** The real calls and native-shell notices the net-value and yield pages provide to their chart flow. */
import { fromPromise } from 'xstate';
import type { ChartPoint, netValueChartMachine, SeriesRequest } from './netValueChart';
import { api } from '../../src/api/calls';
import { Code } from '../../src/contract/envelope';
import type { Implementations } from '../../src/flows/useFlow';
import { callNative } from '../../src/platform/bridge';

/**
 * One series: the net detail tab reads queryproductnetvalue (unit and accumulated net value, oldest first); the
 * charts read queryProductIncome: showType '1' the unit net value or the seven-day annualised yield, '2' the income
 * per ten thousand units (spec 2 §7).
 */
export async function loadSeries(req: SeriesRequest): Promise<ChartPoint[]> {
  // A product that is not there (04040007, a stale link) has no values: 暂无相关数据, not an error.
  const expect = [Code.notFound];
  if (req.tab === 'detail') {
    const answer = await api.queryproductnetvalue(
      // showType (spec 2 §7): 1 the net values of a net-value product, 2 the yields of a cash product.
      { trust_code: req.trustCode, type: req.period, orderBy: '0', showType: req.fundproperty === '2' ? 2 : 1 },
      { expect },
    );
    if (answer.statusCode !== Code.ok) return [];
    return answer.data.map((r) => ({ date: r.netValueDate, value: r.netValue, total: r.totalNetValue }));
  }
  const answer = await api.queryProductIncome(
    { trustCode: req.trustCode, showType: req.tab === 'unit' ? '2' : '1', orderBy: '0', dateCycle: req.period },
    { expect },
  );
  if (answer.statusCode !== Code.ok) return [];
  const { x, y } = answer.data;
  return x.map((date, i) => ({ date, value: y[i] ?? 0 }));
}

/**
 * In the App variants (historyNetValueApp, lineChartPageApp) the hosting app hears every tab and range chosen
 * (changeH5Radio) and receives the series shown (historyData); the spec names the actions, not their payloads
 * (docs/client.md, "Inside the app").
 */
export function netValueChartImplementations(inApp: boolean): Implementations<typeof netValueChartMachine> {
  return {
    actors: { loadSeries: fromPromise(({ input }: { input: SeriesRequest }) => loadSeries(input)) },
    actions: {
      tellShellChoice: ({ context }) => {
        if (inApp) void callNative('changeH5Radio', { tab: context.tab, period: context.period });
      },
      tellShellData: ({ context }) => {
        if (inApp)
          void callNative('historyData', {
            tab: context.tab,
            period: context.period,
            x: context.points.map((p) => p.date),
            y: context.points.map((p) => p.value),
          });
      },
    },
  };
}
