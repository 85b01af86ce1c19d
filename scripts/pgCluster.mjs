/**
 * A throwaway PostgreSQL cluster: initdb in a temporary folder, started on a free port, one database created; `stop()`
 * stops it and removes the folder. Used by the server tests' global set-up (tests/server/postgres.ts) and the load
 * bench (scripts/bench/load.mjs). PostgreSQL refuses to run as root: as root (CI), the cluster belongs to the
 * postgres user. scripts/ensure-postgres.sh installs Debian's server when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL is not installed: run scripts/ensure-postgres.sh');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts a cluster with one database `database`; answers its URL (user postgres, no password) and `stop()`. */
export async function startPostgresCluster(database) {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'trust-h5-pg-'));
  chmodSync(dir, 0o700);
  const asRoot = process.getuid?.() === 0;
  const run = (tool, args) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      { stdio: 'pipe' },
    );
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -h 127.0.0.1 -F`, 'start']);
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    try {
      run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
    } catch {
      // not started
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
