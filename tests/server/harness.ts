/**
 * A server on its own database for one test file: `startServer()` starts from the seeded database, isolated from
 * every other file, builds the Fastify app and answers calls through `inject`. In the `server` project that is the
 * seeded dump loaded into a fresh in-memory PGlite; in `server-pg` a copy of the seeded template database on the
 * throwaway PostgreSQL cluster (tests/server/postgres.ts), dropped when the harness closes.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CallKey, Envelope, ImageCodeType, LoginData } from '../../src/contract';
import { DEV_PREFIX, TOKEN_HEADER } from '../../src/contract';
import { buildServer } from '../../server/app';
import type { ServerOptions } from '../../server/app';
import { openDb } from '../../server/db';
import type { AppDb } from '../../server/db';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { sha256Hex } from '../../server/services/passwords';
import { databaseUrl } from './postgres';
import { seededDump } from './seededDump';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/accounts';
export { sha256Hex };

/** Phones of the demo fixtures by business case. */
export const PHONES = {
  verified: '13800000001',
  unverified: '13800000002',
  legacyWebsite: '13800000003',
  mustChangePassword: '13800000004',
  legacyPc: '13800000005',
  senior: '13800000065',
} as const;

export const DEMO_HASH = sha256Hex(DEMO_PASSWORD);
export const EQUIPMENT = 'test-device';

export type AnyEnvelope = Envelope<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface DevSms {
  code: string | null;
  purpose: string;
  message: string;
  sentAt: string;
  used: boolean;
}

