import type { InboxItem } from '@koinonia/shared/notifications/notifications-inbox.schemas';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, pushBroadcasts } from '../../db/schema.ts';
import { isoText } from '../../lib/json-items.ts';
import { pageWindow } from '../../lib/pagination.ts';

/**
 * The broadcasts a member may read: their community's, sent since their membership was created
 * (both sides name the community, so another community's broadcast never matches). Walks
 * push_broadcasts_community_created_idx from the newest.
 */
function inboxWhere(communityId: string, membershipId: string) {
  const joined = sql`(select ${memberships.createdAt} from ${memberships} where ${memberships.id} = ${membershipId} and ${memberships.communityId} = ${communityId})`;
  return and(eq(pushBroadcasts.communityId, communityId), gte(pushBroadcasts.createdAt, joined));
}

/** A page of the member's inbox, newest first, and its total. */
export async function listInbox(
  db: Tx,
  { communityId, membershipId }: { communityId: string; membershipId: string },
  page: { page: number; limit: number },
): Promise<{ items: InboxItem[]; total: number }> {
  const where = inboxWhere(communityId, membershipId);
  const { limit, offset } = pageWindow(page);
  const items = await db
    .select({
      id: pushBroadcasts.id,
      title: pushBroadcasts.title,
      message: pushBroadcasts.message,
      sentAt: sql<string>`${isoText(pushBroadcasts.createdAt)}`,
    })
    .from(pushBroadcasts)
    .where(where)
    .orderBy(desc(pushBroadcasts.createdAt), desc(pushBroadcasts.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(pushBroadcasts).where(where);
  return { items, total: count?.total ?? 0 };
}
