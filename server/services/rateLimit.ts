import { isIPv6 } from 'node:net';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

/**
 * Fixed-window counter kept in the database (shared by all instances). Counts this hit and answers the count of
 * the window that started at the first hit, this one included. One atomic upsert, so hits at the same moment (on
 * one instance or several) each see their own number.
 */
export async function countHit(db: Queryable, clock: Clock, key: string, windowMs: number): Promise<number> {
  return (await countHits(db, clock, [key], windowMs))[0] ?? 1;
}

/** `countHit` on several keys in one statement (on the embedded database every statement queues): their counts. */
export async function countHits(
  db: Queryable,
  clock: Clock,
  keys: readonly string[],
  windowMs: number,
): Promise<number[]> {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - windowMs);
  const r = await db.query<{ key: string; count: number }>(
    `INSERT INTO rate_counters (key, window_start, count) SELECT DISTINCT k, $2::timestamptz, 1 FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_start <= $3 THEN 1 ELSE rate_counters.count + 1 END,
       window_start = CASE WHEN rate_counters.window_start <= $3 THEN $2 ELSE rate_counters.window_start END
     RETURNING key, count`,
    [keys, now, windowFloor],
  );
  const counts = new Map(r.rows.map((row) => [row.key, row.count]));
  return keys.map((key) => counts.get(key) ?? 1);
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

/**
 * The address a limit counts: an IPv4 address as it is (also when written as IPv4-mapped IPv6, `::ffff:1.2.3.4`),
 * an IPv6 address by its /64 network. One subscriber, home or phone gets a whole /64 and picks addresses in it at
 * will, so counting each address would give one client 2^64 budgets.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) is the last 32 bits, never part of the first 64.
  const zeros = Array.from({ length: Math.max(0, 8 - front.length - back.length) }, () => '0');
  const groups = ip.includes('::') ? [...front, ...zeros, ...back] : front;
  const network = groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The keys of a request's origin: its client address (`ip:`, by `addressKey`; see TRUST_PROXY in
 * docs/deployment.md) and, when
 * the app sent one, its device number (`dev:`). The device number is the client's own word, so it only adds a
 * limit: a script that changes it on every request still meets the address limit.
 */
export function originKeys(prefix: string, origin: { ip: string; equipmentNo?: string }): string[] {
  const keys = [`${prefix}:ip:${addressKey(origin.ip)}`];
  if (origin.equipmentNo) keys.push(`${prefix}:dev:${origin.equipmentNo}`);
  return keys;
}
