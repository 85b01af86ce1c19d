import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db';
import { runMigrations } from '../../server/db/migrate';
import { seedOnFirstStart } from '../../server/seed';
import { systemClock } from '../../server/services/clock';
import { DEMO_ACCOUNTS, startServer } from './harness';
import type { Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
  await h.db.exec('CREATE TABLE queue_probe (n integer NOT NULL)');
});
afterAll(() => h.close());

describe('the database layer', () => {
  it('runs many concurrent queries without losing any', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, n) => h.db.query('INSERT INTO queue_probe (n) VALUES ($1)', [n])));
    const r = await h.db.query<{ c: number; s: number }>(
      'SELECT count(*)::int AS c, sum(n)::int AS s FROM queue_probe',
    );
    expect(r.rows[0]).toEqual({ c: 40, s: (39 * 40) / 2 });
  });

  it('keeps a transaction whole: an outside query sees none or all of its rows; inner db calls do not deadlock', async () => {
    await h.db.query('DELETE FROM queue_probe');
    let started!: () => void;
    const midway = new Promise<void>((resolve) => (started = resolve));
    // Chained out here, so it runs outside the transaction even though it starts half-way through it.
    const outside = midway.then(() => h.db.query<{ c: number }>('SELECT count(*)::int AS c FROM queue_probe'));
    const tx = h.db.transaction(async (t) => {
      await t.query('INSERT INTO queue_probe (n) VALUES (1)');
      // A plain db call from inside runs on the transaction's connection (it would wait forever on PGlite otherwise).
      await h.db.query('INSERT INTO queue_probe (n) VALUES (2)');
      started();
      // PostgreSQL answers the outside query on another connection now; PGlite's one connection is ours.
      await Promise.race([outside, new Promise((resolve) => setTimeout(resolve, 20))]);
      await t.query('INSERT INTO queue_probe (n) VALUES (3)');
    });
    await tx;
    // PGlite ran it after COMMIT; PostgreSQL ran it before and saw nothing uncommitted. Never the middle.
    expect((await outside).rows[0]!.c).toBe(h.db.kind === 'pglite' ? 3 : 0);
  });

  it('rolls a failed transaction back, and a failed nested one back to its savepoint', async () => {
    await h.db.query('DELETE FROM queue_probe');
    await expect(
      h.db.transaction(async (t) => {
        await t.query('INSERT INTO queue_probe (n) VALUES (1)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await h.db.transaction(async (t) => {
      await t.query('INSERT INTO queue_probe (n) VALUES (10)');
      await expect(
        h.db.transaction(async (inner) => {
          await inner.query('INSERT INTO queue_probe (n) VALUES (20)');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    const r = await h.db.query<{ n: number }>('SELECT n FROM queue_probe ORDER BY n');
    expect(r.rows).toEqual([{ n: 10 }]);
  });

  it('applies each migration once and seeds once', async () => {
    expect(await runMigrations(h.db)).toEqual([]);
    const versions = await h.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.rows[0]!.version).toBe('001_core.sql');
    expect(await seedOnFirstStart(h.db, systemClock, { demo: true })).toBeNull();
    const users = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE phone = ANY($1::text[])',
      [DEMO_ACCOUNTS.map((a) => a.phone)],
    );
    expect(users.rows[0]!.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('seeds the demo accounts as documented: ages, certification, legacy flags and advisers', async () => {
    const r = await h.db.query<{
      phone: string;
      age: number | null;
      is_certified: number;
      legacy: string;
      adviser: string | null;
    }>(
      `SELECT u.phone, date_part('year', age(current_date, u.birth_date))::int AS age, u.is_certified, u.legacy,
         a.manage_code AS adviser
       FROM users u LEFT JOIN advisers a ON a.id = u.adviser_id WHERE u.phone = ANY($1::text[])`,
      [DEMO_ACCOUNTS.map((a) => a.phone)],
    );
    for (const account of DEMO_ACCOUNTS) {
      const row = r.rows.find((x) => x.phone === account.phone)!;
      expect(row, account.phone).toMatchObject({
        age: account.age,
        is_certified: account.isCertified,
        legacy: account.legacy,
        adviser: account.adviser,
      });
    }
    const special = await h.db.query('SELECT 1 FROM advisers WHERE manage_code = $1', ['7777777']);
    expect(special.rows).toHaveLength(1);
  });

  it('sizes the PostgreSQL pool by DATABASE_POOL_MAX and refuses a value that is not a whole number ≥ 1', async () => {
    // Opening a pool connects to nothing, so an unreachable URL will do.
    const url = 'postgres://nobody@127.0.0.1:9/none';
    const saved = process.env.DATABASE_POOL_MAX;
    try {
      delete process.env.DATABASE_POOL_MAX;
      expect(openDb({ databaseUrl: url }).label).toMatch(/\(pool of 10\)$/);
      process.env.DATABASE_POOL_MAX = '4';
      expect(openDb({ databaseUrl: url }).label).toMatch(/\(pool of 4\)$/);
      expect(openDb({ databaseUrl: url, poolMax: 2 }).label).toMatch(/\(pool of 2\)$/);
      for (const bad of ['0', '-1', '2.5', 'ten']) {
        process.env.DATABASE_POOL_MAX = bad;
        expect(() => openDb({ databaseUrl: url }), bad).toThrow(
          `DATABASE_POOL_MAX must be a whole number ≥ 1, not "${bad}"`,
        );
      }
    } finally {
      if (saved === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = saved;
    }
  });
});
