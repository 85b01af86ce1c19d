import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatValue,
  netValueChartMachine,
  selectNetValueChartView,
  type FundProperty,
  type RangePeriod,
} from '../../../machines/netValueChart/netValueChart';
import type { NetValueRecord } from '../../contract';
import { isoDay, netValue, percent, signedPercent } from '../../contract/figures';
import { netValueText } from '../../contract/netValue';
import { useFlow } from '../../flows/useFlow';
import { useLoader } from '../../flows/useLoader';
import { loadLatestValues, type LatestValuesQuery } from '../../implementations/products';
import { netValueChartImplementations } from '../../../machines/netValueChart/netValueChart.implementations';
import { href } from '../../paths';
import { callNative } from '../../platform/bridge';
import { EmptyState } from '../../ui/EmptyState';
import { pulsing } from '../../ui/pulse';
import { skeletonShown } from '../../ui/skeletonShown';
import { LoadFailed } from '../shared/LoadFailed';

const loadChart = () => import('./NetValueLineChart');
const NetValueLineChart = lazy(loadChart);

const CHART_HEIGHT = 240;
/** Table rows shown at first and added by each 查看更多: ten years of days would be thousands of rows at once. */
export const TABLE_PAGE = 30;

export interface NetValueScreenProps {
  /** historyNetValue shows the table under the chart; lineChartPage the chart alone. */
  layout: 'history' | 'lineChart';
  /** The App variants (historyNetValueApp, lineChartPageApp) tell the hosting app what they show. */
  inApp: boolean;
}

/** The server's return over each range a net-value product's chart offers (the newest record's, in percent). */
const RANGE_RETURNS: Partial<Record<RangePeriod, keyof NetValueRecord>> = {
  '1': 'incomeRatio30days',
  '2': 'incomeRatio90days',
  '3': 'incomeRatioHalfyear',
  '4': 'incomeRatio1year',
  '5': 'incomeRatioSetup',
};

/**
 * The page's headline: the server's newest values (loadLatestValues), whichever link opened the page (the detail's
 * 历史业绩 carries none). A cash product leads with its seven-day annualised yield and income per ten thousand
 * units — until they arrive, or for a product without values, what the app's link gave (spec 2 §2 incomeratio,
 * incomeUnit, lastNavDate), else --; a net-value product with its unit net value and the return over the range the
 * chart shows, rising red and falling green as investors read them.
 */
function Headline({ query, period, link }: { query: LatestValuesQuery; period: RangePeriod; link: URLSearchParams }) {
  const { view } = useLoader<NetValueRecord, LatestValuesQuery>({ load: loadLatestValues, pageSize: 0, query });
  const latest = view.items[0];
  const shown = (value: (r: NetValueRecord) => string, fromLink: string | null = null) =>
    latest ? value(latest) : (fromLink ?? '--');
  const rangeKey = RANGE_RETURNS[period];
  const rangeReturn = latest && rangeKey ? (latest[rangeKey] as number | undefined) : undefined;
  return (
    <Summary aria-label={query.cash ? '收益概况' : '净值概况'}>
      <dl>
        {query.cash ? (
          <>
            <Figure>
              <dt>{netValueText.incomeRatio}</dt>
              <dd data-yield>
                {shown((r) => percent(r.incomeRatio), link.get('incomeratio') && `${link.get('incomeratio')}%`)}
              </dd>
            </Figure>
            <Figure>
              <dt>{netValueText.incomeUnit}</dt>
              <dd>{shown((r) => netValue(r.incomeUnit), link.get('incomeUnit'))}</dd>
            </Figure>
          </>
        ) : (
          <>
            <Figure>
              <dt>{netValueText.netValue}</dt>
              <dd>{shown((r) => netValue(r.netValue))}</dd>
            </Figure>
            <Figure>
              <dt>{netValueText.rangeReturn(netValueText.periods[period])}</dt>
              <dd data-trend={rangeReturn === undefined ? undefined : rangeReturn >= 0 ? 'up' : 'down'}>
                {rangeReturn === undefined ? '--' : signedPercent(rangeReturn)}
              </dd>
            </Figure>
          </>
        )}
      </dl>
      <Updated>
        {query.cash ? netValueText.lastNavDate : netValueText.navDate}：
        {shown((r) => isoDay(r.netValueDate), link.get('lastNavDate') && isoDay(link.get('lastNavDate')!))}
      </Updated>
    </Summary>
  );
}

