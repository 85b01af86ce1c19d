/**
 * The points ledger's reads (spec 3 §2 pointsList, §3 Points, §7 getPointsDetails): one page of records for a tab
 * and a month, and the balance. Both need a login (an expired session opens login and comes back).
 */
import { LOGIN_REQUIRED, pageOf, recordOf, type PageOutcome } from '../../machines/loader/loader';
import { api } from '../api';
import { chinaDate, type ExpiringPoints, type PointsRecord, type PointsType } from '../contract';
import { getToken } from '../platform/storage';

export interface PointsQuery {
  pointsType: PointsType;
  /** 'YYYY-MM', or '' for every month. */
  month: string;
}

export async function loadPointsPage({
  page,
  pageSize,
  query,
}: {
  page: number;
  pageSize: number;
  query: PointsQuery;
}): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const { data } = await api.getPointsDetails({
    pointsType: query.pointsType,
    ...(query.month && { pointsTime: query.month }),
    pageNum: page,
    pageSize,
  });
  return pageOf(data.pointsList satisfies PointsRecord[]);
}

/** The ledger's head: its balance, and what of it expires within 30 days. */
export interface PointsBalance {
  total: number;
  expiring: ExpiringPoints | null;
}

/** The balance, as one item (the ledger's own total), with the points about to expire. */
export async function loadPointsBalance(): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const { data } = await api.getPointsDetails({ pointsType: 0, pageNum: 1, pageSize: 1 });
  const balance: PointsBalance = { total: data.totalPointsNum, expiring: data.expiring ?? null };
  return pageOf([recordOf(balance)]);
}

/** The months the filter offers: this one and the eleven before it, newest first ('YYYY-MM'). */
export function recentMonths(now = new Date(), count = 12): string[] {
  const [year, month] = chinaDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const total = year * 12 + (month - 1) - i;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}
