// @vitest-environment node
/**
 * The demo data's marks are no part of the product's schema (issue 13/18): which rows the demo seed wrote lives in
 * demo_seed_rows, a table the demo seed makes where it seeds. A database migrated before migration 017 keeps the marks
 * its columns held; one without demo data (production's: issue 14/18) has neither the columns nor the table.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type AppDb } from '../../server/db';
import { MIGRATIONS_DIR, runMigrations } from '../../server/db/migrate';
import { seedDemoData, seedOnFirstStart } from '../../server/seed';
import { systemClock } from '../../server/services/clock';

const opened: AppDb[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const freshDb = () => {
  const db = openDb({ dataDir: 'memory://' });
  opened.push(db);
  return db;
};

/** The migrations up to `last` (a number), as a database that stopped there had them. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  dirs.push(dir);
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_/.test(f) && Number(f.slice(0, 3)) <= last))
    copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
  return dir;
}

const marks = async (db: AppDb) =>
  (
    await db.query<{ kind: string; row_id: number; read: boolean | null }>(
      'SELECT kind, row_id, read FROM demo_seed_rows ORDER BY kind, row_id',
    )
  ).rows;

describe('the demo data’s marks', () => {
  // Each builds a database of its own from the migrations (and seeds one): seconds alone, a minute beside other work.
  it(
    'are no column of the product’s tables, and no table where no demo data was seeded',
    { timeout: 120_000 },
    async () => {
      const db = freshDb();
      await runMigrations(db);
      // A production start seeds the reference data alone: no customer, no adviser, no product, no message.
      expect(await seedOnFirstStart(db, systemClock, { demo: false })).toBe('reference');
      const count = async (table: string) =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
      for (const table of ['users', 'advisers', 'products', 'articles', 'messages']) expect(await count(table)).toBe(0);
      for (const table of ['areas', 'risk_questions']) expect(await count(table)).toBeGreaterThan(0);
      const { rows } = await db.query<{ name: string }>(
        `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name LIKE 'seeded%'`,
      );
      expect(rows).toEqual([]);
      const table = await db.query<{ t: string | null }>(`SELECT to_regclass('demo_seed_rows')::text AS t`);
      expect(table.rows[0]!.t).toBeNull();
    },
  );

  it(
    'are the rows the seed wrote, and those of a database seeded before 017 move there as they were',
    { timeout: 120_000 },
    async () => {
      const db = freshDb();
      await runMigrations(db, migrationsUpTo(16));
      await seedDemoData(db, systemClock);
      await db.query(`INSERT INTO app_meta (key, value) VALUES ('seeded_at', now()::text)`);
      const seededNow = await marks(db);
      expect(seededNow.filter((m) => m.kind === 'messages').length).toBeGreaterThan(0);
      expect(new Set(seededNow.map((m) => m.kind))).toEqual(
        new Set(['messages', 'opinions', 'activity_signups', 'risk_results']),
      );
      // As a database of before: the marks in the columns (one message read since, one opinion added since), no table.
      await db.exec('DROP TABLE demo_seed_rows');
      await db.query(`UPDATE messages SET seeded_read = is_read`);
      await db.query(`UPDATE opinions SET seeded = true`);
      await db.query(`UPDATE activity_signups SET seeded = true`);
      await db.query(`UPDATE risk_results SET seeded = true`);
      const read = seededNow.find((m) => m.kind === 'messages' && m.read === false)!;
      await db.query('UPDATE messages SET is_read = true WHERE id = $1', [read.row_id]);
      const added = await db.query<{ id: number }>(
        `INSERT INTO opinions (user_id, type, source, opinion, created_at)
       SELECT user_id, type, source, '后来加的', now() FROM opinions LIMIT 1 RETURNING id`,
      );

      expect(await runMigrations(db)).toContain('017_demo_marks_out.sql');
      const moved = await marks(db);
      expect(moved).toEqual(seededNow);
      expect(moved.some((m) => m.kind === 'opinions' && m.row_id === added.rows[0]!.id)).toBe(false);
    },
  );
});
