/**
 * The housekeeping job (server/services/housekeeping.ts): short-lived rows are pruned at start and on an
 * interval by business time (the dev clock), while what the rules still count over is kept: the SMS resend and
 * caps, the login lockout and the captcha that follows it, and expired sessions for a day.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '../../src/contract';
import type { Clock } from '../../server/core/clock';
import { readClockOffset, shiftedClock, systemClock } from '../../server/services/clock';
import { pruneShortLived, startHousekeeping } from '../../server/services/housekeeping';
import { FAILURE_WINDOW_MS, LOCK_AFTER_FAILURES, LOCK_MS } from '../../server/services/loginGuard';
import { PHONES, sha256Hex, startServer, type Harness } from './harness';

const HOUR = 3600_000;

let h: Harness;
beforeAll(async () => {
  // The app's own job is off here, so only what a test runs prunes.
  h = await startServer({ housekeeping: false });
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
});

/** Business time as the calls see it (system time plus the dev offset). */
const businessClock = async (): Promise<Clock> => shiftedClock(systemClock, await readClockOffset(h.db));
const prune = async () => pruneShortLived(h.db, await businessClock());
const count = async (table: string) =>
  (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

/** Rows as old as `agoMs` of business time. */
async function insertAged(agoMs: number) {
  const now = (await businessClock()).now().getTime();
  const at = new Date(now - agoMs);
  const later = (ms: number) => new Date(at.getTime() + ms);
  await h.db.query(
    `INSERT INTO sms_codes (phone, purpose, code, message, created_at, expires_at) VALUES ('13900009999', 'login', '123456', 'm', $1, $2)`,
    [at, later(5 * 60_000)],
  );
  await h.db.query(`INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 3)`, [
    `sms-day:139${agoMs}`,
    at,
  ]);
  await h.db.query(`INSERT INTO login_failures (principal, failures, window_start) VALUES ($1, 2, $2)`, [
    `pwd:name:${agoMs}`,
    at,
  ]);
  await h.db.query(
    `INSERT INTO captchas (phone, image_code_type, equipment_no, text, created_at, expires_at) VALUES ($1, 1, '', 'abcd', $2, $3)`,
    [`aged-${agoMs}`, at, later(5 * 60_000)],
  );
  await h.db.query(
    `INSERT INTO submissions (caller, call_key, idempotency_key, body_hash, answer, created_at) VALUES ('u1', 'addOpinion', $1, 'h', '{}', $2)`,
    [`aged-key-${agoMs}`, at],
  );
}

describe('pruneShortLived', () => {
  it('deletes what every rule is done with and keeps what one still reads', async () => {
    await insertAged(25 * HOUR); // done with: outbox older than a day, counter window over, failures lapsed
    await insertAged(2 * HOUR); // the day's SMS count and the outbox stay; the failure window (30 min) lapsed
    await insertAged(60_000); // everything still live
    expect(await prune()).toEqual({
      smsCodes: 1,
      rateCounters: 1,
      loginFailures: 2,
      captchas: 2,
      sessions: 0,
      submissions: 1,
    });
    expect(await count('sms_codes')).toBe(2);
    expect(await count('rate_counters')).toBe(2);
    expect(await count('login_failures')).toBe(1);
    expect(await count('captchas')).toBe(1);
    expect(await count('submissions')).toBe(2);
  });

  it('keeps a locked principal, and after the lock its captcha requirement, until the window lapses', async () => {
    const phone = PHONES.verified;
    const wrong = sha256Hex('Wrong@1234');
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      const imgaeCode = i >= 3 ? await h.freshCaptcha(phone, 1) : '';
      await h.passwordLogin(phone, wrong, imgaeCode);
    }
    expect((await h.passwordLogin(phone)).result.statusCode).toBe(Code.accountLocked);
    await prune();
    expect((await h.passwordLogin(phone)).result.statusCode).toBe(Code.accountLocked);

    await h.advanceClock(LOCK_MS);
    await prune();
    // The lock is over, the captcha is still required.
    expect((await h.passwordLogin(phone)).result.statusCode).toBe(Code.captchaRequired);

    await h.advanceClock(FAILURE_WINDOW_MS);
    await prune();
    expect(await count('login_failures')).toBe(0);
    expect((await h.passwordLogin(phone)).result.statusCode).toBe(Code.ok);
  });

  it('keeps the SMS resend and daily cap working: only sends older than a day go', async () => {
    const phone = PHONES.unverified;
    const send = () => h.call('getQuickySmsCode', { phoneNum: phone });
    expect((await send()).result.statusCode).toBe(Code.ok);
    await prune();
    expect((await send()).result.statusCode).toBe(Code.smsTooFrequent);
    expect((await h.devSms(phone)).length).toBe(1);
    // Nine more over the day (two an hour): the tenth of the day is the cap.
    for (let i = 0; i < 9; i++) {
      await h.advanceClock(HOUR / 2);
      await prune();
      expect((await send()).result.statusCode, `send ${i + 2}`).toBe(Code.ok);
    }
    await h.advanceClock(2 * HOUR);
    await prune();
    expect((await send()).result.statusCode).toBe(Code.rateLimited);
    expect((await h.devSms(phone)).length).toBe(10);
    // A day after the first send the outbox loses it and the day's counter is over.
    await h.advanceClock(24 * HOUR);
    const pruned = await prune();
    expect(pruned.smsCodes).toBe(10);
    // The phone's hour and day, the client address's hour and the whole service's hour.
    expect(pruned.rateCounters).toBe(4);
    expect((await send()).result.statusCode).toBe(Code.ok);
  });

  it('keeps an expired session for a day, so its owner hears 登录已过期, then deletes it', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    await h.advanceClock(31 * 60_000);
    await prune();
    expect(await count('sessions')).toBe(1);
    expect((await h.call('queryCustomerInfo', {}, xtoken)).result.msg).toBe('登录已过期，请重新登录');

    await h.login(PHONES.senior);
    await h.advanceClock(25 * HOUR);
    expect((await prune()).sessions).toBe(1);
    expect(await count('sessions')).toBe(0);
  });
});

