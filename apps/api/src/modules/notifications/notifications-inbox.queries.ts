import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, pushBroadcasts } from '../../db/schema.ts';
import { isoText } from '../../lib/json-items.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';

/**
 * The inbox's statements, built once per database (placeholders: communityId, membershipId, limit,
 * offset). The broadcasts a member may read: their community's, sent since their membership was created
 * (both sides name the community, so another community's broadcast never matches). Walks
 * push_broadcasts_community_created_idx from the newest. A page is written as JSON by PostgreSQL
 * (inboxItemSchema's shape), newest first.
 */
const inboxStatements = perDatabase((db) => {
  const p = sql.placeholder;
  const joined = sql`(select ${memberships.createdAt} from ${memberships} where ${memberships.id} = ${p('membershipId')} and ${memberships.communityId} = ${p('communityId')})`;
  const where = and(eq(pushBroadcasts.communityId, p('communityId')), gte(pushBroadcasts.createdAt, joined));
  const page = db
    .select({
      id: pushBroadcasts.id,
      title: pushBroadcasts.title,
      message: pushBroadcasts.message,
      createdAt: pushBroadcasts.createdAt,
    })
    .from(pushBroadcasts)
    .where(where)
    .orderBy(desc(pushBroadcasts.createdAt), desc(pushBroadcasts.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .as('page');
  return {
    items: db
      .select({
        json: sql<string>`coalesce(json_agg(json_build_object(
          'id', ${page.id}, 'title', ${page.title}, 'message', ${page.message},
          'sentAt', ${isoText(page.createdAt)}
        ) order by ${page.createdAt} desc, ${page.id} desc), '[]')::text`,
      })
      .from(page)
      .prepare(unnamed),
    total: db
      .select({ total: sql<number>`count(*)::int` })
      .from(pushBroadcasts)
      .where(where)
      .prepare(unnamed),
  };
});

/** A page of the member's inbox, newest first, as JSON text, and its total. */
export async function listInbox(
  db: Tx,
  { communityId, membershipId }: { communityId: string; membershipId: string },
  page: { page: number; limit: number },
): Promise<{ items: string; total: number }> {
  const statements = inboxStatements(db);
  const [items] = await statements.items.execute({ communityId, membershipId, ...pageWindow(page) });
  const [count] = await statements.total.execute({ communityId, membershipId });
  return { items: items?.json ?? '[]', total: count?.total ?? 0 };
}
