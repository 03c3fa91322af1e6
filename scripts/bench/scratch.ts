import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the bench's data lives, and how to throw it away. */
export interface Scratch {
  kind: 'pglite' | 'postgres';
  /** What the server is started with: DATA_DIR (always: uploads, and PGlite's folder) and DATABASE_URL. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Removes the scratch database and the data folder; safe to call twice. */
  drop(): Promise<void>;
}

/**
 * Embedded: a temporary DATA_DIR, so the on-disk PGlite that npm start uses. PostgreSQL: `adminUrl`
 * names a server and a database to connect to; a new database `koinonia_bench_<random>` is created there
 * and dropped at the end, so the bench never leaves rows in a database someone uses (unless `keep`:
 * BENCH_KEEP_DATA=1, to look at its plans).
 */
export async function createScratch(adminUrl: string | undefined, keep: boolean): Promise<Scratch> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-bench-'));
  const removeDir = () => {
    if (keep) console.log(`bench: data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
  if (!adminUrl) {
    return { kind: 'pglite', env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  }
  const name = `koinonia_bench_${randomBytes(4).toString('hex')}`;
  const admin = async <T>(run: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      if (dropped) return;
      dropped = true;
      removeDir();
      if (keep) {
        console.log(`bench: database kept: ${url}`);
        return;
      }
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
      console.log(`bench: dropped the scratch database ${name}`);
    },
  };
}
