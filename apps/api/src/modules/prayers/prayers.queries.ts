import type { PrayerFilters } from '@koinonia/shared/prayers/prayers.schemas';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prayerCounts, prayerDayCounts, prayerPraying, prayers, users } from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { nearerEnd, pageWindow } from '../../lib/pagination.ts';

/**
 * Community prayers, the reads: the list with its counts, one prayer, the people praying. Every query
 * names the community. The writes are in prayers-write.queries.ts, statistics in prayer-stats.queries.ts.
 */

export interface PrayerKey {
  communityId: string;
  prayerId: string;
}
export interface PageQuery {
  page: number;
  limit: number;
}

/** The list's filters; startDate and endDate are inclusive Bogotá days of createdAt. */
function filtersWhere(communityId: string, f: PrayerFilters): SQL | undefined {
  return and(
    eq(prayers.communityId, communityId),
    f.category ? eq(prayers.category, f.category) : undefined,
    f.isAnswered === undefined ? undefined : eq(prayers.isAnswered, f.isAnswered),
    f.isAnonymous === undefined ? undefined : eq(prayers.isAnonymous, f.isAnonymous),
    f.startDate ? gte(prayers.createdAt, bogotaDayStart(f.startDate)) : undefined,
    f.endDate ? lt(prayers.createdAt, bogotaDayStart(f.endDate, 1)) : undefined,
  );
}

const prayingBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${prayerPraying} where ${prayerPraying.prayerId} = ${prayers.id} and ${prayerPraying.userId} = ${viewerId})`;

/** A prayer with its author's account and whether `viewerId` prays for it (one EXISTS per row). */
function selectPrayers(db: Tx, viewerId: string) {
  return db
    .select({
      id: prayers.id,
      communityId: prayers.communityId,
      userId: prayers.userId,
      title: prayers.title,
      description: prayers.description,
      category: prayers.category,
      isAnonymous: prayers.isAnonymous,
      isAnswered: prayers.isAnswered,
      answeredAt: prayers.answeredAt,
      testimonyContent: prayers.testimonyContent,
      testimonyCreatedAt: prayers.testimonyCreatedAt,
      prayingCount: prayers.prayingCount,
      createdAt: prayers.createdAt,
      updatedAt: prayers.updatedAt,
      authorName: users.name,
      authorAvatar: users.avatar,
      isPraying: prayingBy(viewerId),
    })
    .from(prayers)
    .innerJoin(users, eq(users.id, prayers.userId));
}
export type PrayerRow = Awaited<ReturnType<ReturnType<typeof selectPrayers>['execute']>>[number];

const newestFirst = [desc(prayers.createdAt), desc(prayers.id)];

/** The community's totals, from its prayer_counts row (one row, however many prayers). */
async function communityTotals(db: Tx, communityId: string) {
  const [row] = await db
    .select({ prayers: prayerCounts.prayers, answered: prayerCounts.answered })
    .from(prayerCounts)
    .where(eq(prayerCounts.communityId, communityId));
  return { prayers: row?.prayers ?? 0, answered: row?.answered ?? 0 };
}

/**
 * The banner's counts over everything the filters match and the header's totals of the whole community.
 * With no filter, or the answered one alone, the summary follows from the totals; otherwise from the
 * per-day counts (every filter is one of their dimensions: the Bogotá day, the category, the anonymity,
 * and answered as a column): a range's days × 18 rows at most, never the prayers themselves.
 */
export async function prayerSummary(db: Tx, communityId: string, f: PrayerFilters) {
  const totals = await communityTotals(db, communityId);
  const byTotals = !f.category && f.isAnonymous === undefined && !f.startDate && !f.endDate;
  let prayersIn = totals.prayers;
  let answeredIn = totals.answered;
  if (!byTotals) {
    const d = prayerDayCounts;
    const [row] = await db
      .select({
        prayers: sql<number>`coalesce(sum(${d.prayers}), 0)::int`,
        answered: sql<number>`coalesce(sum(${d.answered}), 0)::int`,
      })
      .from(d)
      .where(
        and(
          eq(d.communityId, communityId),
          f.category ? eq(d.category, f.category) : undefined,
          f.isAnonymous === undefined ? undefined : eq(d.isAnonymous, f.isAnonymous),
          f.startDate ? gte(d.day, f.startDate) : undefined,
          f.endDate ? lte(d.day, f.endDate) : undefined,
        ),
      );
    prayersIn = row?.prayers ?? 0;
    answeredIn = row?.answered ?? 0;
  }
  const shown = f.isAnswered === undefined ? prayersIn : f.isAnswered ? answeredIn : prayersIn - answeredIn;
  const answered = f.isAnswered === false ? 0 : answeredIn;
  return { summary: { shown, answered, active: shown - answered }, totals };
}

const oldestFirst = [asc(prayers.createdAt), asc(prayers.id)];

/**
 * One page of the prayers matching the filters, newest first: the page's ids from the prayers' indexes
 * alone (a deferred join), then those prayers with their authors. Knowing `total`, the offset is walked
 * from the nearer end of the list (the same order read backwards: createdAt and id are NOT NULL and id
 * is unique), so the last page costs what the first does.
 */
export async function listPrayers(
  db: Tx,
  communityId: string,
  q: PrayerFilters & PageQuery & { viewerId: string; total: number },
) {
  const { limit, offset } = pageWindow(q);
  if (offset >= q.total) return [];
  const walk = nearerEnd({ limit, offset, total: q.total });
  const pageIds = db
    .select({ id: prayers.id })
    .from(prayers)
    .where(filtersWhere(communityId, q))
    .orderBy(...(walk.backwards ? oldestFirst : newestFirst))
    .limit(walk.limit)
    .offset(walk.offset);
  return selectPrayers(db, q.viewerId)
    .where(and(eq(prayers.communityId, communityId), inArray(prayers.id, pageIds)))
    .orderBy(...newestFirst);
}

export async function findPrayer(
  db: Tx,
  { communityId, prayerId, viewerId }: PrayerKey & { viewerId: string },
) {
  const [row] = await selectPrayers(db, viewerId)
    .where(and(eq(prayers.communityId, communityId), eq(prayers.id, prayerId)))
    .limit(1);
  return row;
}

const prayingColumns = {
  prayerId: prayerPraying.prayerId,
  userId: prayerPraying.userId,
  createdAt: prayerPraying.createdAt,
  name: users.name,
  avatar: users.avatar,
};
export type PrayingRow = {
  prayerId: string;
  userId: string;
  createdAt: Date;
  name: string;
  avatar: string | null;
};
const prayingNewestFirst = [desc(prayerPraying.createdAt), desc(prayerPraying.userId)];

/**
 * The newest `perPrayer` people praying for each of these prayers, in one statement: per prayer, an
 * index walk (prayer, newest first) that stops after `perPrayer` rows (a lateral subquery).
 */
export async function newestPraying(
  db: Tx,
  { communityId, prayerIds, perPrayer }: { communityId: string; prayerIds: string[]; perPrayer: number },
): Promise<PrayingRow[]> {
  if (prayerIds.length === 0) return [];
  const latest = db
    .select({
      prayerId: prayerPraying.prayerId,
      userId: prayerPraying.userId,
      createdAt: prayerPraying.createdAt,
    })
    .from(prayerPraying)
    .where(eq(prayerPraying.prayerId, prayers.id))
    .orderBy(...prayingNewestFirst)
    .limit(perPrayer)
    .as('latest');
  return db
    .select({
      prayerId: latest.prayerId,
      userId: latest.userId,
      createdAt: latest.createdAt,
      name: users.name,
      avatar: users.avatar,
    })
    .from(prayers)
    .crossJoinLateral(latest)
    .innerJoin(users, eq(users.id, latest.userId))
    .where(and(eq(prayers.communityId, communityId), inArray(prayers.id, prayerIds)))
    .orderBy(desc(latest.createdAt), desc(latest.userId));
}

/** One page of the people praying for a prayer, newest first, with the total. */
export async function prayingPage(db: Tx, { communityId, prayerId, page, limit }: PrayerKey & PageQuery) {
  const where = and(eq(prayerPraying.communityId, communityId), eq(prayerPraying.prayerId, prayerId));
  const window = pageWindow({ page, limit });
  const [rows, [count]] = await Promise.all([
    db
      .select(prayingColumns)
      .from(prayerPraying)
      .innerJoin(users, eq(users.id, prayerPraying.userId))
      .where(where)
      .orderBy(...prayingNewestFirst)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(prayerPraying).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
