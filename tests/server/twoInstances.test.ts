/**
 * Two server processes on one PostgreSQL, as deployed behind a load balancer (docs/deployment.md): `server/main.ts`
 * twice, on free ports, with the same DATABASE_URL, started together on an empty database. Whatever one instance
 * has learned, the other knows: sessions, SMS codes and their caps, the captcha trigger and the login lockout, the
 * daily sign-in quota and one sign-up per user. Runs in the server-pg project only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { Code, type ActivitySignUp } from '../../src/contract';
import { freePort } from '../../scripts/pgCluster.mjs';
import { openDb, type AppDb } from '../../server/db';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { readClockOffset, shiftedClock, systemClock } from '../../server/services/clock';
import { SIGN_IN_DAILY_QUOTA } from '../../server/services/points';
import { createSession } from '../../server/services/sessions';
import { DEMO_HASH, EQUIPMENT, PHONES, httpClient, type AnyEnvelope, type Client } from './harness';
import { databaseUrl } from './postgres';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATABASE = 'trust_two_instances';
const DAY = 86_400_000;
/** Per instance: the 200 concurrent sign-ins wait their turn for one of these. */
const POOL_MAX = 4;
const WRONG = DEMO_HASH.replace(/^./, (c) => (c === '0' ? '1' : '0'));

interface Instance {
  client: Client;
  /** What it printed while starting. */
  output: string;
}

/** Every process started, also one whose partner failed to start, so that none outlives the file. */
const started: ChildProcess[] = [];

/** `node --import tsx server/main.ts` on a free port; resolves once it listens and has said how it started. */
async function startInstance(url: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATABASE_POOL_MAX: String(POOL_MAX),
      PORT: String(port),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The mode line is the last of the start-up lines (ready, database, mode).
      if (/^mode: /m.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code} while starting:\n${output}`)));
  });
  return { client: httpClient(`http://127.0.0.1:${port}`), output };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

let admin: AppDb;
let db: AppDb;
let instances: Instance[] = [];
let a: Client;
let b: Client;
/** Instance A for even `i`, B for odd: requests alternate between them. */
const on = (i: number) => (i % 2 === 0 ? a : b);

beforeAll(async () => {
  const clusterUrl = inject('postgresUrl');
  if (!clusterUrl) throw new Error('runs in the server-pg project, which provides postgresUrl');
  admin = openDb({ databaseUrl: clusterUrl });
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const url = databaseUrl(clusterUrl, DATABASE);
  instances = await Promise.all([startInstance(url), startInstance(url)]);
  [a, b] = instances.map((i) => i.client) as [Client, Client];
  db = openDb({ databaseUrl: url });
}, 180_000);

afterAll(async () => {
  await Promise.all(started.map(stop));
  await db?.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin?.close();
}, 60_000);

describe('starting together on an empty database', () => {
  it('applies each migration once and seeds once, whichever instance gets there first', async () => {
    const applied = instances.flatMap(
      ({ output }) => output.match(/migrations applied: ([^;\n]*)/)?.[1]?.split(', ') ?? [],
    );
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_.+\.sql$/.test(f));
    expect(applied.sort()).toEqual(files.sort());
    expect(instances.filter(({ output }) => output.includes('demo data seeded'))).toHaveLength(1);
    for (const { output } of instances) expect(output).toContain(`(pool of ${POOL_MAX})`);
    const recorded = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(recorded.rows[0]!.n).toBe(files.length);
  });
});

