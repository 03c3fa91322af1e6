import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, passwordResets, users } from '../../db/schema.ts';

/**
 * A person of the community (an active or former member), by their account's id: whether they are an
 * active member, and whether another community holds the account too. The account's row is locked for
 * the rest of the transaction, so two links made at once replace each other.
 */
export async function findCommunityPerson(
  db: Tx,
  { communityId, userId }: { communityId: string; userId: string },
) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      isActive: memberships.isActive,
      elsewhere: sql<boolean>`exists (select 1 from ${memberships} m where m.user_id = ${users.id}
        and m.community_id <> ${communityId})`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.communityId, communityId), eq(memberships.userId, userId)))
    .for('update', { of: users })
    .limit(1);
  return row;
}

/** Removes a person's unused links: a new one replaces them. */
export async function deleteUnused(db: Tx, userId: string) {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertReset(
  db: Tx,
  values: { communityId: string; userId: string; tokenHash: string; expiresAt: Date; createdBy: string },
) {
  const [row] = await db.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  return row!.id;
}

/** A link by its token's hash, with its person (what the new password is checked against). */
export async function findByHash(db: Tx, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      communityId: passwordResets.communityId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      documentNumber: users.documentNumber,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a link used, only while it is unused and valid: of two concurrent resets one wins. */
export async function markUsed(db: Tx, id: string): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    )
    .returning({ id: passwordResets.id });
  return used.length > 0;
}

export async function setPassword(db: Tx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
