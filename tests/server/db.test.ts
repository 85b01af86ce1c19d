import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the embedded database', () => {
  it('runs many concurrent queries one at a time without losing any', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, n) => h.db.query('INSERT INTO queue_probe (n) VALUES ($1)', [n])));
    const r = await h.db.query<{ c: number; s: number }>(
      'SELECT count(*)::int AS c, sum(n)::int AS s FROM queue_probe',
    );
    expect(r.rows[0]).toEqual({ c: 40, s: (39 * 40) / 2 });
  });

  it('holds the connection for a whole transaction: outside queries wait, inner db calls do not deadlock', async () => {
    await h.db.query('DELETE FROM queue_probe');
    let outsideSaw: number | null = null;
    const tx = h.db.transaction(async (t) => {
      await t.query('INSERT INTO queue_probe (n) VALUES (1)');
      // A plain db call from inside runs on the transaction's connection (it would wait forever otherwise).
      await h.db.query('INSERT INTO queue_probe (n) VALUES (2)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.query('INSERT INTO queue_probe (n) VALUES (3)');
    });
    const outside = h.db.query<{ c: number }>('SELECT count(*)::int AS c FROM queue_probe').then((r) => {
      outsideSaw = r.rows[0]!.c;
    });
    await Promise.all([tx, outside]);
    // The outside query ran after COMMIT, never in the middle of the transaction.
    expect(outsideSaw).toBe(3);
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
    expect(await seedOnFirstStart(h.db, systemClock)).toBe(false);
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
});
