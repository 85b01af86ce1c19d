/**
 * The suitability screens' reads as they load them (the risk standing, the CRS status). The result screens use the
 * loader chart (machines/loader/loader.ts): without a login they ask for one at once (login, then back here).
 */
import { LOGIN_REQUIRED, pageOf, type PageOutcome } from '../../machines/loader/loader';
import { api } from '../api';
import type { RiskStanding } from '../contract';
import { getToken } from '../platform/storage';

/** The latest assessment (riskleveldic '' when there is none) and today's remaining attempts. */
export async function fetchRiskStanding(): Promise<RiskStanding> {
  const [result, attempts] = await Promise.all([api.getQuestionResult({}), api.queryRiskTimes({})]);
  return { result: result.data, ...attempts.data };
}

/** The result screen: empty when the investor has never been assessed. */
export async function loadRiskStanding(): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const standing = await fetchRiskStanding();
  return pageOf(standing.result.riskleveldic ? [standing] : []);
}

/** The latest CRS declaration's type and audit status (selectCrs): empty when the investor has never declared. */
export async function loadCrsStatus(): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const { data } = await api.selectCrs({});
  return pageOf(data.crsauditstatus ? [data] : []);
}
