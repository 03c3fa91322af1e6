import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communities, memberships, users } from '../../db/schema.ts';
import { perDatabase } from '../../lib/prepared.ts';

export async function findUserByEmail(db: Tx, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return user;
}

/** The memberships of a user, the most privileged active one first. */
export function membershipsForLogin(db: Tx, userId: string) {
  return db
    .select({
      id: memberships.id,
      communityId: memberships.communityId,
      role: memberships.role,
      isActive: memberships.isActive,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(
      sql`${memberships.isActive} desc`,
      sql`case ${memberships.role} when 'COMMUNITY_ADMIN' then 0 when 'SECTION_ADMIN' then 1 when 'MEMBER' then 2 else 3 end`,
      asc(memberships.joinedAt),
    );
}

/** A user's active memberships with their community, by community name. */
export function activeMemberships(db: Tx, userId: string) {
  return db
    .select({
      id: memberships.id,
      role: memberships.role,
      communityId: communities.id,
      communityName: communities.name,
    })
    .from(memberships)
    .innerJoin(communities, eq(communities.id, memberships.communityId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(asc(communities.name), asc(communities.id));
}

/** The user's active membership in a community, if any. */
export async function findActiveMembership(
  db: Tx,
  { userId, communityId }: { userId: string; communityId: string },
) {
  const [row] = await db
    .select({ id: memberships.id, role: memberships.role, communityId: memberships.communityId })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.communityId, communityId),
        eq(memberships.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

export async function insertUser(
  db: Tx,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    documentNumber: string;
    phone?: string | null;
  },
) {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function userExists(db: Tx, by: { email?: string; documentNumber?: string }) {
  const [row] = await db
    .select({ email: users.email, documentNumber: users.documentNumber })
    .from(users)
    .where(
      sql`lower(${users.email}) = lower(${by.email ?? ''}) or ${users.documentNumber} = ${by.documentNumber ?? ''}`,
    )
    .limit(1);
  return row;
}

/**
 * The membership a token names, with its user, as the guard re-reads it on every request: the
 * membership must be the token's user's (a token cannot borrow another person's membership). One read
 * by primary key (memberships_pkey, then users_pkey), built once and run as a named prepared statement:
 * neither rebuilt by Drizzle nor re-planned by PostgreSQL on each request.
 */
const tokenMembership = perDatabase((db) =>
  db
    .select({
      membershipId: memberships.id,
      communityId: memberships.communityId,
      role: memberships.role,
      isActive: memberships.isActive,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.id, sql.placeholder('membershipId')),
        eq(memberships.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('koinonia_token_membership'),
);

export async function findTokenMembership(
  db: Tx,
  { membershipId, userId }: { membershipId: string; userId: string },
) {
  const [row] = await tokenMembership(db).execute({ membershipId, userId });
  return row;
}

/** An account by id (a token of a person with no community names only its account). */
export async function findAccount(db: Tx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Sets the password of the account with this email (any case); answers whether there was one. */
export async function updatePasswordByEmail(
  db: Tx,
  { email, passwordHash }: { email: string; passwordHash: string },
) {
  const updated = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
