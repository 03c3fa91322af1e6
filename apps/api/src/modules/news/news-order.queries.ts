import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { communityRow } from '../../lib/community-rows.ts';
import { type NewsKey, type NewsRow, withinPriority } from './news.queries.ts';

/**
 * The news table's order (priority, then position): where an item stands, its neighbours, and the
 * lock and the spreading of positions that moves (news-move.service.ts) rely on.
 */

/** Where an item stands in the table's order. */
export type NewsPlace = Pick<NewsRow, 'id' | 'priority' | 'position'>;

/**
 * Serializes the moves of a community's news (until the transaction ends): each computes a place from
 * its neighbours' places, which another move, or the spreading of a priority, could change meanwhile.
 */
export async function lockNewsOrder(db: Tx, communityId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('news-order'), hashtext(${communityId}))`);
}

/** Where one item stands now. */
export async function placeOf(db: Tx, { communityId, newsId }: NewsKey): Promise<NewsPlace | undefined> {
  const [row] = await db
    .select({ id: news.id, priority: news.priority, position: news.position })
    .from(news)
    .where(communityRow(news, { communityId, id: newsId }));
  return row;
}

/**
 * The item of one priority next to a place, in the table's order: just after `after`, just before
 * `before`, or, with neither, the first of the priority. `exceptId` (the item being moved) is skipped.
 */
export async function adjacentInPriority(
  db: Tx,
  {
    communityId,
    priority,
    exceptId,
    after,
    before,
  }: { communityId: string; priority: number; exceptId: string; after?: NewsPlace; before?: NewsPlace },
): Promise<NewsPlace | undefined> {
  const place = { id: news.id, priority: news.priority, position: news.position };
  const group = and(eq(news.communityId, communityId), eq(news.priority, priority), ne(news.id, exceptId));
  const query = db.select(place).from(news);
  const [row] = after
    ? await query
        .where(
          and(
            group,
            or(
              gt(news.position, after.position),
              and(eq(news.position, after.position), lt(news.id, after.id)),
            ),
          ),
        )
        .orderBy(...withinPriority)
        .limit(1)
    : before
      ? await query
          .where(
            and(
              group,
              or(
                lt(news.position, before.position),
                and(eq(news.position, before.position), gt(news.id, before.id)),
              ),
            ),
          )
          .orderBy(desc(news.position), asc(news.id))
          .limit(1)
      : await query
          .where(group)
          .orderBy(...withinPriority)
          .limit(1);
  return row;
}

/** The items just above and just below one, over every priority (what the table shows around it). */
export async function neighboursOf(db: Tx, { communityId, item }: { communityId: string; item: NewsPlace }) {
  const title = { title: news.title };
  const community = eq(news.communityId, communityId);
  const afterItem = or(
    gt(news.priority, item.priority),
    and(eq(news.priority, item.priority), gt(news.position, item.position)),
    and(eq(news.priority, item.priority), eq(news.position, item.position), lt(news.id, item.id)),
  );
  const beforeItem = or(
    lt(news.priority, item.priority),
    and(eq(news.priority, item.priority), lt(news.position, item.position)),
    and(eq(news.priority, item.priority), eq(news.position, item.position), gt(news.id, item.id)),
  );
  const [[above], [below]] = await Promise.all([
    db
      .select(title)
      .from(news)
      .where(and(community, beforeItem))
      .orderBy(desc(news.priority), desc(news.position), asc(news.id))
      .limit(1),
    db
      .select(title)
      .from(news)
      .where(and(community, afterItem))
      .orderBy(asc(news.priority), ...withinPriority)
      .limit(1),
  ]);
  return { above: above?.title ?? null, below: below?.title ?? null };
}

/**
 * Spreads the places of one priority evenly over the range they hold (at least 1 apart), keeping
 * their order: done when two neighbours are too close for an item to fit between them. Only
 * `position` changes (not `updated_at`: nobody edited these items). `exceptId` is left out.
 */
export async function spreadPositions(
  db: Tx,
  { communityId, priority, exceptId }: { communityId: string; priority: number; exceptId: string },
) {
  await db.execute(sql`
    with ranked as (
      select id,
        row_number() over (order by position, id desc) - 1 as rank,
        min(position) over () as low,
        max(position) over () as high,
        count(*) over () as total
      from news
      where community_id = ${communityId} and priority = ${priority} and id <> ${exceptId}
    )
    update news
    set position = ranked.low + ranked.rank * greatest(1, (ranked.high - ranked.low) / greatest(ranked.total - 1, 1))
    from ranked
    where news.id = ranked.id and news.community_id = ${communityId}`);
}
