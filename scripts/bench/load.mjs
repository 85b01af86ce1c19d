#!/usr/bin/env node
/**
 * API load: autocannon at CONNECTIONS concurrent connections, SECONDS per call, against the production server
 * (`NODE_ENV=production node --import tsx server/main.ts`) on a fresh embedded database (PGlite) and on a throwaway
 * PostgreSQL cluster (scripts/pgCluster.mjs). The client runs on the same machine as the server.
 *
 * Calls and budgets:
 * - reads (productList over pages and filters, queryproductnetvalue, getArticleList, queryBanner, getPicByUuid of
 *   a seeded picture, selectArea): p99 <= READ_P99_MS;
 * - userPasswordLogin (password hashed as the client does), one account and one client address per connection:
 *   p95 <= LOGIN_P95_MS, scrypt included. Attempts are counted per account, address and device before the password
 *   is checked (the 4th in progress for one account, or the 21st for one address or device, needs the picture code),
 *   so each connection is a user of its own on a device of its own, behind the load balancer the server trusts
 *   (TRUST_PROXY, X-Forwarded-For);
 * - queryPwdIntensity, the bare envelope (public, no session, no database): >= BARE_MIN_RPS requests per second;
 * and no failed request anywhere: every answer must be HTTP 200 with statusCode 00000000.
 *
 * `node scripts/bench/load.mjs [--backend=pglite|postgres|both] [--only=productList,…] [--write]`: prints the report,
 * `--write` records it in docs/performance.md (the load block); exits non-zero when a budget is broken. `npm run
 * bench` runs it too, on both backends.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startPostgresCluster } from '../pgCluster.mjs';
import { API, apiCall as call, isMain, loadAverage, startServer } from './common.mjs';
import { writeBlocks } from './docBlocks.mjs';

const CONNECTIONS = 50;
const SECONDS = 10;
const READ_P99_MS = 100;
const LOGIN_P95_MS = 300;
const BARE_MIN_RPS = 5000;
const OK = '"statusCode":"00000000"';
const PASSWORD = createHash('sha256').update('Demo@1234').digest('hex');
/** The bench's own login accounts, one per connection (added before the server starts: addLoginAccounts). */
const LOGIN_PHONES = Array.from({ length: CONNECTIONS }, (_, i) => `1390000${String(i).padStart(4, '0')}`);

