/**
 * The risk assessment's calls as its screens load them. The result screen uses the loader chart
 * (machines/shared/loader.ts): without a login it asks for one at once (login, then back here).
 */
import { LOGIN_REQUIRED, pageOf, type PageOutcome } from '../../machines/shared/loader';
import { api } from '../api';
import type { RiskResult } from '../contract';
import { getToken } from '../platform/storage';

/** The investor's latest assessment and today's remaining attempts. */
export interface RiskStanding {
  result: RiskResult;
  times: number;
  totalTimes: number;
}

/** The result screen: empty when the investor has never been assessed. */
export async function loadRiskStanding(): Promise<PageOutcome> {
  if (!getToken()) return LOGIN_REQUIRED;
  const [result, attempts] = await Promise.all([api.getQuestionResult({}), api.queryRiskTimes({})]);
  if (!result.data.riskleveldic) return pageOf([]);
  const standing: RiskStanding = { result: result.data, ...attempts.data };
  return pageOf([standing]);
}
