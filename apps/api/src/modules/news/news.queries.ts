import { and, asc, desc, eq, gt, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { news, newsTagCounts } from '../../db/schema.ts';
import { containsPattern } from '../../lib/ids.ts';
import { byIds, isoText, jsonArrayText, jsonObject, jsonPage } from '../../lib/json-items.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';

export type NewsRow = typeof news.$inferSelect;

export interface NewsListQuery {
  search?: string;
  includeInactive?: boolean;
  sortBy?: 'priority' | 'createdAt' | 'publishedAt' | 'title';
  sortOrder?: 'asc' | 'desc';
  viewType?: 'RECENT' | 'ACTUALIDAD' | 'BOTH';
  category?: string;
  tags?: string;
  priority?: number;
  page: number;
  limit: number;
}

function visibility(communityId: string, includeInactive: boolean | undefined) {
  return and(eq(news.communityId, communityId), includeInactive ? undefined : eq(news.isActive, true));
}

/**
 * The order within a priority: the place the pastor gave each item (a new one goes on top), then, for
 * equal places, the larger id first (the order the list had before places existed).
 */
const withinPriority = [asc(news.position), desc(news.id)];

function orderOf(q: Pick<NewsListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const dir = (d: 'asc' | 'desc') => (d === 'asc' ? asc : desc);
  switch (q.sortBy) {
    case 'createdAt':
      return [dir(q.sortOrder ?? 'desc')(news.createdAt), desc(news.id)];
    case 'publishedAt':
      return [
        sql`${news.publishedAt} ${sql.raw(q.sortOrder === 'asc' ? 'asc' : 'desc')} nulls last`,
        desc(news.createdAt),
      ];
    case 'title':
      return [
        sql`koinonia_fold(${news.title}) ${sql.raw(q.sortOrder === 'desc' ? 'desc' : 'asc')}`,
        desc(news.id),
      ];
    default:
      // The table's order: priority ascending, then the pastor's order within each priority.
      return [dir(q.sortOrder ?? 'asc')(news.priority), ...withinPriority];
  }
}

/**
 * Which of the list's options a query has: one built query per combination of the filters present,
 * the view, the visibility and the order (each a fixed set of values, never user text).
 */
function listShape(q: NewsListQuery, tags: string[] | undefined): string {
  return [
    q.includeInactive ? 'all' : 'active',
    q.search ? 'search' : '',
    q.viewType ?? '',
    q.category ? 'category' : '',
    tags?.length ? 'tags' : '',
    q.priority ? 'priority' : '',
    q.sortBy ?? 'priority',
    q.sortOrder ?? '',
  ].join(':');
}

/**
 * A page of news (its ids) and its total, built once per shape (listShape; values as placeholders: community,
 * pattern, category, tags, priority, limit, offset). Unnamed statements: each call is planned with its
 * values (a search's pattern, a rare category).
 */
const newsList = perDatabaseAndShape((db, shape: string) => {
  const [visible, search, viewType, category, tags, priority, sortBy, sortOrder] = shape.split(':');
  const p = sql.placeholder;
  const where = and(
    eq(news.communityId, p('communityId')),
    visible === 'all' ? undefined : eq(news.isActive, true),
    search ? sql`${news.searchText} like koinonia_fold(${p('pattern')})` : undefined,
    viewType === 'RECENT' ? sql`${news.viewType} in ('RECENT', 'BOTH') and ${news.priority} <= 2` : undefined,
    viewType === 'ACTUALIDAD' ? sql`${news.viewType} in ('ACTUALIDAD', 'BOTH')` : undefined,
    category ? eq(news.category, p('category')) : undefined,
    // The tags as one comma-separated text: a tag never holds a comma (the query's tags are split on them).
    tags ? sql`${news.tags} && string_to_array(${p('tags')}::text, ',')` : undefined,
    priority ? eq(news.priority, p('priority')) : undefined,
  );
  const order = orderOf({
    sortBy: sortBy as NewsListQuery['sortBy'],
    sortOrder: (sortOrder || undefined) as NewsListQuery['sortOrder'],
  });
  return {
    ids: db
      .select({ id: news.id })
      .from(news)
      .where(where)
      .orderBy(...order)
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(news).where(where).prepare(unnamed),
  };
});

/** A news item as newsItemSchema writes it (toNewsItem's mapping). */
const newsItemJson = jsonObject({
  id: news.id,
  title: news.title,
  summary: news.summary,
  content: news.content,
  priority: news.priority,
  position: news.position,
  imageAlt: news.imageAlt,
  imageUrl: news.imageUrl,
  contactPerson: news.contactPerson,
  whatsappNumber: news.whatsappNumber,
  isActive: news.isActive,
  publishedAt: isoText(news.publishedAt),
  eventTime: news.eventTime,
  location: news.location,
  createdAt: isoText(news.createdAt),
  updatedAt: isoText(news.updatedAt),
  category: news.category,
  tags: news.tags,
  viewType: news.viewType,
  isSliceCard: news.isSliceCard,
});

/** News items by id as JSON text of newsItemSchema (toNewsItem's mapping; placeholders: communityId, ids). */
const newsJson = perDatabase((db) => {
  const rows = byIds(news.id);
  return db
    .select({ items: jsonArrayText(newsItemJson, rows.order) })
    .from(news)
    .where(and(eq(news.communityId, sql.placeholder('communityId')), rows.where))
    .prepare('koinonia_news_json');
});

export async function listNews(db: Tx, communityId: string, q: NewsListQuery) {
  const tags = q.tags
    ?.split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const query = newsList(db, listShape(q, tags));
  const values = {
    communityId,
    pattern: q.search ? containsPattern(q.search) : undefined,
    category: q.category,
    tags: tags?.join(','),
    priority: q.priority,
  };
  const { limit, offset } = pageWindow(q);
  const [items, [count]] = await Promise.all([
    jsonPage(query.ids, newsJson(db), { ...values, limit, offset }),
    query.total.execute(values),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** One of a community's news items: every query of one item names its community too. */
export interface NewsKey {
  communityId: string;
  newsId: string;
}

/** A news item (an inactive one only with `includeInactive`); `forUpdate` locks it for the transaction. */
export async function findNews(
  db: Tx,
  {
    communityId,
    newsId,
    includeInactive,
    forUpdate,
  }: NewsKey & { includeInactive: boolean; forUpdate?: boolean },
) {
  const query = db
    .select()
    .from(news)
    .where(and(visibility(communityId, includeInactive), eq(news.id, newsId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertNews(db: Tx, values: typeof news.$inferInsert) {
  const [row] = await db.insert(news).values(values).returning();
  return row!;
}

export async function updateNews(
  db: Tx,
  { communityId, newsId, values }: NewsKey & { values: Partial<typeof news.$inferInsert> },
) {
  const [row] = await db
    .update(news)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(news.communityId, communityId), eq(news.id, newsId)))
    .returning();
  return row;
}

/** Deletes a news item, answering its stored image (to remove from disk), or undefined if none was deleted. */
export async function deleteNews(db: Tx, { communityId, newsId }: NewsKey) {
  const [row] = await db
    .delete(news)
    .where(and(eq(news.communityId, communityId), eq(news.id, newsId)))
    .returning({ imageUrl: news.imageUrl, title: news.title });
  return row;
}

export function categoryCounts(
  db: Tx,
  communityId: string,
  { includeInactive }: { includeInactive: boolean },
) {
  return db
    .select({ category: news.category, count: sql<number>`count(*)::int` })
    .from(news)
    .where(and(visibility(communityId, includeInactive), sql`${news.category} is not null`))
    .groupBy(news.category);
}

/**
 * Each tag with how many items (visible to the caller) carry it, most used first: the community's
 * counters (news_tag_counts, kept by triggers), not an unnest of every item.
 */
export function tagCounts(db: Tx, communityId: string, { includeInactive }: { includeInactive: boolean }) {
  return tagCountsOf(db, includeInactive ? 'all' : 'active').execute({ communityId });
}

/** tagCounts' statement, built once per visibility (placeholder: communityId). */
const tagCountsOf = perDatabaseAndShape((db, visible: 'all' | 'active') => {
  const count = sql<number>`sum(${newsTagCounts.count})::int`;
  return db
    .select({ name: newsTagCounts.tag, count })
    .from(newsTagCounts)
    .where(
      and(
        eq(newsTagCounts.communityId, sql.placeholder('communityId')),
        visible === 'all' ? undefined : eq(newsTagCounts.isActive, true),
      ),
    )
    .groupBy(newsTagCounts.tag)
    .having(sql`sum(${newsTagCounts.count}) > 0`)
    .orderBy(sql`sum(${newsTagCounts.count}) desc`, newsTagCounts.tag)
    .prepare(unnamed);
});

/** Active slice cards for the mobile home: most important first, in the table's order within a priority. */
/**
 * The app's home cards: the community's first `slots` active slice cards in the table's order, as JSON
 * text of newsItemSchema items (one named statement), and how many there are.
 */
export async function sliceCardsJson(db: Tx, communityId: string, { slots }: { slots: number }) {
  const [row] = await sliceCardsOf(db).execute({ communityId, slots });
  return { items: row?.items ?? '[]', count: row?.count ?? 0 };
}

const sliceCardsOf = perDatabase((db) => {
  const cards = db
    .select({ id: news.id })
    .from(news)
    .where(
      and(
        eq(news.communityId, sql.placeholder('communityId')),
        eq(news.isActive, true),
        eq(news.isSliceCard, true),
      ),
    )
    .orderBy(asc(news.priority), ...withinPriority)
    .limit(sql.placeholder('slots'));
  return db
    .select({
      items: jsonArrayText(newsItemJson, [asc(news.priority), ...withinPriority]),
      count: sql<number>`count(*)::int`,
    })
    .from(news)
    .where(and(eq(news.communityId, sql.placeholder('communityId')), inArray(news.id, cards)))
    .prepare('koinonia_news_slice_json');
});

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
    .where(and(eq(news.communityId, communityId), eq(news.id, newsId)));
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