/** Migrates and seeds the bench's database as the server would, then adds the login accounts with the demo password. */
async function addLoginAccounts({ dataDir, databaseUrl }) {
  const { openDb } = await import('../../server/db/index.ts');
  const { runMigrations } = await import('../../server/db/migrate.ts');
  const { seedOnFirstStart } = await import('../../server/seed/index.ts');
  const { systemClock } = await import('../../server/services/clock.ts');
  const { hashPassword } = await import('../../server/services/passwords.ts');
  const db = openDb({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    await runMigrations(db);
    await seedOnFirstStart(db, systemClock, { demo: true });
    const { hash, salt, params } = await hashPassword(PASSWORD);
    for (const phone of LOGIN_PHONES) {
      await db.query(
        `INSERT INTO users (phone, password_hash, password_salt, password_params, created_at, updated_at)
         VALUES ($1, $2, $3, $4, now(), now()) ON CONFLICT (phone) DO NOTHING`,
        [phone, hash, salt, params],
      );
    }
  } finally {
    await db.close();
  }
}

/** What the list screen sends: pages, the filters (ended as '3,4'), an amount band and a search. */
const LIST_REQUESTS = [
  { pageNo: 1, pageSize: 10 },
  { pageNo: 2, pageSize: 10 },
  { pageNo: 3, pageSize: 10 },
  { pageNo: 1, pageSize: 10, saleProjectStatus: '3,4' },
  { pageNo: 1, pageSize: 10, saleProjectStatus: '2', type: '3', riskLevel: '02,03' },
  { pageNo: 1, pageSize: 10, startAmount: 1_000_000, endAmount: 3_000_000 },
  { pageNo: 1, pageSize: 10, shortName: '稳' },
];
/** The tabs of the service, info-zone and consumer-protection screens. */
const ARTICLE_REQUESTS = [
  { pageNum: 1, pageSize: 10, articleCategory: [2], displayTerminal: 2 },
  { pageNum: 1, pageSize: 10, articleCategory: [8], displayTerminal: 2 },
  { pageNum: 1, pageSize: 10, articleCategory: [3], displayTerminal: 2 },
  { pageNum: 2, pageSize: 10, articleCategory: [3], displayTerminal: 2 },
  { pageNum: 1, pageSize: 10, articleCategory: [9], displayTerminal: 2 },
  { pageNum: 1, pageSize: 10, articleCategory: [5, 6], category: 3, displayTerminal: 2 },
];
const BANNER_REQUESTS = [
  { pageType: 2, bannerType: 10, productTerminal: 2 },
  { pageType: 2, bannerType: 11, productTerminal: 2 },
  { pageType: 2, bannerType: 12 },
  { pageType: 3, bannerType: 13, productTerminal: 2 },
];
const PERIODS = ['0', '1', '4', '5'];

/** CPU time a process has used so far (all its threads), in ms: /proc/<pid>/stat fields 14 and 15, in 1/100 s. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const post = (key, requestData, token, headers = {}) => ({
  method: 'POST',
  path: `${API}/${key}`,
  headers: { 'content-type': 'application/json', ...(token ? { xtoken: token } : {}), ...headers },
  body: JSON.stringify({ requestData }),
});

const login = (phone, device = 'bench') => ({
  userName: phone,
  password: PASSWORD,
  imgaeCode: '',
  equipmentNo: device,
  loginPlatform: '2',
});

/** The scenarios, built from what the seeded database answers (trust codes, picture uuids). */
async function scenarios(baseUrl) {
  const { xtoken } = await call(baseUrl, 'userPasswordLogin', login('13800000001'));
  const products = await call(baseUrl, 'productList', { pageNo: 1, pageSize: 20 }, xtoken);
  const trustCodes = products.map((p) => p.trustCode).slice(0, 5);
  const banners = (await Promise.all(BANNER_REQUESTS.map((r) => call(baseUrl, 'queryBanner', r)))).flat();
  const uuids = [...new Set(banners.map((b) => b.imageUuid))];
  if (!trustCodes.length || !uuids.length) throw new Error('the seeded database has no products or banners');
  const provinces = await call(baseUrl, 'selectArea', { code: '' });
  return [
    { name: 'productList', budget: 'p99', requests: LIST_REQUESTS.map((r) => post('productList', r, xtoken)) },
    {
      name: 'queryproductnetvalue',
      budget: 'p99',
      requests: trustCodes.flatMap((code) =>
        PERIODS.map((type) => post('queryproductnetvalue', { trust_code: code, type, orderBy: '1' }, xtoken)),
      ),
    },
    { name: 'getArticleList', budget: 'p99', requests: ARTICLE_REQUESTS.map((r) => post('getArticleList', r)) },
    { name: 'queryBanner', budget: 'p99', requests: BANNER_REQUESTS.map((r) => post('queryBanner', r)) },
    {
      name: 'getPicByUuid',
      budget: 'p99',
      requests: uuids.map((uuid) => ({ method: 'GET', path: `${API}/getPicByUuid?uuid=${uuid}` })),
    },
    {
      name: 'selectArea',
      budget: 'p99',
      requests: ['', ...provinces.slice(0, 5).map((p) => p.code)].map((code) => post('selectArea', { code })),
    },
    {
      name: 'userPasswordLogin',
      budget: 'p95',
      perConnection: true,
      requests: LOGIN_PHONES.map((p, i) =>
        post('userPasswordLogin', login(p, `bench-${i}`), '', { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` }),
      ),
    },
    { name: 'queryPwdIntensity (bare)', budget: 'rps', requests: [post('queryPwdIntensity', {})] },
  ];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * One call at CONNECTIONS connections for SECONDS: latencies of every answer, the answers that failed, and the
 * server's CPU time per request (what the call costs, whatever else the machine is doing).
 */
async function run(server, scenario) {
  const { baseUrl, pid } = server;
  let failed = 0;
  let clients = 0;
  const counted = (request) => ({
    ...request,
    onResponse: (status, body) => {
      if (status !== 200 || !body.includes(OK)) failed++;
    },
  });
  const latencies = [];
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: scenario.requests.map(counted),
    // A scenario of one request per connection (the logins): connection i sends request i only.
    ...(scenario.perConnection && {
      setupClient: (client) => client.setRequests([counted(scenario.requests[clients++ % scenario.requests.length])]),
    }),
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const cpuBefore = cpuMs(pid);
  const result = await instance;
  const cpu = cpuMs(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const ms = (p) => Math.round(percentile(latencies, p));
  return {
    name: scenario.name,
    budget: scenario.budget,
    requests: latencies.length,
    rps: Math.round(latencies.length / SECONDS),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    max: Math.round(latencies.at(-1) ?? 0),
    errors: failed + result.errors + result.timeouts,
    cpuPerRequest: latencies.length ? (cpu * 1000) / latencies.length : 0,
  };
}

function verdict(row) {
  if (row.budget === 'p99') return { text: `p99 ≤ ${READ_P99_MS} ms`, broken: row.p99 > READ_P99_MS };
  if (row.budget === 'p95') return { text: `p95 ≤ ${LOGIN_P95_MS} ms`, broken: row.p95 > LOGIN_P95_MS };
  return { text: `≥ ${BARE_MIN_RPS} req/s`, broken: row.rps < BARE_MIN_RPS };
}

const BACKENDS = {
  pglite: { title: 'embedded database (PGlite)' },
  postgres: { title: 'PostgreSQL 15 (throwaway local cluster, pool of 10)' },
};

/** Every scenario against one backend: its markdown section and its broken budgets. */
async function measureBackend(backend, only) {
  const cluster = backend === 'postgres' ? await startPostgresCluster('trust_bench') : null;
  const loadBefore = loadAverage();
  try {
    // The server's own default log level (info: a line per request), as deployed.
    const server = await startServer({
      databaseUrl: cluster?.url ?? '',
      env: { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' },
      prepare: addLoginAccounts,
    });
    try {
      const rows = [];
      for (const scenario of await scenarios(server.baseUrl)) {
        if (only && !only.some((name) => scenario.name.startsWith(name))) continue;
        const row = await run(server, scenario);
        console.log(
          `${backend} ${row.name}: ${row.rps} req/s, p50 ${row.p50}, p95 ${row.p95}, p99 ${row.p99} ms, ` +
            `server CPU ${Math.round(row.cpuPerRequest)} µs/request`,
        );
        rows.push(row);
      }
      const failures = [];
      const lines = rows.map((row) => {
        const { text, broken } = verdict(row);
        if (broken) failures.push(`${backend} ${row.name}: ${text} broken`);
        if (row.errors) failures.push(`${backend} ${row.name}: ${row.errors} failed requests`);
        const bold = (value, key) => (row.budget === key ? `**${value}**` : value);
        return (
          `| ${row.name} | ${row.requests} | ${bold(row.rps, 'rps')} | ${row.p50} ms | ${bold(`${row.p95} ms`, 'p95')} | ` +
          `${bold(`${row.p99} ms`, 'p99')} | ${row.max} ms | ${row.errors} | ${Math.round(row.cpuPerRequest)} µs | ` +
          `${text}${broken ? ' ✗' : ''} |`
        );
      });
      const report =
        `**${BACKENDS[backend].title}**; load average ${loadBefore} before, ${loadAverage()} after.\n\n` +
        `| call | requests | req/s | p50 | p95 | p99 | max | errors | server CPU per request | budget |\n` +
        `|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n${lines.join('\n')}`;
      return { report, failures };
    } finally {
      await server.stop();
    }
  } finally {
    cluster?.stop();
  }
}

/**
 * `backend`: 'pglite', 'postgres' or 'both'; `only`: names of the calls to run (default all). Answers the markdown of
 * the load block and the broken budgets.
 */
export async function measureLoad({ backend = 'both', only } = {}) {
  const backends = backend === 'both' ? ['pglite', 'postgres'] : [backend];
  if (!backends.every((b) => b in BACKENDS)) throw new Error(`unknown backend ${backend}`);
  const sections = [];
  const failures = [];
  for (const b of backends) {
    const measured = await measureBackend(b, only);
    sections.push(measured.report);
    failures.push(...measured.failures);
  }
  const report =
    `API load on ${new Date().toISOString().slice(0, 10)}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per ` +
    `call, client on the same machine, against \`NODE_ENV=production\` serve on a fresh database.\n` +
    `Machine: ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.versions.node}. ` +
    `Server CPU per request: the server process's CPU time (all threads) over the run divided by its requests.\n\n` +
    sections.join('\n\n');
  return { report, failures };
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const backend = args.find((a) => a.startsWith('--backend='))?.slice('--backend='.length) ?? 'both';
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const { report, failures } = await measureLoad({ backend, only });
  console.log(`\n${report}`);
  if (args.includes('--write')) await writeBlocks([['load', report]]);
  if (failures.length) {
    console.error(`\nload: budget broken (${failures.join('; ')})`);
    process.exit(1);
  }
}
