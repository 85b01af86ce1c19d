/**
 * Builds the app once, starts Chromium once, and the reference server once per test worker, each on a free port with
 * an embedded database of its own, a copy of the seeded one the server tests start from (tests/server/seededDump.ts:
 * migrated and seeded as a newcomer's first `npm start` does), and hands their addresses to the tests.
 * The build is the tests' own (it records bridge calls), so it goes to .tmp/e2e-dist, never to the dist/ that
 * `npm start` serves and a deployment ships. It is made again only when what it is made from changed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/pgCluster.mjs';
import { serverReady } from '../../scripts/serverReady.mjs';
import { openDb } from '../../server/db';
import { seededDump } from '../server/seededDump';
import { CHROMIUM_PATH, E2E_DIST_DIR, E2E_KEEP_ALIVE_MS, launchChromium } from './browser';

/** What the build is made from: the sources it bundles, its plugins and configuration, the installed packages. */
const BUILD_INPUTS = ['src', 'machines', 'public', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json'];
const BUILD_KEY_FILE = `${E2E_DIST_DIR}.key`;

/**
 * A digest of every file the build is made from (committed or not) and of the installed packages' versions; null
 * outside a git checkout (the files are listed by git), where it is built every time.
 */
function buildKey(): string | null {
  let listed: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...BUILD_INPUTS], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const files = listed
    .split('\0')
    .filter((file) => file && existsSync(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of [...files, 'package-lock.json']) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/** The production build with the bridge recorder, unless the one in .tmp/e2e-dist was made from the same inputs. */
async function buildOnce(): Promise<void> {
  const key = buildKey();
  if (key && existsSync(BUILD_KEY_FILE) && readFileSync(BUILD_KEY_FILE, 'utf8') === key) return;
  rmSync(BUILD_KEY_FILE, { force: true });
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle; test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // The production build, plus the bridge recorder, so the tests can see what a page asked of the native shell.
  process.env.VITE_BRIDGE_RECORDER = '1';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir: E2E_DIST_DIR, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
    delete process.env.VITE_BRIDGE_RECORDER;
  }
  if (key) writeFileSync(BUILD_KEY_FILE, key);
}

/** The seeded database in a data folder of its own, for the servers to start from copies of. */
async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-h5-e2e-seeded-'));
  const db = openDb({ dataDir, loadDataDir: await seededDump() });
  await db.close();
  return dataDir;
}

/** The server a worker's files run against: a copy of the seeded database and the test build. */
async function startServer(seeded: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-h5-e2e-'));
  cpSync(seeded, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: E2E_DIST_DIR,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      // Not a line per request: nobody reads them, and writing them costs the server time.
      LOG_LEVEL: 'warn',
      KEEP_ALIVE_TIMEOUT_MS: String(E2E_KEEP_ALIVE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await serverReady(child, 90_000);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-uploads`, { recursive: true, force: true }); // the server's default UPLOAD_DIR
    },
  };
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium-headless-shell\` (npm test does this when run as root).`,
    );
  }
  // The tests measure Chinese text (tap targets, 200 % text, list heights): without a font it is drawn as nothing.
  if (!execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim()) {
    throw new Error(
      'No Chinese font: run `apt-get install -y fonts-wqy-microhei` (npm test does this when run as root).',
    );
  }
  // One after the other: the build sets NODE_ENV for its time, which nothing else in this process may see.
  const seeded = await seededDataDir();
  await buildOnce();
  // One server per worker that may run a browser file (Vitest's pool ids 1…maxWorkers), and one Chromium for all.
  const workers = Math.max(1, project.vitest.config.maxWorkers);
  const [chromium, ...servers] = await Promise.all([
    launchChromium(),
    ...Array.from({ length: workers }, () => startServer(seeded)),
  ] as const);
  rmSync(seeded, { recursive: true, force: true });
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await Promise.all(servers.map((server) => server.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers under test, one per worker (tests/e2e/browser.ts picks the worker's own). */
    baseUrls: string[];
    chromiumEndpoint: string;
  }
}
