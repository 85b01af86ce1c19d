/**
 * Read caches of the catalogue and content: chart series for the net-value and yield screens (downsampled on the
 * server), product list pages, article lists, banners, pictures and areas.
 *
 * Downsampling: largest-triangle-three-buckets (LTTB) over the value, at most SERIES_MAX_POINTS points. The
 * first and last points of the range are always kept, dates stay in order, and the kept points are real rows
 * (no averaged values), so the detail table shows figures that exist.
 *
 * Cache: per database, keyed by call and request (trust code, range and series; list filters and page; article
 * list filters; banner place; picture uuid; area code). An entry is valid for the versions of its tables (bumped by
 * a trigger on every change, migrations 005 and 011) and, for series, the business day (China time, dev clock
 * offset included) it was built for. One tiny query replaces the scan of up to 10 years of rows, or the list query
 * that 50 concurrent screens would queue for on PGlite; since the versions live in the database, every instance on
 * one PostgreSQL sees a change at its next request.
 */
import { SERIES_MAX_POINTS } from '../../src/contract/netValue';
import type { AppDb } from '../db';
import type { Queryable } from '../db/types';
import { RawJson } from '../http/envelope';

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
  value: Promise<unknown>;
}

/** The tables whose changes a cached answer depends on (rows of data_versions, migrations 005 and 011). */
export type CachedTable = 'products' | 'net_values' | 'articles' | 'banners' | 'images' | 'areas';

const MAX_ENTRIES = 2000;
const caches = new WeakMap<object, Map<string, Entry>>();
/** Hits and builds per database, for tests and the bench. */
const stats = new WeakMap<object, { hits: number; builds: number }>();
/** Per database and set of tables: the version read not yet sent, and the one in flight. */
const versionReads = new WeakMap<
  object,
  Map<string, { queued: Promise<string> | null; sent: Promise<string> | null }>
>();

export function readCacheStats(db: object): { hits: number; builds: number } {
  return stats.get(db) ?? { hits: 0, builds: 0 };
}

function queryVersion(db: Queryable, tables: readonly CachedTable[]): Promise<string> {
  return db
    .query<{ version: string | null }>(
      `SELECT string_agg(name || '=' || version, ',' ORDER BY name) AS version FROM data_versions WHERE name = ANY($1::text[])`,
      [tables],
    )
    .then(({ rows }) => rows[0]?.version ?? '');
}

/**
 * The versions of `tables`, read after this call began: concurrent callers share one read, but never one that was
 * already sent before they called (it could predate a change they must see); they share the next one, sent when the
 * current one answers. Under load that is one version query per round trip instead of one per request.
 */
function tableVersions(db: Queryable, tables: readonly CachedTable[]): Promise<string> {
  // The embedded database counts its changes in process (server/db/index.ts): no query at all.
  const local = (db as Partial<Pick<AppDb, 'tableChanges'>>).tableChanges?.();
  if (local) return Promise.resolve(`local:${tables.map((t) => `${t}=${local.get(t) ?? 0}`).join(',')}`);
  let perDb = versionReads.get(db);
  if (!perDb) versionReads.set(db, (perDb = new Map()));
  const key = tables.join(',');
  let reads = perDb.get(key);
  if (!reads) perDb.set(key, (reads = { queued: null, sent: null }));
  if (reads.queued) return reads.queued;
  const state = reads;
  const queued: Promise<string> = (state.sent ?? Promise.resolve(''))
    .catch(() => '')
    .then(() => {
      state.queued = null;
      state.sent = queued;
      return queryVersion(db, tables);
    })
    .finally(() => {
      if (state.sent === queued) state.sent = null;
    });
  state.queued = queued;
  return queued;
}

/**
 * `build()` once per key and version of `tables` (and `day`, when the answer depends on the date): one tiny query
 * replaces the real one. Entries of an older version or day are dropped when met. Only for answers that are the same
 * for every caller: never per-user data. Not inside a transaction (the version read may be shared with other
 * requests).
 */
export async function cachedRead<T>(
  db: Queryable,
  tables: CachedTable | readonly CachedTable[],
  key: string,
  build: () => Promise<T>,
  day = '',
): Promise<T> {
  const list = typeof tables === 'string' ? [tables] : tables;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let counters = stats.get(db);
  if (!counters) stats.set(db, (counters = { hits: 0, builds: 0 }));
  const stamp = `${await tableVersions(db, list)}|${day}`;
  const group = `${list.join(',')}|`;
  const fullKey = `${group}${key}`;
  const entry = cache.get(fullKey);
  if (entry?.stamp === stamp) {
    counters.hits++;
    return entry.value as Promise<T>;
  }
  // A stale entry means every entry of that group is stale: drop them rather than letting the map grow.
  if (entry) for (const k of cache.keys()) if (k.startsWith(group)) cache.delete(k);
  // Searches are free text: a bound keeps arbitrary requests from growing the map without end.
  if (cache.size >= MAX_ENTRIES) cache.clear();
  // The entry holds the build in progress, so the requests that miss together build once; a failed build is not kept.
  const value = build();
  const built: Entry = { stamp, value };
  cache.set(fullKey, built);
  counters.builds++;
  value.catch(() => {
    if (cache.get(fullKey) === built) cache.delete(fullKey);
  });
  return value;
}

const serialised = new WeakMap<object, Map<string, RawJson>>();

/**
 * A cached answer written as JSON once per variant (e.g. its order), and kept as long as the answer itself: on a
 * large answer that many callers read, serialising took most of a request's CPU.
 */
export function serialisedOnce<T>(answer: object, variant: string, shape: () => T): RawJson<T> {
  let variants = serialised.get(answer);
  if (!variants) serialised.set(answer, (variants = new Map()));
  let raw = variants.get(variant);
  if (!raw) variants.set(variant, (raw = new RawJson(JSON.stringify(shape()))));
  return raw as RawJson<T>;
}
