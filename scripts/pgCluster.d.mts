/** Types of scripts/pgCluster.mjs for the TypeScript that imports it. */
export declare function freePort(): Promise<number>;
export declare function startPostgresCluster(database: string): Promise<{ url: string; stop(): void }>;
