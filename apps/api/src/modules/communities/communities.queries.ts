import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communities, memberCounts, memberships } from '../../db/schema.ts';

/** The community with its active-member count (the sum of its member_counts rows, kept by triggers). */
export async function findCommunity(db: Tx, communityId: string) {
  const [row] = await db
    .select({
      id: communities.id,
      name: communities.name,
      description: communities.description,
      createdAt: communities.createdAt,
      members: sql<number>`(select coalesce(sum(${memberCounts.count}), 0)::int from ${memberCounts} where ${and(
        eq(memberCounts.communityId, communities.id),
        eq(memberCounts.isActive, true),
      )})`,
    })
    .from(communities)
    .where(eq(communities.id, communityId))
    .limit(1);
  return row;
}

export async function updateCommunity(
  db: Tx,
  { communityId, values }: { communityId: string; values: { name: string; description: string | null } },
) {
  await db
    .update(communities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(communities.id, communityId));
}

export async function insertCommunity(db: Tx, values: { name: string; description?: string | null }) {
  const [row] = await db.insert(communities).values(values).returning();
  return row!;
}

/** The new community's first pastor: an active COMMUNITY_ADMIN membership of the user. */
export async function insertFirstAdmin(db: Tx, values: { communityId: string; userId: string }) {
  const [row] = await db
    .insert(memberships)
    .values({ ...values, role: 'COMMUNITY_ADMIN' })
    .returning({ id: memberships.id });
  return row!.id;
}
