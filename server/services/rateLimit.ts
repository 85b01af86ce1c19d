import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

/**
 * Fixed-window counter kept in the database (shared by all instances). Counts this hit and answers whether
 * it is still within `limit` for the window that started at the first hit.
 */
export async function hitRateLimit(
  db: Queryable,
  clock: Clock,
  key: string,
  windowMs: number,
  limit: number,
): Promise<boolean> {
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
  return (r.rows[0]?.count ?? 1) <= limit;
}
