import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

/**
 * Failed-login accounting per principal (a user, or the typed user name when no account matches, so unknown
 * names behave exactly like known ones):
 * - failures count within a 30-minute window that starts at the first failure;
 * - from the 3rd failure on, the next attempts need an image captcha (00000015 / 04040517);
 * - the 10th failure locks the principal for 15 minutes (04040006); when the lock ends the captcha is still
 *   required (the count restarts at 3) until a successful login or the window lapses.
 */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 30 * 60_000;
export const LOCK_MS = 15 * 60_000;

export interface GuardState {
  /** Minutes left of a lock, or 0 when not locked. */
  lockedMinutes: number;
  captchaRequired: boolean;
}

interface Row {
  failures: number;
  window_start: Date;
  locked_until: Date | null;
}

async function read(db: Queryable, principal: string): Promise<Row | null> {
  const r = await db.query<Row>(
    'SELECT failures, window_start, locked_until FROM login_failures WHERE principal = $1',
    [principal],
  );
  return r.rows[0] ?? null;
}

function evaluate(row: Row | null, now: number): GuardState {
  if (!row) return { lockedMinutes: 0, captchaRequired: false };
  const lockedMs = row.locked_until ? row.locked_until.getTime() - now : 0;
  if (lockedMs > 0) return { lockedMinutes: Math.ceil(lockedMs / 60_000), captchaRequired: true };
  const current = now - row.window_start.getTime() < FAILURE_WINDOW_MS ? row.failures : 0;
  return { lockedMinutes: 0, captchaRequired: current >= CAPTCHA_AFTER_FAILURES };
}

export async function guardState(db: Queryable, clock: Clock, principal: string): Promise<GuardState> {
  return evaluate(await read(db, principal), clock.now().getTime());
}

/** Counts one failure; answers the state after it (locked when this was the 10th). */
export async function recordFailure(db: Queryable, clock: Clock, principal: string): Promise<GuardState> {
  const now = clock.now();
  const row = await read(db, principal);
  const inWindow = row && now.getTime() - row.window_start.getTime() < FAILURE_WINDOW_MS;
  let failures = inWindow ? row.failures + 1 : 1;
  let windowStart = inWindow ? row.window_start : now;
  let lockedUntil: Date | null = null;
  if (failures >= LOCK_AFTER_FAILURES) {
    lockedUntil = new Date(now.getTime() + LOCK_MS);
    // After the lock: captcha still required, and 7 more failures lock again.
    failures = CAPTCHA_AFTER_FAILURES;
    windowStart = lockedUntil;
  }
  await db.query(
    `INSERT INTO login_failures (principal, failures, window_start, locked_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (principal) DO UPDATE SET failures = $2, window_start = $3, locked_until = $4`,
    [principal, failures, windowStart, lockedUntil],
  );
  return evaluate({ failures, window_start: windowStart, locked_until: lockedUntil }, now.getTime());
}

export async function clearFailures(db: Queryable, principal: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE principal = $1', [principal]);
}
