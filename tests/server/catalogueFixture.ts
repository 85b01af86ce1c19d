/**
 * A migrated and seeded database for the catalogue tests, plus call helpers. Uses an embedded PGlite per
 * test file (DESIGN §7). The fixed clock keeps dates, and therefore windows and statuses, reproducible.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { CallKey, CallRequest, CallResponse } from '../../src/contract';
import { BusinessError, type CallContext, type Handlers, type HandlerResult } from '../../server/core/calls';
import type { Clock } from '../../server/core/clock';
import type { Db, Queryable } from '../../server/db/types';
import { seedCatalogue } from '../../server/seed/catalogue';

export const NOW = new Date('2026-03-16T02:00:00Z');
export const clock: Clock = { now: () => NOW };

const MIGRATIONS = join(import.meta.dirname, '../../server/db/migrations');

function wrap(pg: PGlite): Db {
  const queryable = (c: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await c.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
  });
  return {
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    kind: 'pglite',
  };
}

export interface Seeded {
  db: Db;
  users: Record<'verified' | 'unverified' | 'senior', number>;
}

export async function seededDb(): Promise<Seeded> {
  const db = wrap(new PGlite());
  const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort();
  if (!files.some((f) => f.startsWith('001'))) {
    // Until the core migration lands: the columns of 001 that the catalogue relies on.
    await db.exec(`CREATE TABLE advisers (id serial PRIMARY KEY, manage_code text NOT NULL UNIQUE, name text NOT NULL,
        head_image text NOT NULL DEFAULT '', work_years integer NOT NULL DEFAULT 0, telephone text NOT NULL DEFAULT '',
        we_chat_no text NOT NULL DEFAULT '', address text NOT NULL DEFAULT '');
      CREATE TABLE users (id serial PRIMARY KEY, phone text NOT NULL UNIQUE, real_name text NOT NULL DEFAULT '',
        is_certified smallint NOT NULL DEFAULT 0, adviser_id integer REFERENCES advisers (id),
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);`);
  }
  for (const f of files) await db.exec(readFileSync(join(MIGRATIONS, f), 'utf8'));
  // The demo users the accounts seed creates: verified with an adviser, unverified, verified aged 65+.
  await db.query(
    `INSERT INTO advisers (manage_code, name, work_years, telephone, we_chat_no, address)
     VALUES ('8001', '李婷', 8, '13900000001', 'liting_wealth', '北京市西城区金融大街鼎元大厦18层') ON CONFLICT DO NOTHING`,
  );
  for (const [phone, name, certified] of [['13800000001', '张伟', 2], ['13800000002', '', 0], ['13800000065', '王秀英', 2]] as const) {
    await db.query(
      `INSERT INTO users (phone, real_name, is_certified, adviser_id, created_at, updated_at)
       VALUES ($1, $2, $3::smallint, CASE WHEN $3::smallint = 2 THEN (SELECT id FROM advisers WHERE manage_code = '8001') END, $4, $4)
       ON CONFLICT DO NOTHING`,
      [phone, name, certified, NOW],
    );
  }
  await seedCatalogue(db, clock);
  const id = async (phone: string) => (await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone])).rows[0]!.id;
  return { db, users: { verified: await id('13800000001'), unverified: await id('13800000002'), senior: await id('13800000065') } };
}

/** Calls a handler as the dispatcher would, with an optional session. */
export function caller(handlers: Handlers, db: Db) {
  return async <K extends CallKey>(key: K, req: CallRequest<K>, userId?: number): Promise<CallResponse<K>> => {
    const handler = handlers[key] as ((r: CallRequest<K>, c: CallContext) => Promise<HandlerResult<K>>) | undefined;
    if (!handler) throw new Error(`no handler for ${key}`);
    const ctx: CallContext = { db, clock, ip: '127.0.0.1', session: userId === undefined ? null : { token: 't', userId, scope: 'full' } };
    return (await handler(req, ctx)).data;
  };
}

/** The BusinessError a call fails with (the test fails when it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<BusinessError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof BusinessError) return e;
    throw e;
  }
  throw new Error('expected a BusinessError');
}
