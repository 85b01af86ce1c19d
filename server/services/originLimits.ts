import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';
import { countHits, originKeys } from './rateLimit';

/**
 * Limits per request origin (client address and device number, `originKeys`) on the public account calls that a
 * script would repeat across many phones or accounts; the per-account and per-phone rules (loginGuard, sms) cannot
 * see such a spray. All counters are in `rate_counters`, so they hold across instances. The SMS sends have theirs in
 * `sms.ts` with the other SMS caps.
 */
export interface Origin {
  ip: string;
  equipmentNo?: string;
}

const HOUR_MS = 3600_000;

/**
 * getUserRegister, and getSmsCode once its picture code is right, answer whether a phone has an account: together
 * at most this many per address (and per device, where the request has one) per hour.
 */
export const LOOKUP_HOURLY_LIMIT = 30;
export const LOOKUP_LIMITED_MSG = '查询过于频繁，请稍后再试';

export async function limitRegisterLookup(db: Queryable, clock: Clock, origin: Origin): Promise<void> {
  const counts = await countHits(db, clock, originKeys('lookup', origin), HOUR_MS);
  if (counts.some((count) => count > LOOKUP_HOURLY_LIMIT)) {
    throw new BusinessError(Code.rateLimited, LOOKUP_LIMITED_MSG);
  }
}

/** Failed logins (password or SMS, any account) per address and per device in a fixed hour. */
export const LOGIN_ORIGIN_WINDOW_MS = HOUR_MS;
/** Beyond this many, every login from the origin needs a picture code, whatever the account. */
export const LOGIN_ORIGIN_CAPTCHA_AFTER = 20;
/** Beyond this many, logins from the origin are refused until the hour is over. */
export const LOGIN_ORIGIN_REFUSE_AFTER = 100;
export const LOGIN_ORIGIN_REFUSED_MSG = '登录尝试过于频繁，请稍后再试';

export interface LoginAttempt {
  /** The origin has failed often: this login needs a picture code even when its account does not. */
  captchaRequired: boolean;
  /** The origin's counters this login was counted on: a right answer takes the hit back (loginGuard `settleLogin`). */
  originHits: readonly string[];
}

/**
 * Counts a login as a failure before anything is checked, and takes it back when it succeeds: logins sent at the
 * same moment each see the count of those before them, however slow the password check is.
 */
export async function countLoginAttempt(db: Queryable, clock: Clock, origin: Origin): Promise<LoginAttempt> {
  const keys = originKeys('login', origin);
  const worst = Math.max(...(await countHits(db, clock, keys, LOGIN_ORIGIN_WINDOW_MS)));
  if (worst > LOGIN_ORIGIN_REFUSE_AFTER) throw new BusinessError(Code.rateLimited, LOGIN_ORIGIN_REFUSED_MSG);
  return { captchaRequired: worst > LOGIN_ORIGIN_CAPTCHA_AFTER, originHits: keys };
}
