/**
 * `npm run seed:demo`: the demo accounts, their points and messages, and the demo catalogue, in the database the
 * server would open (DATABASE_URL, or DATA_DIR for the embedded one). A development start seeds them by itself; a
 * production start never does, so a production database gets them only through this command, for a demonstration
 * system (docs/deployment.md). Safe to run again: what is seeded is put back to its seeded state.
 */
import { openDb } from './db';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './seed';
import { systemClock } from './services/clock';

const db = openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || undefined });
try {
  await runMigrations(db);
  await seedDemoData(db, systemClock);
  console.log(`demo data seeded into ${db.label}`);
  if (process.env.NODE_ENV === 'production') {
    console.warn('NODE_ENV=production: the demo accounts, whose password the README prints, can now log in here');
  }
} finally {
  await db.close();
}
