import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, templateKey } from '../db/client.ts';
import { assertNoSecretsInLogs } from './suite-log.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    pgTemplate: string;
    /** Where every test app writes its info-level log (test/suite-log.ts): checked for secrets at the end. */
    suiteLogDir: string;
  }
}

/**
 * Migrates one database; every test file then starts from a copy of it: a PGlite dump (~0.5 s to load,
 * kept for the next run while the migrations stay the same) or, with TEST_DATABASE_URL, a PostgreSQL
 * template database.
 */
export default async function setup(project: TestProject) {
  const logDir = mkdtempSync(path.join(tmpdir(), 'koinonia-test-logs-'));
  project.provide('suiteLogDir', logDir);
  const checkLogs = () => {
    try {
      assertNoSecretsInLogs(logDir);
    } catch (err) {
      // Vitest reports an error thrown here but still exits 0: the run fails through the exit code.
      console.error(err);
      process.exitCode = 1;
    } finally {
      rmSync(logDir, { recursive: true, force: true });
    }
  };
  const teardown = await setupDatabase(project);
  return async () => {
    await teardown();
    checkLogs();
  };
}

async function setupDatabase(project: TestProject): Promise<() => void | Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `koinonia_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDumpFile', '');
    return async () => {
      const res = await admin.query<{ datname: string }>(
        // Only this run's databases: another run on the same server keeps its own.
        `SELECT datname FROM pg_database WHERE datname LIKE $2 OR datname = $1`,
        [template, `${testDatabasePrefix(template)}%`],
      );
      for (const row of res.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  // Kept between runs, named after what it depends on (PGlite's version and the migrations): a run
  // after a change of either migrates again, and a file of another version is never read.
  const file = path.join(cacheDir, `pglite-migrated-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    // Written beside it, then renamed: a run beside this one reads a whole file or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    await database.close();
    // The migrations changed: the files of their earlier versions are of no more use.
    for (const name of readdirSync(cacheDir))
      if (name.startsWith('pglite-migrated-') && path.join(cacheDir, name) !== file && name.endsWith('.tar'))
        rmSync(path.join(cacheDir, name), { force: true });
  }
  project.provide('pgliteDumpFile', file);
  project.provide('pgTemplate', '');
  return () => {};
}

/** The tests' cache, in the repository's node_modules (where tools keep theirs). */
const cacheDir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/koinonia');

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The per-file test databases of one run are named after its template, so each run drops only its own. */
export function testDatabasePrefix(template: string): string {
  return `${template.replace('koinonia_tpl_', 'koinonia_t_')}_`;
}
