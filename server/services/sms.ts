import { randomInt } from 'node:crypto';
import { Code, codeText } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';
import { hitRateLimit, originKeys } from './rateLimit';

/**
 * SMS codes: 6 digits from a CSPRNG, valid 5 minutes, single use; one send per phone and purpose every 60 s; 5
 * wrong entries spend the code; at most 5 sends per phone per hour and 10 per day, 10 per client address and 10 per
 * device per hour, and a ceiling for the whole service per hour. Codes are written to the sms_codes outbox (read
 * through GET /services/dev/sms) instead of being sent.
 */
export const SMS_TTL_MS = 5 * 60_000;
export const SMS_RESEND_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 5;
/** Each purpose has its own 60 s, so without an hourly cap a script could burn the daily quota in minutes. */
export const SMS_HOURLY_LIMIT = 5;
export const SMS_DAILY_LIMIT = 10;
/** Per client address and per device number, every phone and purpose together: one address cannot spray phones. */
export const SMS_ORIGIN_HOURLY_LIMIT = 10;
/** Sends per hour for the whole service (every instance), a ceiling on the gateway's bill: SMS_GLOBAL_HOURLY_LIMIT. */
export const SMS_GLOBAL_HOURLY_DEFAULT = 2000;
const HOUR_MS = 3600_000;
const HOURLY_MSG = '获取验证码过于频繁，请稍后再试';
export const SMS_SENT_MSG = codeText.smsSent;
/** One text for wrong, expired, spent or never-sent codes: the answer must not tell which numbers exist. */
export const SMS_WRONG_MSG = codeText.smsWrong;

export type SmsPurpose = 'register' | 'login' | 'forgetPwd' | 'risk';

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  register: '注册',
  login: '登录',
  forgetPwd: '重置密码',
  risk: '风险测评',
};

/** The service-wide hourly ceiling: `SMS_GLOBAL_HOURLY_LIMIT` (a whole number ≥ 1), read at each send; main.ts checks it at start. */
export function smsGlobalHourlyLimit(): number {
  const raw = process.env.SMS_GLOBAL_HOURLY_LIMIT?.trim();
  if (!raw) return SMS_GLOBAL_HOURLY_DEFAULT;
  const limit = Number(raw);
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new Error(`SMS_GLOBAL_HOURLY_LIMIT must be a whole number of at least 1, not "${raw}"`);
  }
  return limit;
}

/** With the phone as second key: one send per phone at a time, across every instance on the database. */
const SEND_LOCK = 7_412_003;

/**
 * Writes a code to the outbox. With `deliver: false` (a number that has no account) nothing is sent, but the
 * attempt is recorded and limited exactly like a real send, so the caller can answer the same success text.
 * `origin` is the request's client address and device number (CallContext.ip, the request's equipmentNo).
 * One transaction under a per-phone lock: two requests at the same moment (on one instance or two) would both pass
 * the 60 s check before either wrote its code. A refused send rolls back, so it costs nothing of the caps.
 */
