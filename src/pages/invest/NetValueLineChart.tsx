import type { ApexOptions } from 'apexcharts';
import { useEffect, useMemo } from 'react';
import { isoDay } from '../../contract/figures';
import { textSize } from '../../platform/textSize';
import { LARGE_TEXT } from '../../ui/theme';
import ReactApexChartModule from 'react-apexcharts';

/** react-apexcharts is CommonJS: the production bundle hands its module object where the dev server hands the component. */
type ChartComponent = typeof ReactApexChartModule;
const ReactApexChart: ChartComponent =
  (ReactApexChartModule as unknown as { default?: ChartComponent }).default ?? ReactApexChartModule;

/** Above this many points a series draws without animation or markers (a 10-year daily series has ~3,650). */
export const LONG_SERIES = 120;
export const CHART_HEIGHT = 240;
/**
 * A phone's chart has about 340 px of plot: more than a point per 1.5 px cannot be seen, and every point drawn costs
 * on each draw and range switch. Longer series are thinned to each bucket's first, lowest and highest point.
 */
export const MAX_DRAWN_POINTS = 240;

const toTime = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)));

/** [time, value] pairs, at most MAX_DRAWN_POINTS, keeping both ends and each bucket's extremes. */
export function drawnPoints(dates: string[], values: number[]): Array<[number, number]> {
  const all = dates.map((d, i): [number, number] => [toTime(d), values[i]!]);
  if (all.length <= MAX_DRAWN_POINTS) return all;
  const buckets = Math.floor((MAX_DRAWN_POINTS - 2) / 3);
  const size = (all.length - 2) / buckets;
  const out: Array<[number, number]> = [all[0]!];
  for (let b = 0; b < buckets; b++) {
    const slice = all.slice(1 + Math.floor(b * size), 1 + Math.floor((b + 1) * size));
    if (slice.length === 0) continue;
    let low = slice[0]!;
    let high = slice[0]!;
    for (const p of slice) {
      if (p[1] < low[1]) low = p;
      if (p[1] > high[1]) high = p;
    }
    const picked = new Set([slice[0]!, low, high]);
    out.push(...[...picked].sort((a, c) => a[0] - c[0]));
  }
  out.push(all[all.length - 1]!);
  return out;
}

const dayOf = (time: number) => isoDay(new Date(time).toISOString().slice(0, 10));

/** The axes' figures, in px: 1.3 times as large in the large-text mode, as the body text. */
const AXIS_FONT_PX = 11;

/**
 * The line chart of one series, its tooltip in the product's words: 单位净值 1.0617 · 2026-11-27. Loaded on its own (React.lazy) so that ApexCharts is only in the net-value routes'
 * chunks, and never during the build's server render (it reads `window` when imported).
 */
export default function NetValueLineChart({
  dates,
  values,
  name,
  format,
  onDrawn,
}: {
  dates: string[];
  values: number[];
  /** What the values are (单位净值, 七日年化收益率, 万份收益). */
  name: string;
  /** A value as the page writes it (4 decimals, or a yield with `%`). */
  format: (value: number) => string;
  onDrawn?: () => void;
}) {
  const points = useMemo(() => drawnPoints(dates, values), [dates, values]);
  const long = values.length > LONG_SERIES;
  // The axes' figures are drawn by the chart in px: in the large-text mode they grow with the text.
  const axisFont = `${textSize() === 'large' ? AXIS_FONT_PX * LARGE_TEXT.scale : AXIS_FONT_PX}px`;
  const options = useMemo<ApexOptions>(() => {
    const axisLabel = { fontSize: axisFont, colors: '#999999' };
    return {
      chart: {
        id: 'net-value',
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: !long },
        fontFamily: 'inherit',
        redrawOnParentResize: false,
        events: { mounted: () => onDrawn?.(), updated: () => onDrawn?.() },
      },
      colors: ['#b8282e'],
      stroke: { width: 2, curve: 'straight' },
      markers: { size: long ? 0 : 3, hover: { size: long ? 0 : 5 } },
      dataLabels: { enabled: false },
      grid: { borderColor: '#eeeeee', padding: { left: 8, right: 8 } },
      // The first day, the middle and the last at even intervals (a time axis puts its labels on month starts and
      // hides those that would overlap, which leaves uneven gaps), each a whole day.
      xaxis: {
        type: 'numeric',
        tickAmount: 2,
        min: points[0]?.[0],
        max: points[points.length - 1]?.[0],
        labels: {
          rotate: 0,
          hideOverlappingLabels: true,
          formatter: (value: string) => dayOf(Number(value)),
          style: axisLabel,
        },
        axisTicks: { show: false },
        tooltip: { enabled: false },
      },
      yaxis: {
        labels: { formatter: format, style: axisLabel },
      },
      tooltip: {
        // One line in the page's words; the text is the page's own (a name and figures), never the server's.
        custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
          const point = points[dataPointIndex];
          return point ? `<div class="net-value-tip">${name} ${format(point[1])} · ${dayOf(point[0])}</div>` : '';
        },
      },
      legend: { show: false },
    };
  }, [format, name, points, long, onDrawn, axisFont]);
  const series = useMemo(() => [{ name, data: points }], [name, points]);
  if (typeof ResizeObserver === 'undefined') return <PlainLine values={values} onDrawn={onDrawn} />;
  return <ReactApexChart type="line" height={CHART_HEIGHT} options={options} series={series} />;
}

/**
 * ApexCharts 4 needs ResizeObserver, which Android System WebViews before Chrome 64 lack: there the series is drawn
 * as one plain line (docs/client.md, "Old WebViews").
 */
function PlainLine({ values, onDrawn }: { values: number[]; onDrawn?: () => void }) {
  useEffect(() => onDrawn?.(), [values, onDrawn]);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = 300 / Math.max(values.length - 1, 1);
  const points = values.map(
    (v, i) => `${(i * step).toFixed(1)},${(CHART_HEIGHT - 20 - ((v - min) / span) * (CHART_HEIGHT - 40)).toFixed(1)}`,
  );
  return (
    <svg viewBox={`0 0 300 ${CHART_HEIGHT}`} width="100%" height={CHART_HEIGHT} role="img" aria-label="走势图">
      <polyline points={points.join(' ')} fill="none" stroke="#b8282e" strokeWidth={2} />
    </svg>
  );
}
