/** The one database interface the server codes against: PGlite (embedded, default) or PostgreSQL (DATABASE_URL). */
export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface Queryable {
  /** Parameterised SQL ($1, $2, …). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction; rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations, seed). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
