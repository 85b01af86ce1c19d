import type { Clock } from '../core/clock';
import type { AppDb } from '../db';
import type { Db } from '../db/types';
import { seedAccounts } from './accounts';
import { seedCatalogue, seedReference } from './catalogue';
import { seedPoints } from './points';

/**
 * All demo data, with the reference data it needs: accounts first (their points, and the catalogue's messages and
 * results, belong to them). Never in production unless asked for by name (`npm run seed:demo`, docs/deployment.md):
 * the demo accounts' password is in the README.
 */
export async function seedDemoData(db: Db, clock: Clock): Promise<void> {
  await seedReference(db);
  await seedAccounts(db, clock);
  await seedPoints(db, clock);
  await seedCatalogue(db, clock);
}

const SEED_LOCK = 7_412_002;

/**
 * Seeds once per database: the demo data in development, only the reference data in production (which starts with
 * no customer). The `seeded_at` mark in app_meta is written in the same transaction, and the advisory lock makes a
 * second instance starting at the same time wait and then skip. Answers what it seeded.
 */
export async function seedOnFirstStart(
  db: AppDb,
  clock: Clock,
  { demo }: { demo: boolean },
): Promise<'demo' | 'reference' | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const seeded = await tx.query(`SELECT 1 FROM app_meta WHERE key = 'seeded_at'`);
    if (seeded.rows.length > 0) return null;
    // Calls on `db` inside the transaction run on its connection (see db/index.ts).
    if (demo) await seedDemoData(db, clock);
    else await seedReference(db);
    await tx.query(`INSERT INTO app_meta (key, value) VALUES ('seeded_at', $1)`, [clock.now().toISOString()]);
    return demo ? 'demo' : 'reference';
  });
}
