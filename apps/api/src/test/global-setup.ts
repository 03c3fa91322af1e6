import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
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
 * Migrates one database once; every test file then starts from a copy of it:
 * a PGlite dump (~0.5 s to load) or, with TEST_DATABASE_URL, a PostgreSQL template database.
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
  const dir = mkdtempSync(path.join(tmpdir(), 'koinonia-test-'));
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpFile', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The per-file test databases of one run are named after its template, so each run drops only its own. */
export function testDatabasePrefix(template: string): string {
  return `${template.replace('koinonia_tpl_', 'koinonia_t_')}_`;
}
