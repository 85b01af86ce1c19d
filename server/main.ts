/**
 * `npm run serve`: the API and the built app on one port. Environment: PORT (8080), DATABASE_URL
 * (postgres://…; default embedded PGlite), DATA_DIR (PGlite folder, default .data/pglite),
 * DIST_DIR (the built app, default dist/), NODE_ENV=production (no dev endpoints), LOG_LEVEL (info), POINTS_CAMPAIGN_START / POINTS_CAMPAIGN_END (YYYY-MM-DD,
 * China dates: the points campaign; default the demo campaign, see docs/server.md).
 */
import { buildServer } from './app';
import { openDb } from './db';
import { runMigrations } from './db/migrate';
import { seedOnFirstStart } from './seed';
import { systemClock } from './services/clock';
import { checkCampaignConfig } from './services/points';

const port = Number(process.env.PORT ?? 8080);
const production = process.env.NODE_ENV === 'production';

checkCampaignConfig();
const db = openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || undefined });
const applied = await runMigrations(db);
const seeded = await seedOnFirstStart(db, systemClock);
const app = await buildServer({
  db,
  production,
  distDir: process.env.DIST_DIR || undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
await app.listen({ port, host: '0.0.0.0' });

console.log(`trust-h5 ready: http://localhost:${port}/phone/`);
console.log(
  `database: ${db.label}${applied.length ? `; migrations applied: ${applied.join(', ')}` : ''}${seeded ? '; demo data seeded' : ''}`,
);
console.log(
  production
    ? 'mode: production (dev endpoints off)'
    : `mode: development (dev endpoints under http://localhost:${port}/services/dev/)`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  try {
    await app.close(); // waits for requests in flight
    await db.close(); // PGlite flushes its data folder here
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
