import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildConfig, buildApp } from '../app.ts';
import { type Database, openDatabase, pgliteDatabase } from '../db/client.ts';
import type { PushConfig } from '../modules/notifications/push-config.ts';
import { generateVapidKeys } from '../modules/notifications/vapid-keys.ts';
import { testDatabasePrefix, withDatabase } from './global-setup.ts';
import { suiteLogStream } from './suite-log.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  uploadsDir: string;
  close(): Promise<void>;
}

/** A fresh, migrated database (PGlite clone, or a PostgreSQL copy when TEST_DATABASE_URL is set). */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      database,
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  return pooledPglite();
}

/**
 * The worker's PGlite databases not in use. A file's database, once dropped, is emptied back to the
 * migrated state and kept for the worker's next file (files of a worker run one after another, and this
 * module lives as long as the worker when isolation is off): loading the dump costs about ten times
 * more than emptying the tables. A database whose schema a test changed is closed instead.
 */
const idlePglites: { client: PGlite; schema: string; filled: string }[] = [];

/** Every relation, column, trigger, function and constraint outside the system's schemas, as one hash. */
const schemaFingerprint = `
  select md5(coalesce(string_agg(x, '|' order by x), '')) as f from (
    select 'r:' || n.nspname || '.' || c.relname || ':' || c.relkind::text as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'a:' || c.relname || '.' || a.attname || ':' || a.atttypid || ':' || a.attnotnull
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all
    select 't:' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
    union all
    select 'p:' || p.proname || ':' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all
    select 'k:' || c.conname || ':' || c.convalidated
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
  ) s`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ f: string }>(schemaFingerprint);
  return rows[0]!.f;
}

async function pooledPglite(): Promise<{ database: Database; drop(): Promise<void> }> {
  let entry = idlePglites.pop();
  if (!entry) {
    const opened = await openDatabase({ pgliteDump: new Blob([readFileSync(inject('pgliteDumpFile'))]) });
    const client = opened.pglite!;
    // Its tables are known once: a database is only reused while its schema is the same.
    const { rows } = await client.query<{ names: string[] }>(
      `select array_agg(format('%I', tablename) order by tablename) as names from pg_tables where schemaname = 'public'`,
    );
    const filled = `select array_remove(array[${rows[0]!.names.map((t) => `case when exists (select from ${t}) then '${t}' end`).join(', ')}], null) as names`;
    entry = { client, schema: await fingerprint(client), filled };
  }
  const { client, schema, filled } = entry;
  const database = await pgliteDatabase(client);
  let dropped = false;
  return {
    // Closed by drop (or kept for the next file), not by the test's close.
    database: { ...database, close: async () => {} },
    drop: async () => {
      if (dropped) return;
      dropped = true;
      if ((await fingerprint(client)) !== schema) {
        await client.close();
        return;
      }
      // Only the tables holding a row are emptied (a truncate of every table, or of one that others
      // refer to, costs ten times more), with the triggers off: no foreign key to check, since every
      // table with a row is emptied, and no kept total to update. The vacuum leaves no dead rows for
      // the next file to read past. No sequence to restart: every key is a UUID.
      const tables = (await client.query<{ names: string[] }>(filled)).rows[0]!.names;
      if (tables.length > 0) {
        const deletes = tables.map((t) => `delete from ${t};`).join(' ');
        await client.exec(
          `set session_replication_role = replica; ${deletes} reset session_replication_role;`,
        );
        await client.exec(`vacuum ${tables.join(', ')}`);
      }
      // The session as new: settings, prepared statements, temporary tables and advisory locks.
      await client.exec('discard all');
      idlePglites.push(entry);
    },
  };
}

/**
 * What a test may change of the app's configuration. webDist, memberDist: a built dashboard and members'
 * app to serve (temporary folders in the web-serving tests), none by default; trustProxy: as TRUST_PROXY, the client's address
 * and protocol come from X-Forwarded-* headers.
 */
export type TestAppOptions = Partial<
  Pick<
    BuildConfig,
    | 'loginThrottle'
    | 'registerLimit'
    | 'lookupLimit'
    | 'guessLimit'
    | 'publicUrl'
    | 'webDist'
    | 'memberDist'
    | 'trustProxy'
    | 'logLevel'
    | 'logStream'
    | 'sqlTrace'
    | 'map'
  >
> & {
  /** Push broadcasts: tests aim them at a fake Expo (none by default: a closed port), unpaced. */
  push?: Partial<PushConfig>;
};

/**
 * The tests' push defaults: nowhere real, unpaced, no periodic receipts pass, and a worker that looks
 * for broadcasts once at start and then only when woken (send-global wakes it): no claim transaction
 * every few ms in every test file. The notifications tests ask for quick polls themselves.
 */
const testPush: Partial<PushConfig> = {
  expoBaseUrl: 'http://127.0.0.1:9',
  ratePerSecond: 0,
  pollMs: 60_000,
  receiptIntervalMs: 0,
  retryDeadlineMs: 1000,
  retryMinBackoffMs: 10,
  retryMaxBackoffMs: 200,
  // One VAPID pair for the test process; web push to 127.0.0.1 only in the files that allow it.
  webPush: { ...generateVapidKeys(), subject: 'mailto:pruebas@koinonia.test' },
  webRatePerSecond: 0,
};

/** The app on an existing database (a second server process on the same database, in tests). */
export async function buildAppOn(
  database: Database,
  uploadsDir: string,
  overrides: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(
    {
      jwtSecret: 'test-secret-that-is-long-enough',
      jwtExpiresIn: '12h',
      loginThrottle: overrides.loginThrottle ?? { max: 10, ipMax: 30, windowMs: 15 * 60 * 1000 },
      registerLimit: overrides.registerLimit ?? { max: 1000, windowMs: 60 * 60 * 1000 },
      lookupLimit: overrides.lookupLimit ?? { max: 1000, windowMs: 15 * 60 * 1000 },
      guessLimit: overrides.guessLimit ?? { max: 1000, windowMs: 15 * 60 * 1000 },
      publicUrl: overrides.publicUrl,
      webDist: overrides.webDist,
      memberDist: overrides.memberDist,
      uploadsDir,
      // The suite's log (test/suite-log.ts) unless the test reads its own.
      logLevel: overrides.logStream ? (overrides.logLevel ?? 'silent') : 'info',
      logStream: overrides.logStream ?? suiteLogStream(inject('suiteLogDir')),
      trustProxy: overrides.trustProxy,
      push: { ...testPush, ...overrides.push },
      sqlTrace: overrides.sqlTrace,
      map: overrides.map,
      checkJsonItems: true,
    },
    database,
  );
  await app.ready();
  return app;
}

/** The one test app builder: the real app on a fresh database, exercised through app.inject(). */
export async function buildTestApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'koinonia-uploads-'));
  const app = await buildAppOn(database, uploadsDir, overrides);
  return {
    app,
    database,
    uploadsDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: built in `beforeAll`, closed in `afterAll`. Its `.t` is the TestApp, set once
 * the `beforeAll` has run (read it inside tests and hooks, never at the top of the file).
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): { readonly t: TestApp } {
  let app: TestApp | undefined;
  beforeAll(async () => {
    // A function is read when the app is built: options known only then (a fake service's address).
    app = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => app?.close());
  return {
    get t() {
      if (!app) throw new Error('useTestApp: the app is built in beforeAll; read .t inside tests and hooks');
      return app;
    },
  };
}
