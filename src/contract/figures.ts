/**
 * How the product writes numbers and dates (../shared/UX.md "Words and numbers", spec 2 §9): one function per kind,
 * used by every screen, so that a figure reads the same wherever it appears. Light on purpose: pages import it
 * without the rest of the contract.
 */

/**
 * The headline figures' names, the same on the list, the detail and the introduction. 业绩比较基准, never 预期收益率:
 * 资管新规 retired expected returns from the marketing of asset-management products.
 */
export const FIGURE_LABELS = { benchmark: '业绩比较基准', term: '产品期限', minimum: '起投金额' } as const;

const YI = 100_000_000;
const WAN = 10_000;

/** At most `decimals` decimals, without trailing zeros: 30 → "30", 12.5 → "12.5". */
const trimmed = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/**
 * An amount in yuan as investors read it: 万元 below 1亿, 亿元 from there with 2 decimals (17000万元 → 1.70亿元); ''
 * for no amount.
 */
export function amount(yuan: number | null | undefined): string {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan) || yuan <= 0) return '';
  return yuan >= YI ? `${(yuan / YI).toFixed(2)}亿元` : `${trimmed(yuan / WAN, 2)}万元`;
}

/** A yield or a return with 2 decimals and its sign of percent. */
export const percent = (value: number): string => `${value.toFixed(2)}%`;

/** A return over a range, signed: +1.23% / -0.45%. */
export const signedPercent = (value: number): string => `${value > 0 ? '+' : ''}${percent(value)}`;

/** A benchmark range (业绩比较基准): one figure when both ends are the same. */
export const yieldRange = (min: number, max: number): string =>
  min === max ? percent(min) : `${percent(min)}-${percent(max)}`;

/** A unit or accumulated net value, and the income per 10,000 units: 4 decimals (spec 2 §2). */
export const netValue = (value: number): string => value.toFixed(4);

const TERM_UNITS: Readonly<Record<string, string>> = { 年: '年', 月: '个月', 日: '天' };

/** A product's term as said in Chinese: 18个月, 3年, 90天; '' without one. */
export const term = (limit: number | string | null | undefined, unit: string): string =>
  limit === null || limit === undefined || limit === '' || Number(limit) <= 0
    ? ''
    : `${limit}${TERM_UNITS[unit] ?? unit}`;

const DAY = /^(\d{4})-?(\d{2})-?(\d{2})$/;

/** A day in tables and lists: 2026-11-27, from yyyymmdd or yyyy-mm-dd (anything else is shown as it came). */
export function isoDay(value: string): string {
  const m = DAY.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}

/** A day in a sentence or a statement of a date: 2026年11月27日, from yyyymmdd or yyyy-mm-dd. */
export function dayInWords(value: string): string {
  const m = DAY.exec(value);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : value;
}
