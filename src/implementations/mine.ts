/**
 * The personal area's calls as its screens load them: the My page, the wealth adviser, the message list and a
 * message's detail use the loader chart (machines/loader/loader.ts); mark-all-read has a chart of its own
 * (machines/markAllRead/).
 * A screen opened without a login asks for one at once (loginRequired: login, then back here) instead of calling
 * the server for the 06060010 that would say the same with an error toast.
 */
import { LOGIN_REQUIRED, pageOf, recordOf, type PageOutcome } from '../../machines/loader/loader';
import { api } from '../api';
import {
  Code,
  type CallResponse,
  type CustomerInfo,
  type CustomerManager,
  type Message,
  type MessageDetail,
  type RiskResult,
} from '../contract';
import { getToken, saveCertified } from '../platform/storage';
import { refreshCertified } from './certification';

/** What the My page shows beyond the stored login. */
export interface MineOverview {
  customer: CustomerInfo;
  /** isUnReadMsg's isNews: the bell's red dot. */
  unread: boolean;
  /** Verified customers only (spec 1 §6); null when none is assigned. */
  manager: CustomerManager | null;
  /** The hub's entries' figures, each null when its call failed (the entry still opens its page). */
  standing: MineStanding;
}

export interface MineStanding {
  /** The latest risk assessment, riskleveldic '' when there is none. */
  risk: RiskResult | null;
  /** The latest CRS declaration, crsauditstatus '' when there is none. */
  crs: CallResponse<'selectCrs'> | null;
  /** The points balance (the task centre's). */
  points: number | null;
}

const settled = async <T>(call: Promise<{ data: T }>): Promise<T | null> => {
  try {
    return (await call).data;
  } catch {
    return null;
  }
};

/**
 * The My page: the customer, the red dot, for a verified customer the adviser card, and the hub's figures (risk
 * level and expiry, CRS status, points). The figures are a page's extras: one that fails leaves its entry without a
 * figure, not the page without its content.
 */
export async function loadMineOverview(): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const figures = Promise.all([
    settled(api.getQuestionResult({})),
    settled(api.selectCrs({})),
    settled(api.queryTaskCenterList({})),
  ]);
  const [info, unread] = await Promise.all([api.queryCustomerInfo(), api.isUnReadMsg()]);
  const customer = info.data;
  saveCertified(customer.isCertified);
  const manager = customer.isCertified === 2 ? (await api.findCustManager()).data : null;
  const [risk, crs, tasks] = await figures;
  const standing: MineStanding = { risk, crs, points: tasks?.totalPointsNum ?? null };
  const overview: MineOverview = { customer, unread: unread.data.isNews === 1, manager, standing };
  return pageOf([overview]);
}

/** The wealth adviser: none for an unverified customer (the page offers the app instead), nor until one is assigned. */
export async function loadAdviser(): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  if (!(await refreshCertified())) return pageOf([]);
  const { data } = await api.findCustManager();
  return pageOf(data ? [recordOf(data)] : []);
}

/** The investment adviser company of a product or adviser code; an unknown code is an empty section, not an error. */
export async function loadAdviserCompany({ query }: { query: string }): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const answer = await api.queryInvestmentAdviserInfo({ investrea: query }, { expect: [Code.notFound] });
  return pageOf(answer.statusCode === Code.ok ? [recordOf(answer.data)] : []);
}

/** One page of the message list, newest first (spec 1 §9: 20 a page). */
export async function loadMessages({ page, pageSize }: { page: number; pageSize: number }): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const { data } = await api.getPushMsg({ pageNo: page, pageSize });
  return pageOf(data.list satisfies Message[]);
}

export interface MessageQuery {
  id: number | null;
  isMsg: 0 | 1;
  entityId: string;
}

/**
 * A message's detail. A message that is not there (a wrong id, another user's, or an answer without its list) is
 * empty: the page says 找不到消息 and goes back (spec 1 §4 "Notice detail").
 */
export async function loadMessageDetail({ query }: { query: MessageQuery }): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  if (query.id === null) return pageOf([]);
  const answer = await api.getMsgDetail(
    { id: query.id, isMsg: query.isMsg, ...(query.entityId && { entityId: query.entityId }) },
    { expect: [Code.notFound] },
  );
  const detail = answer.statusCode === Code.ok ? recordOf(answer.data).msgData : null;
  return pageOf(detail && Array.isArray(detail.msgList) ? [detail satisfies MessageDetail] : []);
}