/**
 * History performance and line chart (spec 2 §2 "Net value and yield page"): query trustCode, fundproperty
 * (1 net value, 2 cash), and for cash products incomeratio, incomeUnit and lastNavDate.
 */
export function NetValueScreen({ layout, inApp }: NetValueScreenProps) {
  const [query] = useSearchParams();
  const trustCode = query.get('trustCode') ?? '';
  const fundproperty: FundProperty = query.get('fundproperty') === '2' ? '2' : '1';
  const [snapshot, send] = useFlow(netValueChartMachine, netValueChartImplementations(inApp), {
    input: { trustCode, fundproperty },
  });
  // Once per state of the chart: the chart's series keep their identity while the page renders for other reasons.
  const view = useMemo(() => selectNetValueChartView(snapshot), [snapshot]);
  // The chart stays mounted, hidden under the skeleton, while another range or tab loads: ApexCharts then redraws
  // its series when they arrive instead of being built again, which was most of a range switch's time.
  const [lastChart, setLastChart] = useState(view.chart);
  if (view.chart && view.chart !== lastChart) setLastChart(view.chart);
  const chart = view.chart ?? (view.loading ? lastChart : null);
  // The adviser link comes under the first answer, so it does not jump down when the table arrives; and the page is
  // prerendered (for no product, src/paths.ts NET_VALUE_INERT) in its loading state, without it. Under 加载失败 or
  // 暂无相关数据 it would stand alone, a way out of a page that has nothing: it waits for values.
  const [firstLoaded, setFirstLoaded] = useState(false);
  if (!view.loading && !firstLoaded) setFirstLoaded(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const cash = fundproperty === '2';
  const showTable = view.tab === 'detail' || layout === 'history';
  const [shownRows, setShownRows] = useState(TABLE_PAGE);
  useEffect(() => setShownRows(TABLE_PAGE), [view.tab, view.period]);

  const format = useCallback((value: number) => formatValue(view.tab, value), [view.tab]);
  const onDrawn = useCallback(() => {
    if (inApp) void callNative('postLineChartHeight', { height: rootRef.current?.offsetHeight ?? 0 });
  }, [inApp]);
  // The chart's chunk loads while the data does, not after it.
  useEffect(() => void loadChart(), []);
  useEffect(() => {
    // Tables, the empty state and failures change the height too.
    if (inApp && !view.loading && !view.chart) onDrawn();
  }, [inApp, view.loading, view.chart, onDrawn]);

  return (
    <Root ref={rootRef}>
      <Headline query={{ trustCode, cash }} period={view.period} link={query} />
      <Tabs role="tablist">
        {view.tabs.map(({ tab, selected }) => (
          <Tab
            key={tab}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => send({ type: 'user.selectTab', tab })}
          >
            {netValueText.tabs[tab]}
          </Tab>
        ))}
      </Tabs>
      <Ranges role="radiogroup" aria-label="区间">
        {view.ranges.map(({ period, selected }) => (
          <Range
            key={period}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => send({ type: 'user.selectRange', period })}
          >
            {netValueText.periods[period]}
          </Range>
        ))}
        {inApp && (
          <Icon
            type="button"
            aria-label="横屏查看"
            onClick={() =>
              void callNative('lineChartIcon', { trustCode, fundproperty, tab: view.tab, period: view.period })
            }
          >
            ⤢
          </Icon>
        )}
      </Ranges>
      <Body aria-busy={view.loading}>
        {view.loading && <ChartSkeleton data-testid="chart-skeleton" />}
        {view.empty && <EmptyState />}
        {view.failed && <LoadFailed onRetry={() => send({ type: 'user.retry' })} />}
        {chart && (
          <ChartBox hidden={!view.chart}>
            <Suspense fallback={<ChartSkeleton />}>
              <NetValueLineChart
                dates={chart.dates}
                values={chart.values}
                name={view.tab === 'trend' ? netValueText.netValue : netValueText.tabs[view.tab]}
                format={format}
                onDrawn={onDrawn}
              />
            </Suspense>
          </ChartBox>
        )}
        {showTable && view.rows.length > 0 && (
          <Table>
            <thead>
              <tr>
                <th scope="col">{netValueText.date}</th>
                <th scope="col">{cash ? netValueText.tabs[view.tab] : netValueText.netValue}</th>
                {view.tab === 'detail' && <th scope="col">{netValueText.totalNetValue}</th>}
              </tr>
            </thead>
            <tbody>
              {view.rows.slice(0, shownRows).map((row) => (
                <tr key={row.date}>
                  <td>{row.date}</td>
                  <td>{row.value}</td>
                  {view.tab === 'detail' && <td>{row.total}</td>}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {showTable && view.thinned && <Note>{netValueText.thinned}</Note>}
        {showTable && view.rows.length > shownRows && (
          <More type="button" onClick={() => setShownRows((n) => n + TABLE_PAGE)}>
            查看更多
          </More>
        )}
      </Body>
      {trustCode && !inApp && firstLoaded && !view.failed && !view.empty && (
        <AdviserLink to={href({ to: 'investment', query: { trustCode } })}>{netValueText.adviser}</AdviserLink>
      )}
    </Root>
  );
}

/** White to the bottom of the screen, whatever the state: the page does not end half-way down. */
const Root = styled.div`
  background: ${({ theme }) => theme.color.surface};
  min-height: calc(100vh - var(--top-bar-height, 0px));
`;

const Summary = styled.section`
  padding: 16px 16px 8px;
  dl {
    display: flex;
    margin: 0;
  }
`;

const Figure = styled.div`
  flex: 1;
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
  /* A net value in the text's colour, as the wealth apps draw it: only a return or a yield is coloured. */
  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.large};
    font-weight: 600;
  }
  dd[data-yield] {
    color: ${({ theme }) => theme.color.primary};
  }
  dd[data-trend='up'] {
    color: ${({ theme }) => theme.color.rise};
  }
  dd[data-trend='down'] {
    color: ${({ theme }) => theme.color.fall};
  }
`;

const Updated = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Tab = styled.button`
  flex: 1;
  min-height: ${({ theme }) => theme.tap};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.text};
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

// Wraps onto a second line when enlarged text makes the ranges wider than the screen.
const Ranges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 12px 16px 4px;
`;

const Range = styled.button`
  flex: 1;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 4px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.small};
  white-space: nowrap;
  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const Icon = styled.button`
  width: 44px;
  min-height: ${({ theme }) => theme.tap};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.large};
`;

const Body = styled.div`
  padding: 8px 0 16px;
`;

/** The chart's place while its values or its library load: a skeleton, so the loading veil draws no spinner over it. */
function ChartSkeleton(props: { 'data-testid'?: string }) {
  useEffect(skeletonShown, []);
  return <ChartBlock role="progressbar" aria-label="加载中" {...props} />;
}

const ChartBlock = styled.div`
  height: ${CHART_HEIGHT}px;
  margin: 0 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
  ${pulsing}
`;

const ChartBox = styled.div`
  min-height: ${CHART_HEIGHT}px;
  padding: 0 8px;
  .net-value-tip {
    padding: 6px 8px;
    font-size: ${({ theme }) => theme.font.small};
    white-space: nowrap;
  }
`;

const Table = styled.table`
  width: calc(100% - 32px);
  margin: 8px 16px 0;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.body};
  th,
  td {
    padding: 12px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: center;
  }
  th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: normal;
  }
`;

const Note = styled.p`
  margin: 8px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.5;
`;

const More = styled.button`
  display: block;
  width: calc(100% - 32px);
  min-height: ${({ theme }) => theme.tap};
  margin: 0 16px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.muted};
`;

const AdviserLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.tap};
  margin: 0 16px 24px;
  color: ${({ theme }) => theme.color.primary};
`;

/** The module of the routes that show it (src/paths.ts), each with its props. */
export default NetValueScreen;