describe('two instances on one database', () => {
  beforeEach(() => a.reset());

  it('accept a session from either: logged in on A, used on B, ended on B, gone on A', async () => {
    const token = (await a.login(PHONES.verified)).xtoken;
    const info = await b.call('queryCustomerInfo', {}, token);
    expect([info.code, info.result.statusCode]).toEqual([Code.ok, Code.ok]);
    expect((await b.call('loginOut', {}, token)).result.statusCode).toBe(Code.ok);
    expect((await a.call('queryCustomerInfo', {}, token)).code).toBe(Code.sessionExpired);
  });

  it('keep the 60 s resend rule and the hourly SMS cap whichever instance is asked', async () => {
    const send = (i: number) => on(i).call('getQuickySmsCode', { phoneNum: PHONES.verified });
    // Asked of both at the same moment: one code is sent.
    const first = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i)));
    expect(first.map((env) => env.result.statusCode).sort()).toEqual(
      [Code.ok, ...Array(5).fill(Code.smsTooFrequent)].sort(),
    );
    for (let i = 1; i < 5; i++) {
      await on(i).advanceClock(61_000);
      expect((await send(i)).result.statusCode, `send ${i}`).toBe(Code.ok);
    }
    await b.advanceClock(61_000);
    for (const i of [0, 1])
      expect((await send(i)).result).toMatchObject({
        statusCode: Code.rateLimited,
        msg: '获取验证码过于频繁，请稍后再试',
      });
    expect((await a.devSms(PHONES.verified)).filter((m) => m.code)).toHaveLength(5);
    // The code sent through A logs in through B.
    const login = await b.call('smsPasswordLogin', {
      userName: PHONES.verified,
      smsCode: await a.smsCode(PHONES.verified, 'login'),
      imgaeCode: '',
      loginPlatform: '2',
      equipmentNo: EQUIPMENT,
    });
    expect(login.result.statusCode).toBe(Code.ok);
  });

  it('ask for a captcha after 3 failures and lock at the 10th, counting failures on both', async () => {
    const fail = (i: number, captcha = '') => on(i).passwordLogin(PHONES.verified, WRONG, captcha);
    for (let i = 0; i < 3; i++) expect((await fail(i)).result.statusCode).toBe(Code.loginFailed);
    expect((await b.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.captchaRequired);
    expect((await a.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.captchaRequired);
    // A picture fetched from one instance is checked by the other.
    for (let i = 3; i < 9; i++) {
      const text = await on(i + 1).freshCaptcha(PHONES.verified, 1);
      expect((await fail(i, text)).result.statusCode, `failure ${i + 1}`).toBe(Code.loginFailed);
    }
    const tenth = await fail(9, await a.freshCaptcha(PHONES.verified, 1));
    expect(tenth.result).toMatchObject({ statusCode: Code.accountLocked, msg: '登录失败次数过多，请15分钟后再试' });
    for (const client of [a, b]) {
      const text = await client.freshCaptcha(PHONES.verified, 1);
      expect((await client.passwordLogin(PHONES.verified, DEMO_HASH, text)).result.statusCode).toBe(Code.accountLocked);
    }
  });

  it(`reward exactly ${SIGN_IN_DAILY_QUOTA} of 200 users signing in at once, half through each`, async () => {
    await a.advanceClock(20 * DAY); // a day nobody has signed in yet
    const clock = shiftedClock(systemClock, await readClockOffset(db));
    const users = await db.query<{ id: number }>(
      `INSERT INTO users (phone, real_name, is_certified, certified_at, created_at, updated_at)
       SELECT '1590001' || lpad(g::text, 4, '0'), '测试' || g, 2, $1, $1, $1 FROM generate_series(1, 200) g RETURNING id`,
      [clock.now()],
    );
    const tokens = await Promise.all(users.rows.map(({ id }) => createSession(db, clock, id, 'full')));
    const answers = await Promise.all(tokens.map((token, i) => on(i).call('customerSignIn', {}, token)));
    const status = (list: AnyEnvelope[]) => list.map((env) => env.result.statusCode);
    expect(answers.every((env) => env.code === Code.ok)).toBe(true);
    expect(status(answers).filter((s) => s === Code.ok)).toHaveLength(SIGN_IN_DAILY_QUOTA);
    expect(status(answers).filter((s) => s === Code.quotaExhausted)).toHaveLength(200 - SIGN_IN_DAILY_QUOTA);
    const day = new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const counts = await db.query<{ quota: number; signed: number; paid: number }>(
      `SELECT (SELECT used FROM sign_in_quota WHERE day = $1) AS quota,
         (SELECT count(*)::int FROM sign_ins WHERE day = $1) AS signed,
         (SELECT count(*)::int FROM points_entries WHERE source_key = $2) AS paid`,
      [day, `signIn:${day}`],
    );
    expect(counts.rows[0]).toEqual({ quota: 50, signed: 50, paid: 50 });
  });

  it('sign a user up for an activity once when the same sign-up reaches both at the same moment', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM articles WHERE status = 1 AND sign_up_end > $1
       AND id NOT IN (SELECT article_id FROM activity_signups) ORDER BY id LIMIT 1`,
      [new Date()],
    );
    const articleId = rows[0]!.id;
    const token = (await a.login(PHONES.senior)).xtoken;
    const form: ActivitySignUp = {
      applyName: '王芳',
      customerManager: '李婷',
      applyPhoneNumber: PHONES.senior,
      accompanyNumber: 1,
      areaCode: '2',
      articleId,
      notes: '',
    };
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => on(i).call('applySave', form, token)));
    expect(answers.map((env) => env.result.statusCode).filter((s) => s === Code.ok)).toHaveLength(1);
    expect(answers.filter((env) => env.result.msg === '您已报名该活动')).toHaveLength(5);
    const saved = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_signups WHERE article_id = $1',
      [articleId],
    );
    expect(saved.rows[0]!.n).toBe(1);
  });
});
