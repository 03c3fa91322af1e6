import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { news, newsTagCounts } from '../../db/schema.ts';
import { deleteRow, insertRow, updateRow } from '../../lib/community-rows.ts';
import { isoText, jsonArrayText, jsonObject } from '../../lib/json-items.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { planSearch, type SearchMode, SearchSample, searchCondition } from '../../lib/search-plan.ts';

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
/** The table's order within one priority: by position, the newest first on a tie. */
export const withinPriority = [asc(news.position), desc(news.id)];

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
function listShape(q: NewsListQuery, tags: string[] | undefined, search: SearchMode | undefined): string {
  return [
    q.includeInactive ? 'all' : 'active',
    search ?? '',
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
    search ? searchCondition(news.searchText, search as SearchMode) : undefined,
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

/** A news item, as newsItemSchema answers it: every read of one item, a page or the home cards. */
export const newsModel = readModel<NewsItem>({
  name: 'news',
  id: news.id,
  scope: eq(news.communityId, sql.placeholder('communityId')),
  from: (db, fields) => db.select(fields).from(news),
  item: jsonObject({
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
  }),
});

/** The sample of the news' search text that plans their searches (lib/search-plan.ts). */
const searchSample = new SearchSample(news, news.searchText);

export async function listNews(db: Tx, communityId: string, q: NewsListQuery) {
  const tags = q.tags
    ?.split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const search = q.search ? await planSearch(db, searchSample, q.search) : undefined;
  const shape = listShape(q, tags, search?.mode);
  const query = newsList(db, shape);
  const values = {
    communityId,
    pattern: search?.values.pattern,
    driver: search?.values.driver,
    category: q.category,
    tags: tags?.join(','),
    priority: q.priority,
  };
  const { pattern, category, priority } = values;
  return listPage({
    db,
    model: newsModel,
    values,
    page: q,
    ids: () => query.ids,
    count: async () => (await query.total.execute(values))[0]?.total ?? 0,
    keep: (count) =>
      listTotals.get(db, communityId, [shape, pattern, category, values.tags, priority], count),
  });
}

/**
 * The lists' totals, by community, shape and filters, kept while the community's news version stands
 * (list_versions, raised by every change of its news): the next page, or the same list again, does not
 * count its items again. Pastors change news a few times a day and read the list far more often.
 */
const listTotals = new KeptPerVersion<number>('news', 2_000);

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

export function insertNews(db: Tx, values: typeof news.$inferInsert) {
  return insertRow(db, news, values);
}

export function updateNews(
  db: Tx,
  { communityId, newsId, values }: NewsKey & { values: Partial<typeof news.$inferInsert> },
) {
  return updateRow(db, news, { communityId, id: newsId }, values);
}

/** Deletes a news item, answering its stored image (to remove from disk), or undefined if none was deleted. */
export function deleteNews(db: Tx, { communityId, newsId }: NewsKey) {
  return deleteRow(db, news, { communityId, id: newsId });
}

/** How many items (visible to the caller) each category has, kept while the community's news version stands. */
export function categoryCounts(
  db: Tx,
  communityId: string,
  { includeInactive }: { includeInactive: boolean },
) {
  return keptCategoryCounts.get(db, communityId, [includeInactive], () =>
    db
      .select({ category: news.category, count: sql<number>`count(*)::int` })
      .from(news)
      .where(and(visibility(communityId, includeInactive), sql`${news.category} is not null`))
      .groupBy(news.category),
  );
}

const keptCategoryCounts = new KeptPerVersion<{ category: string | null; count: number }[]>('news', 500);

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
      items: jsonArrayText(newsModel.item, [asc(news.priority), ...withinPriority]),
      count: sql<number>`count(*)::int`,
    })
    .from(news)
    .where(and(eq(news.communityId, sql.placeholder('communityId')), inArray(news.id, cards)))
    .prepare('koinonia_news_slice_json');
});
