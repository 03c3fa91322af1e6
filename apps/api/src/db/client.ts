import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ResilientPool } from './pool.ts';
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
  pool?: ResilientPool;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; in memory when absent. */
  pgliteDir?: string;
  /** A dump made with PGlite's dumpDataDir, to start from (tests). */
  pgliteDump?: Blob;
  /**
   * A template made by writePgliteTemplate (the build's: dist/pglite-template): a fresh pgliteDir
   * starts as a copy of it instead of running initdb and the migrations (the slow part of a first
   * start). Ignored when pgliteDir already holds a database, or when the template was made by another
   * PGlite or from other migrations.
   */
  pgliteTemplate?: string;
}

/**
 * The driver of one kind of database, imported only when that kind is opened: a server on PGlite never
 * loads pg, nor one on PostgreSQL the wasm (part of the warm start's time on this machine).
 */
async function pgliteEngine() {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  /** PGlite's options, the same for a database and for a template. */
  const extensions = { pg_trgm };
  return { PGlite, extensions };
}

/** Drizzle's PGlite driver: imported while PGlite starts (its start is the longer). */
async function pgliteDrizzle() {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { drizzle, migrate };
}

async function postgresDriver() {
  const [{ ResilientPool }, { drizzle }, { migrate }] = await Promise.all([
    import('./pool.ts'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { ResilientPool, drizzle, migrate };
}

/** What a template depends on: PGlite's version and the migrations (a template of others is stale). */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(path.dirname(pgliteEntry), '..', 'package.json');
  hash.update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version);
  for (const file of [
    ...readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort(),
  ]) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(migrationsFolder, file)));
  }
  hash.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  return hash.digest('hex');
}

const TEMPLATE_KEY = 'key';
const TEMPLATE_DATA = 'pgdata';

/** Fills a fresh (missing or empty) data directory from a current template; true when it did. */
function startFromTemplate(pgliteDir: string, template: string): boolean {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) return false;
  const keyFile = path.join(template, TEMPLATE_KEY);
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== templateKey()) return false;
  // Copied beside it, then renamed: an interrupted copy never looks like a database.
  const copy = `${pgliteDir}.template-copy`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(template, TEMPLATE_DATA), copy, { recursive: true });
  renameSync(copy, pgliteDir);
  return true;
}

/**
 * Writes a template (a migrated, otherwise empty PGlite data directory) into `dir` unless a current one
 * is there. The build makes one, so that a first start on a fresh data directory only copies it.
 */
export async function writePgliteTemplate(dir: string): Promise<void> {
  const key = templateKey();
  const keyFile = path.join(dir, TEMPLATE_KEY);
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return;
  const work = `${dir}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const { PGlite, extensions } = await pgliteEngine();
  const client = new PGlite({ dataDir: path.join(work, TEMPLATE_DATA), extensions });
  const [{ drizzle, migrate }] = await Promise.all([pgliteDrizzle(), client.waitReady]);
  await migrate(drizzle(client, { schema }), { migrationsFolder });
  await client.close();
  writeFileSync(path.join(work, TEMPLATE_KEY), key);
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
}

const MB = 1024 * 1024;
/** PostgreSQL's default (what initdb writes), and the cache of a big church's database on PGlite. */
const MAX_SHARED_BUFFERS_MB = 128;
const MIN_SHARED_BUFFERS_MB = 16;

/**
 * PGlite's buffer cache (shared_buffers), sized to the database on disk: its size rounded up to 8 MB,
 * from 16 MB to PostgreSQL's default of 128 MB. PGlite zeroes its whole shared memory at every start in
 * WebAssembly that V8 has not optimized yet (a single memset call: about 4 ms per MB on this machine),
 * so the default 128 MB cost a small community's server 0.5-0.7 s of each start for a cache four times
 * its data. A database of 128 MB or more gets the default, as before; one that grows while the server
 * runs gets a larger cache at its next start (until then, a miss reads from the file system's cache).
 * In-memory databases (tests, `pgliteDump`) are small: the minimum.
 */
export function pgliteSharedBuffersMb(dataDir: string | undefined): number {
  if (!dataDir) return MIN_SHARED_BUFFERS_MB;
  let bytes = 0;
  const cap = MAX_SHARED_BUFFERS_MB * MB;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (bytes >= cap) return;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) bytes += statSync(file).size;
    }
  };
  // The relations (base: every database's; global: the shared catalogs), not the WAL.
  for (const part of ['base', 'global'].map((p) => path.join(dataDir, p))) if (existsSync(part)) walk(part);
  const mb = Math.ceil(bytes / (8 * MB)) * 8;
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, mb));
}

/** The advisory lock the instances take to migrate one at a time (any fixed number of Koinonia's own). */
const MIGRATION_LOCK = 4_653_121_997;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { ResilientPool, drizzle, migrate } = await postgresDriver();
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
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: async () => {
        // Several instances that start together migrate one at a time: the first applies what is new,
        // the others wait on the lock (however long that takes) and then find nothing left to do.
        const holder = await pool.connect();
        try {
          await holder.query('set statement_timeout = 0');
          await holder.query({
            text: 'select pg_advisory_lock($1)',
            values: [MIGRATION_LOCK],
            query_timeout: DAY_MS,
          } as never);
          await migrate(db as never, { migrationsFolder });
        } finally {
          // The connection goes with its lock and its setting.
          holder.release(true);
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir && options.pgliteTemplate)
    startFromTemplate(options.pgliteDir, options.pgliteTemplate);
  const { PGlite, extensions } = await pgliteEngine();
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    extensions,
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${pgliteSharedBuffersMb(options.pgliteDir)}MB`,
    ],
  });
  await client.waitReady;
  return pgliteDatabase(client);
}

/**
 * The database over an open PGlite client: a new handle each call (the queries built per handle start
 * afresh), the same client (the tests reuse one client for the databases of several files).
 */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle, migrate } = await pgliteDrizzle();
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
