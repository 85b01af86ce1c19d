import { chinaDate } from '../../src/contract/fields';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

export const systemClock: Clock = { now: () => new Date() };

/** The base clock moved by the offset the dev endpoint stored (POST /services/dev/clock). */
export function shiftedClock(base: Clock, offsetMs: number): Clock {
  return offsetMs === 0 ? base : { now: () => new Date(base.now().getTime() + offsetMs) };
}

const OFFSET_KEY = 'clock_offset_ms';

/** Read per request (not cached) so that every instance sharing the database sees a shift at once. */
export async function readClockOffset(db: Queryable): Promise<number> {
  const r = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [OFFSET_KEY]);
  const value = Number(r.rows[0]?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export async function writeClockOffset(db: Queryable, offsetMs: number): Promise<void> {
  await db.query(
    `INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [OFFSET_KEY, String(Math.trunc(offsetMs))],
  );
}

/** The calendar day in China (UTC+8, no DST) as yyyy-mm-dd: validity dates and daily limits are Chinese days. */
export function chinaToday(clock: Clock): string {
  return chinaDate(clock.now());
}
