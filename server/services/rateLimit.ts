import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

/**
 * Fixed-window counter kept in the database (shared by all instances). Counts this hit and answers the count of
 * the window that started at the first hit, this one included. One atomic upsert, so hits at the same moment (on
 * one instance or several) each see their own number.
 */
export async function countHit(db: Queryable, clock: Clock, key: string, windowMs: number): Promise<number> {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - windowMs);
  const r = await db.query<{ count: number }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_start <= $3 THEN 1 ELSE rate_counters.count + 1 END,
       window_start = CASE WHEN rate_counters.window_start <= $3 THEN $2 ELSE rate_counters.window_start END
     RETURNING count`,
    [key, now, windowFloor],
  );
  return r.rows[0]?.count ?? 1;
}

/** Counts this hit and answers whether it is still within `limit` for its window. */
export async function hitRateLimit(
  db: Queryable,
  clock: Clock,
  key: string,
  windowMs: number,
  limit: number,
): Promise<boolean> {
  return (await countHit(db, clock, key, windowMs)) <= limit;
}

/** Takes back one hit (a login that turned out to be right, after it was counted as a possible failure). */
export async function releaseHit(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_counters SET count = count - 1 WHERE key = $1 AND count > 0', [key]);
}

/**
 * The keys of a request's origin: its client address (`ip:` — see TRUST_PROXY in docs/deployment.md) and, when
 * the app sent one, its device number (`dev:`). The device number is the client's own word, so it only adds a
 * limit: a script that changes it on every request still meets the address limit.
 */
export function originKeys(prefix: string, origin: { ip: string; equipmentNo?: string }): string[] {
  const keys = [`${prefix}:ip:${origin.ip}`];
  if (origin.equipmentNo) keys.push(`${prefix}:dev:${origin.equipmentNo}`);
  return keys;
}
