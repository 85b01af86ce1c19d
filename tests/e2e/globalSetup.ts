/**
 * Builds the app, starts the reference server on a free port with a fresh embedded database
 * (seeded with demo data on first start, as a newcomer's `npm start` does) and hands its URL to the tests.
 * The build is the tests' own (it records bridge calls), so it goes to .tmp/e2e-dist, never to the dist/ that
 * `npm start` serves and a deployment ships.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';

const E2E_DIST_DIR = resolve('.tmp', 'e2e-dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (npm test does this when run as root).`,
    );
  }
  // The tests measure Chinese text (tap targets, 200 % text, list heights): without a font it is drawn as nothing.
  if (!execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim()) {
    throw new Error(
      'No Chinese font: run `apt-get install -y fonts-wqy-microhei` (npm test does this when run as root).',
    );
  }
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
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-h5-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: E2E_DIST_DIR,
      NODE_ENV: 'development',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child, 90_000);
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-uploads`, { recursive: true, force: true }); // the server's default UPLOAD_DIR
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
