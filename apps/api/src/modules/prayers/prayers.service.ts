import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import {
  PRAYERS_LIMITS,
  type Prayer,
  type PrayerStats,
  type PrayerStatsQuery,
  type PrayersPage,
  type PrayersQuery,
  type PrayingPage,
  prayerCategories,
} from '@koinonia/shared/prayers/prayers.schemas';
import { AppError } from '../../lib/app-error.ts';
import { bogotaDay, bogotaDayStart } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as sq from './prayer-stats.queries.ts';
import * as q from './prayers.queries.ts';
import * as pq from './prayers-praying.queries.ts';

/**
 * Community prayers, the reads: the list with its counts, one prayer, the people praying and the
 * statistics. The writes are in prayers-write.service.ts.
 *
 * Anonymity: an anonymous prayer's author is shown only to pastors (COMMUNITY_ADMIN), for pastoral
 * follow-up; everyone else (helpers, members, guests, and the author too) reads `user: null`, and
 * `isMine` tells the author it is theirs. No other response names a prayer's author: when the author
 * prays for their own anonymous prayer, the people praying leave them out for everyone but pastors
 * (prayers-praying.queries.ts, listedMark; docs/decisions/prayers.md).
 */

export const isDashboard = (caller: Caller) => dashboardRoles.includes(caller.role);

/** Whether the caller sees the authors of anonymous prayers: pastors only. */
export const seesAnonymousAuthors = (caller: Caller) => caller.role === 'COMMUNITY_ADMIN';

/** Who reads a prayer, for prayerModel's placeholders: the caller. */
export function viewerOf(caller: Caller): q.PrayerViewer {
  return {
    communityId: caller.communityId,
    viewerId: caller.userId,
    showAnonymousAuthors: seesAnonymousAuthors(caller),
    perPrayer: PRAYERS_LIMITS.prayingUsersShown,
  };
}

/**
 * GET /community/prayers: a page (newest first), the filtered summary and the community's totals. The
 * page's items are written by PostgreSQL (prayers.queries.ts prayerModel).
 */
export async function listPrayers(
  { db }: ServiceDeps,
  caller: Caller,
  query: PrayersQuery,
): Promise<PrayersPage> {
  const counts = await q.prayerSummary(db, caller.communityId, caller.userId, query);
  const { items, total } = await q.listPrayers(db, viewerOf(caller), query, counts.summary.shown);
  const { pagination } = paginated([], total, query);
  return withJsonItems<PrayersPage>({ pagination, ...counts }, items);
}

/** One prayer of the caller's community, or PRAYER_NOT_FOUND (also for a non-uuid id). */
export async function getPrayer({ db }: ServiceDeps, caller: Caller, id: string): Promise<Prayer> {
  const prayer = isUuid(id) ? await q.prayerModel.one(db, viewerOf(caller), id) : undefined;
  if (!prayer) throw new AppError('PRAYER_NOT_FOUND');
  return prayer;
}

/** A prayer as a write answers it, read once the write is committed. */
export async function readPrayer({ db }: ServiceDeps, caller: Caller, id: string): Promise<Prayer> {
  const prayer = await q.prayerModel.read(db, viewerOf(caller), id);
  if (!prayer) throw new AppError('PRAYER_NOT_FOUND');
  return prayer;
}

/** GET /community/prayers/{id}/praying: a page of the people praying, newest first. */
export async function listPraying(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  query: { page: number; limit: number },
) {
  if (!isUuid(id)) throw new AppError('PRAYER_NOT_FOUND');
  const found = await pq.prayingPage(db, {
    communityId: caller.communityId,
    prayerId: id,
    showAnonymousAuthors: seesAnonymousAuthors(caller),
    ...query,
  });
  if (!found) throw new AppError('PRAYER_NOT_FOUND');
  return withJsonItems<PrayingPage>(
    { pagination: paginated([], found.total, query).pagination },
    found.items,
  );
}

const granularityOf = (period: number): sq.Granularity =>
  period <= 30 ? 'day' : period <= 90 ? 'week' : 'month';

/** The trend's buckets, oldest first, from the one holding the period's first day to today's. */
export function bucketStarts(firstDay: string, lastDay: string, granularity: sq.Granularity): string[] {
  const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
  const start = toDate(firstDay);
  if (granularity === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (granularity === 'month') start.setUTCDate(1);
  const end = toDate(lastDay);
  const starts: string[] = [];
  for (const d = start; d <= end; ) {
    starts.push(d.toISOString().slice(0, 10));
    if (granularity === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (granularity === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return starts;
}

/**
 * GET /community/prayers/statistics: every number over the prayers created in the last `period` Bogotá
 * days, today included (see prayerStatsSchema), read from the per-day counts. No author is named.
 */
export async function statistics(
  { db }: ServiceDeps,
  caller: Caller,
  { period }: PrayerStatsQuery,
  now = new Date(),
): Promise<PrayerStats> {
  const today = bogotaDay(now);
  const granularity = granularityOf(period);
  const recentDays = Math.min(PRAYERS_LIMITS.recentDays, period);
  const firstDay = bogotaDay(bogotaDayStart(today, -(period - 1)));
  const { totals, categories, trend } = await sq.periodStats(db, {
    communityId: caller.communityId,
    firstDay,
    lastDay: today,
    recentDay: bogotaDay(bogotaDayStart(today, -(recentDays - 1))),
    granularity,
  });
  const byBucket = new Map(trend.map((t) => [t.start, t]));
  const categoryCounts = prayerCategories
    .map((category) => ({ category, count: categories.find((c) => c.category === category)?.count ?? 0 }))
    // Array.prototype.sort is stable: equal counts keep the categories' own order.
    .sort((a, b) => b.count - a.count);
  return {
    period,
    totalPrayers: totals.total,
    answeredPrayers: totals.answered,
    recentActivity: totals.recent,
    categoryCounts,
    granularity,
    trend: bucketStarts(firstDay, today, granularity).map((start) => ({
      start,
      total: byBucket.get(start)?.total ?? 0,
      answered: byBucket.get(start)?.answered ?? 0,
    })),
  };
}
