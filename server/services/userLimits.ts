/**
 * Limits on what one investor may write: the risk assessments a day and a year (services/riskAssessment.ts), the
 * complaints and suggestions, and the qualified-investor pledges a day. They are counted in the rows themselves, not
 * in counters: the rows are records the investor or the company keeps (the complaint threads of the message centre,
 * the assessments and pledges as evidence), so there is nothing extra to prune, and every instance on one database
 * counts the same rows.
 */
import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';
import { chinaToday } from './clock';

/**
 * Writes one of the user's rows only if `check` passes, both in one transaction under a lock on the user's row:
 * requests of one user at the same moment, on any instance, take their turns, so each counts the rows of the ones
 * before it and a limit cannot be passed by sending many at once. `check` counts and throws the refusal. The lock is
 * `FOR NO KEY UPDATE`: it orders the user's limited writes without holding up inserts elsewhere that only refer to
 * the user (a foreign key takes `KEY SHARE`).
 */
export async function writeWithinLimit<T>(
  db: Db,
  userId: number,
  check: (tx: Queryable) => Promise<void>,
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    await check(tx);
    return write(tx);
  });
}

/** The refusal of a used-up limit: a business failure the screen shows as it is. */
export function limitReached(msg: string): never {
  throw new BusinessError(Code.quotaExhausted, msg);
}

/** A number of rows a user may add to `table` per China day (UTC+8), with the text that refuses one more. */
export interface DailyLimit {
  /** A table of the user's rows with their `user_id` and `created_at`. */
  table: 'opinions' | 'investor_pledges';
  perDay: number;
  refusal: string;
}

/** The China day that contains `clock`'s now, as the instants it starts and ends at. */
function chinaDayBounds(clock: Clock): [Date, Date] {
  const start = new Date(`${chinaToday(clock)}T00:00:00+08:00`);
  return [start, new Date(start.getTime() + 24 * 3_600_000)];
}

/** Refuses (limitReached) when the user already wrote `limit.perDay` rows today. */
export async function requireDailyRoom(db: Queryable, clock: Clock, userId: number, limit: DailyLimit): Promise<void> {
  const { rows } = await db.query<{ today: number }>(
    `SELECT count(*)::int AS today FROM ${limit.table} WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`,
    [userId, ...chinaDayBounds(clock)],
  );
  if ((rows[0]?.today ?? 0) >= limit.perDay) limitReached(limit.refusal);
}

/** `write` (an insert into `limit.table`) while today's rows leave room for it. */
export function insertWithinDailyLimit<T>(
  db: Db,
  clock: Clock,
  userId: number,
  limit: DailyLimit,
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return writeWithinLimit(db, userId, (tx) => requireDailyRoom(tx, clock, userId, limit), write);
}
