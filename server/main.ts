/**
 * `npm run serve`: the API and the built app on one port. Environment: PORT (8080), DATABASE_URL
 * (postgres://…; default embedded PGlite), DATA_DIR (PGlite folder, default .data/pglite), UPLOAD_DIR (uploaded
 * pictures, default <DATA_DIR>-uploads; shared by every instance, docs/deployment.md),
 * DIST_DIR (the built app, default dist/), NODE_ENV=production (no dev endpoints), LOG_LEVEL (info), POINTS_CAMPAIGN_START / POINTS_CAMPAIGN_END (YYYY-MM-DD,
 * China dates: the points campaign; default the demo campaign, see docs/server.md), HOST (the interface to listen
 * on: default 0.0.0.0 in production, 127.0.0.1 in development), ALLOWED_ORIGINS (other sites' origins that may send
 * POSTs, comma-separated), ALLOWED_HOSTS (host names besides this machine's that development answers),
 * TRUST_PROXY (the load balancers' addresses: http/clientAddress.ts), KEEP_ALIVE_TIMEOUT_MS (idle keep-alive, 5 s),
 * SMS_GLOBAL_HOURLY_LIMIT (SMS sends per hour for the whole service, default 2000), TLS_CERT and TLS_KEY (PEM
 * files: HTTPS with HTTP/2, http/tls.ts).
 */
import { buildServer, keepAliveTimeoutFromEnv, listenHost } from './app';
import { warmArticleHtml } from './services/articleHtml';
import { trustProxyFromEnv } from './http/clientAddress';
import { allowedHostsFromEnv, allowedOriginsFromEnv } from './http/security';
import { tlsFromEnv } from './http/tls';
import { openDb } from './db';
import { runMigrations } from './db/migrate';
import { seedOnFirstStart } from './seed';
import { systemClock } from './services/clock';
import { checkCampaignConfig } from './services/points';
import { smsGlobalHourlyLimit } from './services/sms';

const port = Number(process.env.PORT ?? 8080);
const production = process.env.NODE_ENV === 'production';
const host = listenHost(production, process.env.HOST);
const allowedOrigins = allowedOriginsFromEnv(process.env.ALLOWED_ORIGINS); // stops the start when malformed
const tls = tlsFromEnv(process.env.TLS_CERT, process.env.TLS_KEY); // stops the start when one is missing

checkCampaignConfig();
smsGlobalHourlyLimit(); // stops the start when SMS_GLOBAL_HOURLY_LIMIT is malformed
const db = openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || undefined });
const applied = await runMigrations(db);
const seeded = await seedOnFirstStart(db, systemClock, { demo: !production });
const app = await buildServer({
  db,
  production,
  distDir: process.env.DIST_DIR || undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  allowedOrigins,
  allowedHosts: allowedHostsFromEnv(process.env.ALLOWED_HOSTS),
  keepAliveTimeoutMs: keepAliveTimeoutFromEnv(process.env.KEEP_ALIVE_TIMEOUT_MS),
  tls,
});
// Ready means ready: the article cleaner is made before the first request can wait for it.
await warmArticleHtml();
await app.listen({ port, host });

const loopback = host === '127.0.0.1' || host === 'localhost' || host === '::1';
const scheme = tls ? 'https' : 'http';
console.log(
  `trust-h5 ready: ${scheme}://localhost:${port}/phone/ (listening on ${host}:${port}${loopback ? ', this machine only' : ''}; Node ${process.versions.node})`,
);
console.log(
  `database: ${db.label}${applied.length ? `; migrations applied: ${applied.join(', ')}` : ''}${seeded ? `; ${seeded} data seeded` : ''}`,
);
console.log(
  production
    ? 'mode: production (dev endpoints off)'
    : `mode: development (dev endpoints under ${scheme}://localhost:${port}/services/dev/${
        loopback
          ? '; set HOST=0.0.0.0 to open the server to the network'
          : `; reachable from the network on ${host}: anyone who reaches the port can read SMS codes and move the clock`
      })`,
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
