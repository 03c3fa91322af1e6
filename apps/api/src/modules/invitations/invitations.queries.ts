import type { InvitationRole } from '@koinonia/shared/invitations/invitations.schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communities, invitations, users } from '../../db/schema.ts';
import { communityRow, type RowKey } from '../../lib/community-rows.ts';

/** An invitation as the pastors' screens read it, with its author's name. */
function selectInvitations(db: Tx) {
  return db
    .select({
      id: invitations.id,
      communityId: invitations.communityId,
      code: invitations.code,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      maxUses: invitations.maxUses,
      uses: invitations.uses,
      revokedAt: invitations.revokedAt,
      createdAt: invitations.createdAt,
      createdByName: users.name,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.createdBy));
}

export type InvitationRow = Awaited<ReturnType<typeof findInvitation>> & {};

export async function findInvitation(db: Tx, key: RowKey) {
  const [row] = await selectInvitations(db).where(communityRow(invitations, key)).limit(1);
  return row;
}

/** A page of the community's invitations, newest first, and how many it has. */
export async function listInvitations(
  db: Tx,
  communityId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  const [items, [count]] = await Promise.all([
    selectInvitations(db)
      .where(eq(invitations.communityId, communityId))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invitations)
      .where(eq(invitations.communityId, communityId)),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function insertInvitation(
  db: Tx,
  values: {
    communityId: string;
    code: string;
    role: InvitationRole;
    expiresAt: Date | null;
    maxUses: number | null;
    createdBy: string;
  },
) {
  const [row] = await db.insert(invitations).values(values).returning({ id: invitations.id });
  return row!.id;
}

/** Revokes an invitation not revoked yet; answers whether it changed. */
export async function revokeInvitation(db: Tx, key: RowKey) {
  const changed = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(communityRow(invitations, key), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return changed.length > 0;
}

/** An invitation by its code, with its community's name: what the joining screen and a join read. */
export async function findByCode(db: Tx, code: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      communityId: invitations.communityId,
      communityName: communities.name,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      maxUses: invitations.maxUses,
      uses: invitations.uses,
      revokedAt: invitations.revokedAt,
    })
    .from(invitations)
    .innerJoin(communities, eq(communities.id, invitations.communityId))
    .where(eq(invitations.code, code))
    .limit(1);
  return row;
}

/**
 * Counts one use, only while the invitation can still be used: one conditional update, so that
 * concurrent joins take the row's lock one after another and no more than `max_uses` of them succeed.
 * Answers whether it counted.
 */
export async function claimUse(db: Tx, id: string): Promise<boolean> {
  const claimed = await db
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.revokedAt),
        sql`(${invitations.expiresAt} is null or ${invitations.expiresAt} > now())`,
        sql`(${invitations.maxUses} is null or ${invitations.uses} < ${invitations.maxUses})`,
      ),
    )
    .returning({ id: invitations.id });
  return claimed.length > 0;
}