export async function sendSmsCode(
  db: Db,
  clock: Clock,
  {
    phone,
    purpose,
    origin,
    deliver = true,
  }: { phone: string; purpose: SmsPurpose; origin: { ip: string; equipmentNo?: string }; deliver?: boolean },
): Promise<void> {
  const globalLimit = smsGlobalHourlyLimit();
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SEND_LOCK, phone]);
    const last = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM sms_codes WHERE phone = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1',
      [phone, purpose],
    );
    const sinceLast = last.rows[0] ? now.getTime() - last.rows[0].created_at.getTime() : Infinity;
    if (sinceLast < SMS_RESEND_MS) {
      const wait = Math.ceil((SMS_RESEND_MS - sinceLast) / 1000);
      throw new BusinessError(Code.smsTooFrequent, `请${wait}秒后再获取验证码`);
    }
    // A refusal rolls the transaction back, so it costs nothing of the other counters. They are taken in one
    // order (phone, address, device, day, service), so sends never wait on each other in a cycle.
    if (!(await hitRateLimit(tx, clock, `sms-hour:${phone}`, HOUR_MS, SMS_HOURLY_LIMIT))) {
      throw new BusinessError(Code.rateLimited, HOURLY_MSG);
    }
    for (const key of originKeys('sms-hour', origin)) {
      if (!(await hitRateLimit(tx, clock, key, HOUR_MS, SMS_ORIGIN_HOURLY_LIMIT))) {
        throw new BusinessError(Code.rateLimited, HOURLY_MSG);
      }
    }
    if (!(await hitRateLimit(tx, clock, `sms-day:${phone}`, 24 * HOUR_MS, SMS_DAILY_LIMIT))) {
      throw new BusinessError(Code.rateLimited, '今日获取验证码次数已达上限，请明天再试');
    }
    if (!(await hitRateLimit(tx, clock, 'sms-hour:all', HOUR_MS, globalLimit))) {
      throw new BusinessError(Code.rateLimited, '短信发送繁忙，请稍后再试');
    }
    const code = deliver ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
    const message = code
      ? `【信托财富】您的${PURPOSE_TEXT[purpose]}验证码为${code}，5分钟内有效，请勿泄露给他人。`
      : '（未发送：该号码没有可用账户）';
    // A new code replaces the older ones of the same purpose.
    await tx.query('UPDATE sms_codes SET used_at = $3 WHERE phone = $1 AND purpose = $2 AND used_at IS NULL', [
      phone,
      purpose,
      now,
    ]);
    await tx.query(
      `INSERT INTO sms_codes (phone, purpose, code, message, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [phone, purpose, code, message, now, new Date(now.getTime() + SMS_TTL_MS)],
    );
  });
}

/** True and spends the code when it matches; a wrong entry counts, and the 5th spends the code. */
export async function checkSmsCode(
  db: Queryable,
  clock: Clock,
  { phone, purpose, code }: { phone: string; purpose: SmsPurpose; code: string },
): Promise<boolean> {
  const now = clock.now();
  const r = await db.query<{ id: number; code: string; attempts: number }>(
    `SELECT id, code, attempts FROM sms_codes
     WHERE phone = $1 AND purpose = $2 AND code IS NOT NULL AND used_at IS NULL AND expires_at > $3
     ORDER BY id DESC LIMIT 1`,
    [phone, purpose, now],
  );
  const live = r.rows[0];
  if (!live) return false;
  if (live.code === code.trim()) {
    const spent = await db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [live.id, now]);
    return spent.affectedRows === 1; // a concurrent check may have spent it first
  }
  await db.query(
    `UPDATE sms_codes SET attempts = attempts + 1,
       used_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE used_at END
     WHERE id = $1`,
    [live.id, SMS_MAX_ATTEMPTS, now],
  );
  return false;
}

/** Checks the code and throws the uniform failure when it does not match. */
export async function requireSmsCode(
  db: Queryable,
  clock: Clock,
  args: { phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  if (!(await checkSmsCode(db, clock, args))) throw new BusinessError(Code.smsCodeWrong, SMS_WRONG_MSG);
}

/** Dev endpoint: the outbox of one phone, newest first. */
export async function listSmsOutbox(db: Queryable, phone: string, limit = 20) {
  const r = await db.query<{
    code: string | null;
    purpose: string;
    message: string;
    created_at: Date;
    expires_at: Date;
    used_at: Date | null;
    attempts: number;
  }>(
    `SELECT code, purpose, message, created_at, expires_at, used_at, attempts FROM sms_codes
     WHERE phone = $1 ORDER BY id DESC LIMIT $2`,
    [phone, limit],
  );
  return r.rows.map((row) => ({
    code: row.code,
    purpose: row.purpose,
    message: row.message,
    sentAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    used: row.used_at !== null,
    attempts: row.attempts,
  }));
}