/** What a response needs for the helpers: `inject`'s answer has it, and so has `httpClient`'s. */
export interface Reply {
  statusCode: number;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Calls and dev helpers on one server, in-process (`startServer`) or over HTTP (`httpClient`). */
export interface Client<R extends Reply = Reply> {
  /** POST /services/trustAppApi/<key> with { requestData }; answers the parsed envelope. */
  call(key: CallKey | string, requestData: unknown, token?: string): Promise<AnyEnvelope>;
  /** Same, answering the raw response (status, headers, body). */
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<R>;
  get(url: string, headers?: Record<string, string>): Promise<R>;
  devSms(phone: string): Promise<DevSms[]>;
  /** Newest code sent to `phone` (for `purpose` when given). */
  smsCode(phone: string, purpose?: string): Promise<string>;
  captchaText(phone: string, type: ImageCodeType): Promise<string>;
  /** Fetches a captcha through getImgCode and answers its text (from the dev endpoint). */
  freshCaptcha(phone: string, type: ImageCodeType, equipmentNo?: string): Promise<string>;
  advanceClock(ms: number): Promise<void>;
  /** Clears sessions, captchas, SMS, counters, faults and the clock; restores the demo accounts. */
  reset(): Promise<void>;
  passwordLogin(userName: string, password?: string, imgaeCode?: string): Promise<AnyEnvelope>;
  /** Logs a demo account in and answers its login data (fails the test when the login fails). */
  login(phone: string, password?: string): Promise<LoginData>;
}

export interface Harness extends Client<LightMyRequestResponse> {
  app: FastifyInstance;
  db: AppDb;
  close(): Promise<void>;
}

/** A fresh copy of the seeded database on this project's backend, and how to remove it. */
async function seededDb(): Promise<{ db: AppDb; drop(): Promise<void> }> {
  const clusterUrl = inject('postgresUrl');
  if (clusterUrl === undefined) {
    const db = openDb({ dataDir: 'memory://', loadDataDir: await seededDump() });
    return { db, drop: () => db.close() };
  }
  const name = `trust_file_${randomUUID().replaceAll('-', '')}`;
  const admin = openDb({ databaseUrl: clusterUrl });
  const onAdmin = (sql: string) => admin.query(sql).then(() => undefined);
  await onAdmin(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const db = openDb({ databaseUrl: databaseUrl(clusterUrl, name) });
  return {
    db,
    async drop() {
      await db.close();
      await onAdmin(`DROP DATABASE ${name}`).finally(() => admin.close());
    },
  };
}

export async function startServer(options: Omit<ServerOptions, 'db'> = {}): Promise<Harness> {
  const { db, drop } = await seededDb();
  const app = await buildServer({ db, ...options });
  return harnessFor(app, db, drop);
}

/** A second app (e.g. production mode) on the database of an existing harness. */
export async function withApp(base: Harness, options: Omit<ServerOptions, 'db'>): Promise<Harness> {
  return harnessFor(await buildServer({ db: base.db, ...options }), base.db);
}

/** `drop` removes the database when the harness closes; without it the database belongs to another harness. */
function harnessFor(app: FastifyInstance, db: AppDb, drop?: () => Promise<void>): Harness {
  const client = clientFor<LightMyRequestResponse>(
    (url, payload, headers) =>
      app.inject({ method: 'POST', url, payload: payload as string | object, headers: { ...JSON_TYPE, ...headers } }),
    (url, headers) => app.inject({ method: 'GET', url, headers }),
  );
  return {
    ...client,
    app,
    db,
    async close() {
      await app.close();
      await drop?.();
    },
  };
}

/** A server listening at `baseUrl` (e.g. a separate process), through fetch. */
export function httpClient(baseUrl: string): Client {
  const send = async (method: string, url: string, body?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(new URL(url, baseUrl), { method, body, headers });
    const text = await res.text();
    return { statusCode: res.status, body: text, json: () => JSON.parse(text) };
  };
  return clientFor(
    (url, payload, headers) =>
      send('POST', url, typeof payload === 'string' ? payload : JSON.stringify(payload), { ...JSON_TYPE, ...headers }),
    (url, headers) => send('GET', url, undefined, headers),
  );
}

const JSON_TYPE = { 'content-type': 'application/json' };

function clientFor<R extends Reply>(post: Client<R>['post'], get: Client<R>['get']): Client<R> {
  const c: Client<R> = {
    async call(key, requestData, token) {
      const res = await post(`/services/trustAppApi/${key}`, { requestData }, token ? { [TOKEN_HEADER]: token } : {});
      if (res.statusCode !== 200) throw new Error(`${key}: HTTP ${res.statusCode} ${res.body}`);
      return res.json();
    },
    post,
    get,
    async devSms(phone) {
      const res = await get(`${DEV_PREFIX}/sms?phoneNum=${phone}`);
      return (res.json() as { messages: DevSms[] }).messages;
    },
    async smsCode(phone, purpose) {
      const sms = (await c.devSms(phone)).find((m) => m.code && (!purpose || m.purpose === purpose));
      if (!sms?.code) throw new Error(`no SMS code for ${phone} ${purpose ?? ''}`);
      return sms.code;
    },
    async captchaText(phone, type) {
      const res = await get(`${DEV_PREFIX}/captcha?phoneNum=${phone}&imageCodeType=${type}`);
      if (res.statusCode !== 200) throw new Error(`no captcha for ${phone}/${type}`);
      return (res.json() as { text: string }).text;
    },
    async freshCaptcha(phone, type, equipmentNo = EQUIPMENT) {
      const env = await c.call('getImgCode', { imageCodeType: type, phoneNum: phone, equipmentNo });
      if (env.result.statusCode !== '00000000') throw new Error(`getImgCode: ${env.result.msg}`);
      return c.captchaText(phone, type);
    },
    async advanceClock(ms) {
      const res = await post(`${DEV_PREFIX}/clock`, { advanceMs: ms });
      if (res.statusCode !== 200) throw new Error(`clock: ${res.body}`);
    },
    async reset() {
      const res = await post(`${DEV_PREFIX}/reset`, { reseed: true });
      if (res.statusCode !== 200) throw new Error(`reset: ${res.body}`);
    },
    passwordLogin(userName, password = DEMO_HASH, imgaeCode = '') {
      return c.call('userPasswordLogin', { userName, password, imgaeCode, equipmentNo: EQUIPMENT, loginPlatform: '2' });
    },
    async login(phone, password = DEMO_HASH) {
      const env = await c.passwordLogin(phone, password);
      if (env.result.statusCode !== '00000000')
        throw new Error(`login ${phone}: ${env.result.statusCode} ${env.result.msg}`);
      return env.result.data as LoginData;
    },
  };
  return c;
}
