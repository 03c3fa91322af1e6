import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { testDatabasePrefix, withDatabase } from '../test/global-setup.ts';
import { openDatabase } from './client.ts';

// Several instances of the server start together on one new PostgreSQL database (a cluster's first
// start, or an upgrade that restarts them all): each migrates at start, and each must start.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations started by several instances at once', () => {
  it('apply each migration once, and every instance starts', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    // Named as this run's databases, so the suite's teardown drops it whatever happens here.
    const name = `${testDatabasePrefix(inject('pgTemplate'))}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: withDatabase(url, name) })),
    );
    try {
      await Promise.all(instances.map((database) => database.migrate()));
      const { rows } = await instances[0]!.pool!.query<{ applied: number; distinct: number }>(
        'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.applied).toBeGreaterThan(25);
      expect(rows[0]!.applied).toBe(rows[0]!.distinct);
    } finally {
      for (const database of instances) await database.close();
    }
  });
});
