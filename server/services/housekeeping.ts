import type { Clock } from '../core/clock';
import type { Db } from '../db/types';
import { FAILURE_WINDOW_MS } from './loginGuard';
import { SUBMISSION_KEEP_MS } from './submissions';
import { sweepOrphanUploads } from './uploads';

/**
 * Prunes the short-lived rows the rules are done with, by business time (the dev clock shift counts, so a test
 * or a tester who moves the clock sees the same pruning a real day would bring). Each table keeps what its rule
 * still reads:
 * - sms_codes: a day. The 60 s resend reads the newest send, codes live 5 minutes, the caps count in
 *   rate_counters; the dev outbox keeps a day of sends to read.
 * - rate_counters: rows whose window (at most 24 h, the SMS day cap) ended; a lapsed counter restarts anyway.
 * - login_failures: rows neither locked nor inside their 30-minute window (after a lock the window starts when
 *   the lock ends, so the captcha requirement that follows a lock is kept).
 * - captchas: expired ones (a check treats them as wrong already).
 * - sessions: a day after they expired, so a user who comes back the same day still hears 登录已过期 rather than
 *   请重新登录.
 * - submissions: a day; a client repeats a submission within its 10-minute request timeout.
 * The job also removes uploaded files that no row names (services/uploads.ts `sweepOrphanUploads`).
 */
export const SMS_OUTBOX_KEEP_MS = 24 * 3600_000;
export const RATE_WINDOW_MAX_MS = 24 * 3600_000;
export const EXPIRED_SESSION_KEEP_MS = 24 * 3600_000;
/** Every 10 minutes: the tables stay small without the job costing anything noticeable on PGlite's one connection. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export interface PruneCounts {
  smsCodes: number;
  rateCounters: number;
  loginFailures: number;
  captchas: number;
  sessions: number;
  submissions: number;
}

export async function pruneShortLived(db: Db, clock: Clock): Promise<PruneCounts> {
  const now = clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const run = async (sql: string, params: unknown[]) => (await db.query(sql, params)).affectedRows;
  return {
    smsCodes: await run('DELETE FROM sms_codes WHERE created_at < $1', [before(SMS_OUTBOX_KEEP_MS)]),
    rateCounters: await run('DELETE FROM rate_counters WHERE window_start < $1', [before(RATE_WINDOW_MAX_MS)]),
    loginFailures: await run(
      'DELETE FROM login_failures WHERE window_start <= $1 AND (locked_until IS NULL OR locked_until <= $2)',
      [before(FAILURE_WINDOW_MS), new Date(now)],
    ),
    captchas: await run('DELETE FROM captchas WHERE expires_at < $1', [new Date(now)]),
    sessions: await run('DELETE FROM sessions WHERE expires_at < $1', [before(EXPIRED_SESSION_KEEP_MS)]),
    submissions: await run('DELETE FROM submissions WHERE created_at < $1', [before(SUBMISSION_KEEP_MS)]),
  };
}

export interface Housekeeping {
  /** The run in progress, if any (tests and shutdown wait for it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `pruneShortLived` and `sweepOrphanUploads` now and then every `intervalMs`, never two runs at once. `clock` is
 * read per run (the dev offset lives in the database). A failed run is logged and the next one tries again.
 */
export function startHousekeeping(options: {
  db: Db;
  clock: () => Promise<Clock>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): Housekeeping {
  const { db, intervalMs = HOUSEKEEPING_INTERVAL_MS, onError = () => {} } = options;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const runOnce = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const clock = await options.clock();
        await pruneShortLived(db, clock);
        await sweepOrphanUploads(db, clock);
      } catch (error) {
        onError(error);
      }
    });
  };
  runOnce();
  const timer = setInterval(runOnce, intervalMs);
  // The job never keeps the process alive on its own.
  timer.unref();
  return {
    idle: () => running,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
