/**
 * Global set-up of the server tests: a throwaway PostgreSQL cluster in a temporary folder on a free port, for the
 * cases that must hold on a real PostgreSQL as well as on the embedded database (concurrency: PGlite runs one query
 * at a time). Its URL is provided as `postgresUrl`; the cluster and its folder are gone afterwards.
 * scripts/ensure-postgres.sh (run by `npm test`) installs the server when missing.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL is not installed: run scripts/ensure-postgres.sh');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export default async function setup(project: TestProject) {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'trust-h5-pg-'));
  chmodSync(dir, 0o700);
  // PostgreSQL refuses to run as root: as root (CI), the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -h 127.0.0.1 -F`, 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'trust_test']);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/trust_test`);
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
