import type { Clock } from '../core/clock';
import type { AppDb } from '../db';
import type { Db } from '../db/types';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedPoints } from './points';

/** All demo data: accounts first (their points, and the catalogue's messages and results, belong to them). */
export async function seedDemoData(db: Db, clock: Clock): Promise<void> {
  await seedAccounts(db, clock);
  await seedPoints(db, clock);
  await seedCatalogue(db, clock);
}

const SEED_LOCK = 7_412_002;

/**
 * Seeds once per database: the `seeded_at` mark in app_meta is written in the same transaction, and the
 * advisory lock makes a second instance starting at the same time wait and then skip. Answers whether it seeded.
 */
export async function seedOnFirstStart(db: AppDb, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const seeded = await tx.query(`SELECT 1 FROM app_meta WHERE key = 'seeded_at'`);
    if (seeded.rows.length > 0) return false;
    // Calls on `db` inside the transaction run on its connection (see db/index.ts).
    await seedDemoData(db, clock);
    await tx.query(`INSERT INTO app_meta (key, value) VALUES ('seeded_at', $1)`, [clock.now().toISOString()]);
    return true;
  });
}
