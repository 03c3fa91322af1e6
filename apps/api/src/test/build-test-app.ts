import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  uploadsDir: string;
  close(): Promise<void>;
}

/** A fresh, migrated database (PGlite clone, or a PostgreSQL copy when TEST_DATABASE_URL is set). */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `koinonia_t_${randomBytes(6).toString('hex')}`;
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
  const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
  const database = await openDatabase({ pgliteDump: dump });
  return { database, drop: async () => {} };
}

/** The one test app builder: the real app on a fresh database, exercised through app.inject(). */
export async function buildTestApp(
  overrides: { loginThrottle?: { max: number; windowMs: number } } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'koinonia-uploads-'));
  const app = await buildApp(
    {
      jwtSecret: 'test-secret-that-is-long-enough',
      jwtExpiresIn: '12h',
      loginThrottle: overrides.loginThrottle ?? { max: 10, windowMs: 15 * 60 * 1000 },
      webDist: undefined,
      uploadsDir,
      logLevel: 'silent',
    },
    database,
  );
  await app.ready();
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
