import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { communities, memberships, users } from '../db/schema.ts';
import { freshDatabase } from '../test/build-test-app.ts';
import { createCommunity, createMember, createUser } from '../test/factories.ts';
import { unnamed } from './prepared.ts';
import { compileMappers } from './row-mapper.ts';

// The compiled mapping must give exactly what drizzle's own gives, on the same prepared selects: every
// kind of field (columns, whole tables, nested objects, SQL with and without a decoder, timestamps,
// arrays of enums), and the left-join rule (a missing joined row is null, a present one an object).

describe('compiled row mapping', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let communityId: string;
  let loneUserId: string;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    const { db } = database;
    const community = await createCommunity(db, { description: null });
    communityId = community.id;
    await createMember(db, communityId, { role: 'COMMUNITY_ADMIN', name: 'Ana María Pérez' });
    await createMember(db, communityId, { isActive: false, name: 'Luis Gómez' });
    loneUserId = (await createUser(db, { name: 'Sin Comunidad' })).id;
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  /** The same select prepared twice: as drizzle maps it, and with the compiled mapper. */
  async function bothWays<T extends { prepare(name: string): { execute(v?: object): Promise<unknown[]> } }>(
    build: () => T,
    values: object = {},
  ) {
    const plain = await build().prepare(unnamed).execute(values);
    const compiled = await compileMappers(build().prepare(unnamed)).execute(values);
    return { plain, compiled };
  }

  it('maps columns, whole tables, nested objects and SQL fields as drizzle does', async () => {
    const { db } = database;
    const { plain, compiled } = await bothWays(
      () =>
        db
          .select({
            membership: memberships,
            person: {
              id: users.id,
              name: users.name,
              email: users.email,
              since: users.createdAt,
            },
            community: { name: communities.name, description: communities.description },
            folded: sql<string>`lower(${users.name})`,
            joinedDay: sql<Date>`${memberships.joinedAt}`.mapWith(memberships.joinedAt),
            aliased: sql<number>`1 + 1`.mapWith(Number).as('aliased'),
          })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .innerJoin(communities, eq(communities.id, memberships.communityId))
          .where(eq(memberships.communityId, sql.placeholder('communityId')))
          .orderBy(users.name),
      { communityId },
    );
    expect(plain).toHaveLength(2);
    expect(compiled).toEqual(plain);
    const first = compiled[0] as { membership: { joinedAt: unknown }; joinedDay: unknown; aliased: unknown };
    expect(first.membership.joinedAt).toBeInstanceOf(Date);
    expect(first.joinedDay).toBeInstanceOf(Date);
    expect(first.aliased).toBe(2);
  });

  it('makes a missing left-joined row null and keeps a present one, as drizzle does', async () => {
    const { db } = database;
    const { plain, compiled } = await bothWays(() =>
      db
        .select({ user: { id: users.id, name: users.name }, membership: memberships })
        .from(users)
        .leftJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.communityId, communityId)),
        )
        .where(sql`${users.name} in ('Ana María Pérez', 'Sin Comunidad')`)
        .orderBy(users.name),
    );
    expect(compiled).toEqual(plain);
    const rows = compiled as { user: { id: string }; membership: unknown }[];
    expect(rows.find((r) => r.user.id === loneUserId)?.membership).toBeNull();
    expect(rows.find((r) => r.user.id !== loneUserId)?.membership).toMatchObject({ role: 'COMMUNITY_ADMIN' });
  });

  it('maps aggregates and an empty result', async () => {
    const { db } = database;
    const totals = await bothWays(() =>
      db
        .select({ n: count(), active: sql<number>`count(*) filter (where ${memberships.isActive})::int` })
        .from(memberships),
    );
    expect(totals.compiled).toEqual(totals.plain);
    const none = await bothWays(() => db.select().from(memberships).where(sql`false`));
    expect(none.compiled).toEqual([]);
  });
});
