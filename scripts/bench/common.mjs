/**
 * What the browser measurements of `npm run bench` share: the production server on a fresh embedded database,
 * Chromium as the bench drives it, a demo login, and how figures are summarised.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import { join } from 'node:path';
import { freePort } from '../pgCluster.mjs';
import { selfSignedCertificate } from '../selfSignedCertificate.mjs';
import { serverReady } from '../serverReady.mjs';

export { freePort };

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// STACK-NOTES: Debian's Chromium as root, headless, without the background work that would skew a measurement.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A phone's screen, as the browser tests use it. */
export const VIEWPORT = { width: 375, height: 740 };
export const API = '/services/trustAppApi';

export const today = () => new Date().toISOString().slice(0, 10);

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value below which `share` (0–1) of the values lie (nearest rank). */
export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
};

export function chromiumVersion() {
  try {
    // Debian's wrapper script complains on stderr about its own memory check: only the version line is wanted.
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return CHROME_PATH;
  }
}

/** Chromium through playwright-core (never a downloaded browser). */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
}

/** The throwaway certificate of each HTTPS server this process started, by origin: what its calls and Chromium trust. */
const certificates = new Map();
export const certificateOf = (baseUrl) => certificates.get(new URL(baseUrl).origin);

/**
 * The production server on a fresh embedded database, as `npm start` runs it (serving the build in dist/);
 * `databaseUrl` runs it on PostgreSQL instead, `env` adds to or overrides its environment (e.g. LOG_LEVEL), `tls`
 * serves HTTPS with HTTP/2 on a throwaway certificate (TLS_CERT, TLS_KEY), as a deployment's edge does.
 */
export async function startServer({ databaseUrl = '', env = {}, prepare, tls = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'trust-h5-bench-'));
  const certificate = tls ? selfSignedCertificate(mkdtempSync(join(os.tmpdir(), 'trust-h5-bench-tls-'))) : null;
  // What a bench adds to the database before the server opens it (the embedded database has one user at a time).
  if (prepare) await prepare({ dataDir, databaseUrl });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...(certificate ? { TLS_CERT: certificate.certPath, TLS_KEY: certificate.keyPath } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await serverReady(child, 120_000);
  const baseUrl = `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`;
  if (certificate) certificates.set(baseUrl, certificate);
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (certificate) {
        certificates.delete(baseUrl);
        rmSync(join(certificate.certPath, '..'), { recursive: true, force: true });
      }
    },
  };
}

/** `measure(baseUrl)` against the given server, or against one started for it and stopped after. */
export async function withServer(baseUrl, measure) {
  if (baseUrl) return measure(baseUrl);
  const server = await startServer();
  try {
    return await measure(server.baseUrl);
  } finally {
    await server.stop();
  }
}

/** A POST's JSON answer; from an HTTPS server of `startServer`, trusting its certificate (and no other). */
function postJson(url, headers, body) {
  const certificate = certificateOf(url);
  if (!certificate) return fetch(url, { method: 'POST', headers, body }).then((res) => res.json());
  return new Promise((resolve, reject) => {
    https
      .request(url, { method: 'POST', headers, ca: certificate.cert }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        });
      })
      .on('error', reject)
      .end(body);
  });
}

/** One call as the app makes it; throws unless it succeeded. */
export async function apiCall(baseUrl, key, requestData, token) {
  const envelope = await postJson(
    `${baseUrl}${API}/${key}`,
    { 'content-type': 'application/json', ...(token ? { xtoken: token } : {}) },
    JSON.stringify({ requestData }),
  );
  if (envelope.result?.statusCode !== '00000000') throw new Error(`${key}: ${JSON.stringify(envelope)}`);
  return envelope.result.data;
}

/** The verified demo customer (13800000001) logged in: what the app keeps in localStorage. */
export async function demoLogin(baseUrl) {
  const data = await apiCall(baseUrl, 'userPasswordLogin', {
    userName: '13800000001',
    password: createHash('sha256').update('Demo@1234').digest('hex'),
    imgaeCode: '',
    equipmentNo: 'bench',
    loginPlatform: '2',
  });
  return {
    token_trustms: data.xtoken,
    isCertified: String(data.isCertified),
    telephone: data.telephone,
    realName: data.realName,
  };
}

/** True when run as `node scripts/bench/<file>.mjs` rather than imported. */
export const isMain = (url) => process.argv[1] && url === new URL(`file://${process.argv[1]}`).href;
