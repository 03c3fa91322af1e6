import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can lose its connection (server restart, failover, a test dropping its database):
    // the pool discards that client and opens a new one on demand. Without a listener, pg would rethrow
    // the error and take the whole process down.
    let closing = false;
    pool.on('error', (err) => {
      if (!closing) console.error(`PostgreSQL: an idle connection failed (${err.message})`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
      },
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