describe('the job', () => {
  it('runs on an interval, never twice at once, and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const job = startHousekeeping({ db: h.db, clock: businessClock, intervalMs: 60_000 });
      await job.idle();
      await insertAged(25 * HOUR);
      expect(await count('sms_codes')).toBe(1);
      vi.advanceTimersByTime(60_000);
      await job.idle();
      expect(await count('sms_codes')).toBe(0);
      await job.stop();
      await insertAged(25 * HOUR);
      vi.advanceTimersByTime(5 * 60_000);
      await job.idle();
      expect(await count('sms_codes')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed run and tries again at the next one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: unknown[] = [];
    let fail = true;
    const clock = async () => {
      if (fail) throw new Error('clock unavailable');
      return businessClock();
    };
    try {
      const job = startHousekeeping({ db: h.db, clock, intervalMs: 1000, onError: (e) => errors.push(e) });
      await job.idle();
      expect(errors).toHaveLength(1);
      fail = false;
      await insertAged(25 * HOUR);
      vi.advanceTimersByTime(1000);
      await job.idle();
      expect(await count('sms_codes')).toBe(0);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs when the server starts, by the dev clock, and stops when it closes', async () => {
    await insertAged(25 * HOUR);
    const { withApp } = await import('./harness');
    const second = await withApp(h, { housekeeping: { intervalMs: 60 * 60_000 } });
    // The first request makes the app ready; the start-up run has finished by then.
    await second.call('queryPwdIntensity', {});
    expect(await count('sms_codes')).toBe(0);
    // A send now is a day old once the dev clock moves a day on, and the next start prunes it.
    await second.call('getQuickySmsCode', { phoneNum: PHONES.senior });
    expect(await count('sms_codes')).toBe(1);
    await second.close();
    await h.advanceClock(25 * HOUR);
    const third = await withApp(h, {});
    await third.call('queryPwdIntensity', {});
    expect(await count('sms_codes')).toBe(0);
    await third.close();
  });
});
