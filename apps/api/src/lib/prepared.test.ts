import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { communities } from '../db/schema.ts';
import { freshDatabase } from '../test/build-test-app.ts';
import { perDatabase, unnamed } from './prepared.ts';

// Queries built once (perDatabase) must run exactly as drizzle runs them: on PostgreSQL they take
// leanNodePgExecute's path, which fills the values and maps the rows itself; on PGlite drizzle's own.

describe('queries built once', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  // An insert whose values go through their columns' encoders (a Date for a timestamp), returning rows.
  const insertOf = perDatabase((db) =>
    db
      .insert(communities)
      .values({
        id: sql.placeholder('id'),
        name: sql.placeholder('name'),
        createdAt: sql.placeholder('createdAt'),
      })
      .returning({ id: communities.id, name: communities.name, createdAt: communities.createdAt })
      .prepare(unnamed),
  );
  const byIdOf = perDatabase((db) =>
    db
      .select({ name: communities.name, createdAt: communities.createdAt, fixed: sql<number>`${7}::int` })
      .from(communities)
      .where(eq(communities.id, sql.placeholder('id')))
      .prepare('koinonia_test_prepared_by_id'),
  );
  const id = '3f0e2a4c-8b1d-4c6e-9a7f-1b2c3d4e5f60';
  const createdAt = new Date('2026-03-04T05:06:07.000Z');

  it('runs the lean path on PostgreSQL only', () => {
    const built = byIdOf(database.db);
    const own = Object.getPrototypeOf(built).execute;
    expect(built.execute !== own).toBe(database.kind === 'postgres');
  });

  it('fills placeholders, encoded values and fixed values, and maps the rows as drizzle does', async () => {
    const inserted = await insertOf(database.db).execute({ id, name: 'Iglesia Preparada', createdAt });
    expect(inserted).toEqual([{ id, name: 'Iglesia Preparada', createdAt }]);
    const read = await byIdOf(database.db).execute({ id });
    const plain = await database.db
      .select({ name: communities.name, createdAt: communities.createdAt, fixed: sql<number>`${7}::int` })
      .from(communities)
      .where(eq(communities.id, id));
    expect(read).toEqual(plain);
    expect(read).toEqual([{ name: 'Iglesia Preparada', createdAt, fixed: 7 }]);
    expect(await byIdOf(database.db).execute({ id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });

  it('refuses a missing value before anything is sent', async () => {
    await expect(byIdOf(database.db).execute({})).rejects.toThrow(
      'No value for placeholder "id" was provided',
    );
  });

  it("keeps drizzle's error, with the driver's error as its cause", async () => {
    const again = insertOf(database.db).execute({ id, name: 'Otra', createdAt });
    await expect(again).rejects.toBeInstanceOf(DrizzleQueryError);
    await expect(again).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('runs inside a transaction on its client', async () => {
    const other = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    await expect(
      database.db.transaction(async (tx) => {
        await insertOf(tx).execute({ id: other, name: 'Dentro', createdAt });
        expect(await byIdOf(tx).execute({ id: other })).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await byIdOf(database.db).execute({ id: other })).toEqual([]);
  });
});
