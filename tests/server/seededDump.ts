/**
 * One migrated and seeded PGlite, built once and kept as a dump under .tmp/, so each test file can start its
 * own database from it with `loadDataDir` (≈1 s) instead of creating and seeding one (≈10 s, ≈800 MB).
 * The dump's name carries a hash of the migrations and seed sources and today's date in China (the seed's dates
 * count from its day: net values up to "today", a risk result 100 days old), so a change to either builds a new
 * one. Workers that start together share one build through a lock file. The visual baselines' server seeds as of a
 * fixed day (tests/e2e/visual.ts) in a dump of its own name, which stays from day to day.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../server/db';
import { runMigrations } from '../../server/db/migrate';
import { seedOnFirstStart } from '../../server/seed';
import type { Clock } from '../../server/core/clock';
import { chinaToday, systemClock } from '../../server/services/clock';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TMP = path.join(ROOT, '.tmp');
const SOURCES = ['server/db/migrations', 'server/seed', 'server/db/index.ts', 'server/db/migrate.ts'];
const STALE_LOCK_MS = 180_000;

function filesUnder(p: string): string[] {
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p)
    .sort()
    .flatMap((name) => filesUnder(path.join(p, name)));
}

function dumpKey(clock: Clock): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => filesUnder(path.join(ROOT, s)))) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  // The seed's own day: China's (a UTC date keyed a dump seeded on the day before from 16:00 UTC on).
  hash.update(chinaToday(clock));
  return hash.digest('hex').slice(0, 16);
}

async function build(target: string, clock: Clock): Promise<void> {
  const db = openDb({ dataDir: 'memory://' });
  try {
    await runMigrations(db);
    await seedOnFirstStart(db, clock, { demo: true });
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    const partial = `${target}.${process.pid}.part`;
    writeFileSync(partial, dump);
    renameSync(partial, target);
  } finally {
    await db.close();
  }
}

const cached = new Map<string, Promise<Blob>>();

/**
 * The seeded database as a Blob for `openDb({ loadDataDir })`: seeded by `clock` (today's by default) under `name`
 * (a dump of another name is kept; one of the same name and another key is replaced).
 */
export function seededDump(clock: Clock = systemClock, name = 'server-db'): Promise<Blob> {
  const existing = cached.get(name);
  if (existing) return existing;
  const made = (async () => {
    mkdirSync(TMP, { recursive: true });
    const key = dumpKey(clock);
    const target = path.join(TMP, `${name}-${key}.tar.gz`);
    const lock = `${target}.lock`;
    for (;;) {
      // Unpacked once per worker: PGlite loads a plain tar in about two thirds of the CPU it takes to load the gzip.
      if (existsSync(target)) return new Blob([gunzipSync(readFileSync(target))]);
      try {
        closeSync(openSync(lock, 'wx'));
      } catch {
        // Another worker is building it; a lock left by a killed run is taken over after a while.
        const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
        if (Date.now() - since > STALE_LOCK_MS) rmSync(lock, { force: true });
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      try {
        for (const old of readdirSync(TMP).filter(
          (f) => new RegExp(`^${name}-[0-9a-f]{16}\\.`).test(f) && !f.startsWith(`${name}-${key}`),
        )) {
          rmSync(path.join(TMP, old), { force: true });
        }
        await build(target, clock);
      } finally {
        rmSync(lock, { force: true });
      }
    }
  })();
  cached.set(name, made);
  return made;
}

/**
 * Global set-up of the `server` project: the dump is built before any file starts, outside the hooks' time limit
 * (a build under load can take longer than a hook may), and each worker then only reads it.
 */
export default async function buildSeededDump(): Promise<void> {
  await seededDump();
}
