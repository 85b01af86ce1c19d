import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, QueryResult, Queryable } from './types';

/** A connection inside a transaction; it can also run multi-statement scripts (migrations, seed). */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

/** The Db the server opens: the fixed interface plus what start-up and tests need. */
export interface AppDb extends Db {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Where the data lives, for the start-up line; never contains credentials. */
  readonly label: string;
  /** PGlite only: the whole data folder as a tarball (tests start their databases from one). */
  dumpDataDir(): Promise<Blob>;
  /**
   * PGlite only: committed changes per table of data_versions, counted in process from its notifications
   * (migration 011); null on PostgreSQL, where other instances write too and the counters must be read.
   */
  tableChanges(): ReadonlyMap<string, number> | null;
}

export interface OpenDbOptions {
  /** PGlite data folder; default `.data/pglite` (or DATA_DIR). `memory://` keeps it in memory. */
  dataDir?: string;
  /** `postgres://…`: use PostgreSQL through a pg Pool instead of PGlite. */
  databaseUrl?: string;
  /** A PGlite dump (`dumpDataDir`) to start from: the tests load a migrated, seeded database this way. */
  loadDataDir?: Blob;
  /** PostgreSQL only: most connections this instance opens; default DATABASE_POOL_MAX, else 10. */
  poolMax?: number;
}

export const DEFAULT_DATA_DIR = '.data/pglite';

/** What a backend provides; SqlDb adds transactions, nesting and routing on top. */
interface Backend {
  kind: Db['kind'];
  label: string;
  query(sql: string, params?: unknown[]): Promise<QueryResult<Record<string, unknown>>>;
  exec(sql: string): Promise<void>;
  /** Runs `fn` with a connection that nobody else uses until `fn` settles. */
  exclusive<T>(fn: (conn: Tx) => Promise<T>): Promise<T>;
  dump?(): Promise<Blob>;
  changes?(): ReadonlyMap<string, number> | null;
  close(): Promise<void>;
}

/**
 * Promise queue: PGlite is one connection that must run one query at a time, and a transaction must own
 * it from BEGIN to COMMIT, so every access waits its turn here.
 */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

function pgliteBackend(options: OpenDbOptions): Backend {
  const dataDir = options.dataDir ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // Options as the only argument: `new PGlite(undefined, { loadDataDir })` silently ignores the dump.
  const lite = new PGlite({
    ...(inMemory ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const queue = new SerialQueue();
  // The one connection hears every change it commits, before the committing query answers: queued first, so it
  // listens before any other statement runs. Until it does (or if it failed), the counters are read instead.
  const changes = new Map<string, number>();
  let listening = false;
  queue
    .run(() => lite.listen('data_versions', (table) => changes.set(table, (changes.get(table) ?? 0) + 1)))
    .then(
      () => (listening = true),
      () => undefined,
    );
  const direct: Tx = {
    query: async <T>(sql: string, params?: unknown[]) => {
      const r = await lite.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    exec: async (sql) => {
      await lite.exec(sql);
    },
  };
  return {
    kind: 'pglite',
    label: inMemory ? 'PGlite (embedded, in memory)' : `PGlite (embedded) in ${path.resolve(dataDir)}`,
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    exclusive: (fn) => queue.run(() => fn(direct)),
    dump: () => queue.run(() => lite.dumpDataDir('gzip')),
    changes: () => (listening ? changes : null),
    close: () => queue.run(() => lite.close()),
  };
}

/** Parse like PGlite does, so code behaves the same on both: int8 as number, date as UTC midnight. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20) return (v: string) => Number(v);
    if (oid === 1082) return (v: string) => new Date(`${v}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

const DEFAULT_POOL_MAX = 10;

/** DATABASE_POOL_MAX when set (a whole number ≥ 1; anything else stops the start), else 10. */
function poolMaxFromEnv(): number {
  const raw = process.env.DATABASE_POOL_MAX?.trim();
  if (!raw) return DEFAULT_POOL_MAX;
  const max = Number(raw);
  if (!Number.isInteger(max) || max < 1) throw new Error(`DATABASE_POOL_MAX must be a whole number ≥ 1, not "${raw}"`);
  return max;
}

function postgresBackend(databaseUrl: string, max: number): Backend {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: pgTypes, max });
  const wrap = (client: pg.Pool | pg.PoolClient): Tx => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      const r = await client.query(sql, params);
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  const url = new URL(databaseUrl);
  const viaPool = wrap(pool);
  return {
    kind: 'postgres',
    label: `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname} (pool of ${max})`,
    query: (sql, params) => viaPool.query(sql, params),
    exec: (sql) => viaPool.exec(sql),
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn(wrap(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The Db both backends share. Inside `transaction(fn)`, calls on the Db itself (not only on `tx`) are routed
 * to the transaction's connection through AsyncLocalStorage: with PGlite a plain `db.query` there would wait
 * behind the transaction that holds the queue forever. Nested transactions become savepoints.
 */
class SqlDb implements AppDb {
  private readonly current = new AsyncLocalStorage<Tx>();
  private savepoints = 0;

  constructor(private readonly backend: Backend) {}

  get kind() {
    return this.backend.kind;
  }

  get label() {
    return this.backend.label;
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    const tx = this.current.getStore();
    return (tx ?? this.backend).query(sql, params) as Promise<QueryResult<T>>;
  }

  exec(sql: string): Promise<void> {
    return (this.current.getStore() ?? this.backend).exec(sql);
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const outer = this.current.getStore();
    if (outer) return this.savepoint(outer, fn);
    return this.backend.exclusive(async (conn) => {
      let open = true;
      // A promise left running after COMMIT must not reuse a connection that is no longer ours.
      const guarded: Tx = {
        query: (sql, params) =>
          open ? conn.query(sql, params) : Promise.reject(new Error('transaction already ended')),
        exec: (sql) => (open ? conn.exec(sql) : Promise.reject(new Error('transaction already ended'))),
      };
      await conn.query('BEGIN');
      try {
        const result = await this.current.run(guarded, () => fn(guarded));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        open = false;
      }
    });
  }

  private async savepoint<T>(tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const name = `sp_${++this.savepoints}`;
    await tx.query(`SAVEPOINT ${name}`);
    try {
      const result = await fn(tx);
      await tx.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  tableChanges(): ReadonlyMap<string, number> | null {
    return this.backend.changes?.() ?? null;
  }

  dumpDataDir(): Promise<Blob> {
    if (!this.backend.dump) return Promise.reject(new Error('only an embedded PGlite database can be dumped'));
    return this.backend.dump();
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite in its data folder. */
export function openDb(options: OpenDbOptions = {}): AppDb {
  const url = options.databaseUrl;
  return new SqlDb(url ? postgresBackend(url, options.poolMax ?? poolMaxFromEnv()) : pgliteBackend(options));
}
