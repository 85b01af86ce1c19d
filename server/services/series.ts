/**
 * Chart series for the net-value and yield screens: downsampled on the server and cached.
 *
 * Downsampling: largest-triangle-three-buckets (LTTB) over the value, at most SERIES_MAX_POINTS points. The
 * first and last points of the range are always kept, dates stay in order, and the kept points are real rows
 * (no averaged values), so the detail table shows figures that exist.
 *
 * Cache: per database, keyed by call, trust code, range and series. An entry is valid for the business day
 * (China time, dev clock offset included) and the net-value version (bumped by a trigger on every change of
 * net_values, migration 005) it was built for. One tiny query replaces the scan of up to 10 years of rows.
 */
import type { Queryable } from '../db/types';

export const SERIES_MAX_POINTS = 500;

/** Indices of the points LTTB keeps from `ys` (x = index, since rows are one per valuation day). */
export function lttbIndices(ys: readonly number[], max = SERIES_MAX_POINTS): number[] {
  const n = ys.length;
  if (n <= max || max < 3) return Array.from({ length: n }, (_, i) => i);
  const kept = [0];
  const bucket = (n - 2) / (max - 2);
  let a = 0;
  for (let b = 0; b < max - 2; b++) {
    const from = Math.floor(b * bucket) + 1;
    const to = Math.min(Math.floor((b + 1) * bucket) + 1, n - 1);
    // Average of the next bucket (the last point for the final bucket).
    const nextFrom = to;
    const nextTo = Math.min(Math.floor((b + 2) * bucket) + 1, n);
    let avgX = 0;
    let avgY = 0;
    const count = Math.max(1, nextTo - nextFrom);
    for (let i = nextFrom; i < nextFrom + count && i < n; i++) {
      avgX += i;
      avgY += ys[i] ?? 0;
    }
    avgX /= count;
    avgY /= count;
    const ay = ys[a] ?? 0;
    let best = from;
    let bestArea = -1;
    for (let i = from; i < to; i++) {
      const area = Math.abs((a - avgX) * ((ys[i] ?? 0) - ay) - (a - i) * (avgY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(best);
    a = best;
  }
  kept.push(n - 1);
  return kept;
}

/** The rows LTTB keeps, judged by `value`. */
export function downsample<T>(rows: readonly T[], value: (row: T) => number, max = SERIES_MAX_POINTS): T[] {
  return lttbIndices(
    rows.map((r) => value(r)),
    max,
  ).map((i) => rows[i]!);
}

interface Entry {
  day: string;
  version: string;
  value: unknown;
}

const caches = new WeakMap<object, Map<string, Entry>>();
/** Hits and builds per database, for tests and the bench. */
const stats = new WeakMap<object, { hits: number; builds: number }>();

export function seriesCacheStats(db: object): { hits: number; builds: number } {
  return stats.get(db) ?? { hits: 0, builds: 0 };
}

async function netValuesVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>('SELECT version::text AS version FROM net_values_version');
  return rows[0]?.version ?? '0';
}

/** `build()` once per key, business day and net-value version. */
export async function cachedSeries<T>(db: Queryable, key: string, day: string, build: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let counters = stats.get(db);
  if (!counters) stats.set(db, (counters = { hits: 0, builds: 0 }));
  const version = await netValuesVersion(db);
  const entry = cache.get(key);
  if (entry && entry.day === day && entry.version === version) {
    counters.hits++;
    return entry.value as T;
  }
  const value = await build();
  // Entries of another day or version are dead: drop them all rather than letting the map grow.
  if (entry && (entry.day !== day || entry.version !== version)) cache.clear();
  cache.set(key, { day, version, value });
  counters.builds++;
  return value;
}
