import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';

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
