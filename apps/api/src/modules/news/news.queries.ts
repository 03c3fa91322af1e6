import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { containsPattern } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/pagination.ts';

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

function orderOf(q: NewsListQuery): SQL[] {
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
      // The table's order: priority ascending, then newest created first.
      return [dir(q.sortOrder ?? 'asc')(news.priority), desc(news.createdAt), desc(news.id)];
  }
}

export async function listNews(db: Tx, communityId: string, q: NewsListQuery) {
  const tags = q.tags
    ?.split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const where = and(
    visibility(communityId, q.includeInactive),
    q.search ? sql`${news.searchText} like koinonia_fold(${containsPattern(q.search)})` : undefined,
    q.viewType === 'RECENT'
      ? sql`${news.viewType} in ('RECENT', 'BOTH') and ${news.priority} <= 2`
      : undefined,
    q.viewType === 'ACTUALIDAD' ? sql`${news.viewType} in ('ACTUALIDAD', 'BOTH')` : undefined,
    q.category ? eq(news.category, q.category) : undefined,
    tags?.length
      ? sql`${news.tags} && ${sql`array[${sql.join(
          tags.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`}`
      : undefined,
    q.priority ? eq(news.priority, q.priority) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(...orderOf(q))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(news).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
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

export async function tagCounts(
  db: Tx,
  communityId: string,
  { includeInactive }: { includeInactive: boolean },
) {
  const tag = sql<string>`t.tag`;
  return db
    .select({ name: tag, count: sql<number>`count(*)::int` })
    .from(sql`${news} cross join lateral unnest(${news.tags}) as t(tag)`)
    .where(visibility(communityId, includeInactive))
    .groupBy(tag)
    .orderBy(sql`count(*) desc`, tag);
}

/** Active slice cards for the mobile home: most important first, newest first within a priority. */
export function sliceCards(db: Tx, communityId: string, { slots }: { slots: number }) {
  return db
    .select()
    .from(news)
    .where(and(eq(news.communityId, communityId), eq(news.isActive, true), eq(news.isSliceCard, true)))
    .orderBy(asc(news.priority), desc(news.createdAt), desc(news.id))
    .limit(slots);
}
