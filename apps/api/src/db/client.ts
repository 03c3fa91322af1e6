import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { ResilientPool } from './pool.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: queries accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the raw client (tests dump and clone it). */
  pglite?: PGlite;
  /** Only for PostgreSQL: the connection pool (tests watch which connections it holds). */
  pool?: pg.Pool;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; in memory when absent. */
  pgliteDir?: string;
  /** A dump made with PGlite's dumpDataDir, to start from (tests). */
  pgliteDump?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new ResilientPool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is unreachable (not refusing: unreachable), or every connection is busy for
      // that long, a request fails with a 503 instead of waiting for ever.
      connectionTimeoutMillis: 10_000,
      // Notices a peer that vanished without closing its connections (a failover, a cut network).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A query the server stops answering (not a refusal: silence) fails after a minute rather than
      // holding its connection, and a slot of the pool, for ever.
      query_timeout: 60_000,
      statement_timeout: 60_000,
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
