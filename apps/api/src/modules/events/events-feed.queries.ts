import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communities, memberships } from '../../db/schema.ts';
import { perDatabase } from '../../lib/prepared.ts';

/**
 * The community's name while the user's membership in it is active (placeholders: communityId, userId):
 * a read by primary key (the community) and unique key (its membership of the user).
 */
const feedCommunity = perDatabase((db) =>
  db
    .select({ name: communities.name })
    .from(communities)
    .innerJoin(
      memberships,
      and(
        eq(memberships.communityId, communities.id),
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.isActive, true),
      ),
    )
    .where(eq(communities.id, sql.placeholder('communityId')))
    .prepare('koinonia_feed_community'),
);

/** The calendar feed's community (its name) while the user's membership in it is active; else undefined. */
export async function feedCommunityOf(db: Tx, key: { communityId: string; userId: string }) {
  const [community] = await feedCommunity(db).execute(key);
  return community;
}
