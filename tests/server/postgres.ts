/**
 * Global set-up of the `server-pg` project: a throwaway PostgreSQL cluster in a temporary folder on a free port
 * (scripts/pgCluster.mjs, shared with the load bench), with a migrated and seeded database `trust_seeded` that each
 * test file copies (`CREATE DATABASE … TEMPLATE`, tests/server/harness.ts). The cluster's URL (database `trust_test`)
 * is provided as `postgresUrl`, the template's name as `postgresTemplate`; the cluster and its folder are gone
 * afterwards.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../scripts/pgCluster.mjs';
import { openDb } from '../../server/db';
import { runMigrations } from '../../server/db/migrate';
import { seedOnFirstStart } from '../../server/seed';
import { systemClock } from '../../server/services/clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Only in the `server-pg` project: the server project runs on embedded PGlite. */
    postgresUrl?: string;
    postgresTemplate?: string;
  }
}

const TEMPLATE = 'trust_seeded';

/** The URL of another database of the same cluster. */
export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster('trust_test');
  try {
    const admin = openDb({ databaseUrl: cluster.url });
    await admin.query(`CREATE DATABASE ${TEMPLATE}`).finally(() => admin.close());
    const seeded = openDb({ databaseUrl: databaseUrl(cluster.url, TEMPLATE) });
    try {
      await runMigrations(seeded);
      await seedOnFirstStart(seeded, systemClock, { demo: true });
    } finally {
      await seeded.close();
    }
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', TEMPLATE);
  return () => cluster.stop();
}
