/**
 * Read caches of the catalogue: chart series for the net-value and yield screens (downsampled on the server)
 * and product list pages.
 *
 * Downsampling: largest-triangle-three-buckets (LTTB) over the value, at most SERIES_MAX_POINTS points. The
 * first and last points of the range are always kept, dates stay in order, and the kept points are real rows
 * (no averaged values), so the detail table shows figures that exist.
 *
 * Cache: per database, keyed by call and request (trust code, range and series; list filters and page). An entry
 * is valid for the version of its table (bumped by a trigger on every change, migration 005) and, for series, the
 * business day (China time, dev clock offset included) it was built for. One tiny query replaces the scan of up
 * to 10 years of rows, or the list query that 50 concurrent screens would queue for on PGlite.
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
  stamp: string;
  value: unknown;
}

/** The tables whose changes a cached answer depends on (rows of data_versions, migration 005). */
export type CachedTable = 'products' | 'net_values';

const MAX_ENTRIES = 2000;
const caches = new WeakMap<object, Map<string, Entry>>();
/** Hits and builds per database, for tests and the bench. */
const stats = new WeakMap<object, { hits: number; builds: number }>();

export function readCacheStats(db: object): { hits: number; builds: number } {
  return stats.get(db) ?? { hits: 0, builds: 0 };
}

async function tableVersion(db: Queryable, table: CachedTable): Promise<string> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM data_versions WHERE name = $1',
    [table],
  );
  return rows[0]?.version ?? '0';
}

/**
 * `build()` once per key and version of `table` (and `day`, when the answer depends on the date): one tiny
 * query replaces the real one. Entries of an older version or day are dropped when met.
 */
export async function cachedRead<T>(
  db: Queryable,
  table: CachedTable,
  key: string,
  build: () => Promise<T>,
  day = '',
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let counters = stats.get(db);
  if (!counters) stats.set(db, (counters = { hits: 0, builds: 0 }));
  const stamp = `${await tableVersion(db, table)}|${day}`;
  const fullKey = `${table}|${key}`;
  const entry = cache.get(fullKey);
  if (entry?.stamp === stamp) {
    counters.hits++;
    return entry.value as T;
  }
  const value = await build();
  // A stale entry means every entry of that table is stale: drop them rather than letting the map grow.
  if (entry) for (const k of cache.keys()) if (k.startsWith(`${table}|`)) cache.delete(k);
  // Searches are free text: a bound keeps arbitrary requests from growing the map without end.
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(fullKey, { stamp, value });
  counters.builds++;
  return value;
}
