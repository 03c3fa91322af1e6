import type { Role } from '@koinonia/shared/members/members.schemas';
import { hash } from '@node-rs/argon2';
import { asc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { communities, memberships, users } from '../db/schema.ts';

export const TEST_PASSWORD = 'clave-segura-123';
/**
 * The fixtures' accounts: argon2id with its lightest parameters. A sign-in verifies with the
 * parameters its hash names, so the usual cast's six sign-ins per file cost a few milliseconds
 * instead of a second on a busy machine. Accounts made through the API (sign-up, reset) are hashed
 * with the product's parameters, which auth.test.ts checks.
 */
let passwordHash: Promise<string> | undefined;
const fixtureHash = () => hash(TEST_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createCommunity(
  db: Db,
  overrides: { name?: string; description?: string | null } = {},
) {
  const [row] = await db
    .insert(communities)
    .values({ name: overrides.name ?? `Comunidad ${unique()}`, description: overrides.description ?? null })
    .returning();
  return row!;
}

export async function createUser(
  db: Db,
  overrides: { name?: string; email?: string; documentNumber?: string; phone?: string | null } = {},
) {
  passwordHash ??= fixtureHash();
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `Usuario ${id}`,
      email: overrides.email ?? `usuario.${id}@prueba.test`,
      documentNumber: overrides.documentNumber ?? `D${id}`.slice(0, 20),
      phone: overrides.phone ?? null,
      passwordHash: await passwordHash,
    })
    .returning();
  return row!;
}

export async function createMember(
  db: Db,
  communityId: string,
  overrides: {
    role?: Role;
    isActive?: boolean;
    name?: string;
    email?: string;
    documentNumber?: string;
    joinedAt?: Date;
  } = {},
) {
  const user = await createUser(db, overrides);
  const [membership] = await db
    .insert(memberships)
    .values({
      communityId,
      userId: user.id,
      role: overrides.role ?? 'MEMBER',
      isActive: overrides.isActive ?? true,
      joinedAt: overrides.joinedAt ?? new Date(),
    })
    .returning();
  return { user, membership: membership! };
}

export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

/** Two communities with a pastor, a helper and a member each: the usual cast of an API test. */
export async function createTwoCommunities(app: FastifyInstance, db: Db) {
  const make = async (name: string) => {
    const community = await createCommunity(db, { name });
    const pastor = await createMember(db, community.id, { role: 'COMMUNITY_ADMIN' });
    const helper = await createMember(db, community.id, { role: 'SECTION_ADMIN' });
    const member = await createMember(db, community.id, { role: 'MEMBER' });
    const tokens = {
      pastor: await login(app, pastor.user.email),
      helper: await login(app, helper.user.email),
      member: await login(app, member.user.email),
    };
    return { community, pastor, helper, member, tokens };
  };
  return { a: await make('Comunidad Alfa'), b: await make('Comunidad Beta') };
}

/** app.inject with a bearer token. */
export function as(app: FastifyInstance, token: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** Every row of the given tables, in id order: what a refused call must leave exactly as it was. */
export async function snapshotRows<T extends Record<string, PgTable & { id: AnyPgColumn }>>(
  db: Db,
  tables: T,
): Promise<{ [K in keyof T]: T[K]['$inferSelect'][] }> {
  const entries = await Promise.all(
    Object.entries(tables).map(
      async ([name, table]) =>
        [
          name,
          await db
            .select()
            .from(table as PgTable)
            .orderBy(asc(table.id)),
        ] as const,
    ),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: T[K]['$inferSelect'][] };
}
