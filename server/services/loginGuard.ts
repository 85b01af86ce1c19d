import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

/**
 * Failed-login accounting per principal (a user, or the typed user name when no account matches, so unknown
 * names behave exactly like known ones):
 * - an attempt is counted when it is let through to its check (password, SMS code), before the check runs, in one
 *   statement, so requests arriving together each get their own number and none slips past the captcha or the
 *   lock while another is still being checked; a right answer then clears the count, so the count is the failures
 *   plus the checks still running;
 * - the count lasts a 30-minute window that starts at the first attempt;
 * - from the 3rd on, the next attempts need an image captcha (00000015 / 04040517): the 4th is let through only
 *   with a right one;
 * - the 10th locks the principal for 15 minutes (04040006) as it is counted: it is still checked (a right answer
 *   clears the lock), later ones are refused unchecked. When the lock ends the captcha is still required (the count
 *   restarts at 3) until a successful login or the window lapses.
 * Refusals that check nothing (no captcha, locked) are not counted: otherwise anyone could lock any account without
 * solving a picture.
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

function evaluate(row: Row | null, now: number): GuardState {
  if (!row) return { lockedMinutes: 0, captchaRequired: false };
  const lockedMs = row.locked_until ? row.locked_until.getTime() - now : 0;
  if (lockedMs > 0) return { lockedMinutes: Math.ceil(lockedMs / 60_000), captchaRequired: true };
  const current = now - row.window_start.getTime() < FAILURE_WINDOW_MS ? row.failures : 0;
  return { lockedMinutes: 0, captchaRequired: current >= CAPTCHA_AFTER_FAILURES };
}

export async function guardState(db: Queryable, clock: Clock, principal: string): Promise<GuardState> {
  const r = await db.query<Row>(
    'SELECT failures, window_start, locked_until FROM login_failures WHERE principal = $1',
    [principal],
  );
  return evaluate(r.rows[0] ?? null, clock.now().getTime());
}

/**
 * Counts one attempt before its check. Not admitted when the principal is locked, or when the count has reached the
 * captcha and `captchaPassed` is false: `state` then says which. Admitted, `state` is the state after counting it:
 * locked when this attempt was the 10th, so its failure answers the lock.
 */
export async function countAttempt(
  db: Queryable,
  clock: Clock,
  principal: string,
  { captchaPassed }: { captchaPassed: boolean },
): Promise<{ admitted: boolean; state: GuardState }> {
  const now = clock.now();
  // $3: a window that started at or before it has lapsed, and the count starts again at 1.
  const counted = await db.query<Row>(
    `INSERT INTO login_failures AS f (principal, failures, window_start) VALUES ($1, 1, $2)
     ON CONFLICT (principal) DO UPDATE SET
       failures = CASE WHEN f.window_start <= $3 THEN 1 WHEN f.failures + 1 >= $6::int THEN $5::int
                       ELSE f.failures + 1 END,
       window_start = CASE WHEN f.window_start <= $3 THEN $2 WHEN f.failures + 1 >= $6::int THEN $4
                           ELSE f.window_start END,
       locked_until = CASE WHEN f.window_start > $3 AND f.failures + 1 >= $6::int THEN $4::timestamptz END
     WHERE (f.locked_until IS NULL OR f.locked_until <= $2)
       AND ($7::boolean OR f.window_start <= $3 OR f.failures < $5::int)
     RETURNING failures, window_start, locked_until`,
    [
      principal,
      now,
      new Date(now.getTime() - FAILURE_WINDOW_MS),
      // After a lock: the captcha is still required, and 7 more failures lock again.
      new Date(now.getTime() + LOCK_MS),
      CAPTCHA_AFTER_FAILURES,
      LOCK_AFTER_FAILURES,
      captchaPassed,
    ],
  );
  const row = counted.rows[0];
  if (row) return { admitted: true, state: evaluate(row, now.getTime()) };
  return { admitted: false, state: await guardState(db, clock, principal) };
}

/**
 * A right answer: clears the failures of `principals` and takes back one hit on each of `originHits` (the origin's
 * counters it was counted on as a possible failure, services/originLimits). One statement: on the embedded database
 * every statement queues, and a login is the busiest write.
 */
export async function settleLogin(
  db: Queryable,
  principals: readonly string[],
  originHits: readonly string[] = [],
): Promise<void> {
  await db.query(
    `WITH cleared AS (DELETE FROM login_failures WHERE principal = ANY($1::text[]))
     UPDATE rate_counters SET count = count - 1 WHERE key = ANY($2::text[]) AND count > 0`,
    [principals, originHits],
  );
}
