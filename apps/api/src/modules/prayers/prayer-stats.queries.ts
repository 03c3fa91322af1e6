import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prayerDayCounts } from '../../db/schema.ts';

export type Granularity = 'day' | 'week' | 'month';

export interface StatsWindow {
  communityId: string;
  /** The period's first Bogotá day (YYYY-MM-DD). */
  firstDay: string;
  /** Today in Bogotá. */
  lastDay: string;
  /** The first day of the recent-activity window. */
  recentDay: string;
  granularity: Granularity;
}

const d = prayerDayCounts;

/** A day's bucket: itself, the Monday that starts its ISO week (date_trunc('week')), or its month's first day. */
const bucketOf: Record<Granularity, ReturnType<typeof sql>> = {
  day: sql`to_char(${d.day}, 'YYYY-MM-DD')`,
  week: sql`to_char(date_trunc('week', ${d.day}), 'YYYY-MM-DD')`,
  month: sql`to_char(date_trunc('month', ${d.day}), 'YYYY-MM-DD')`,
};

/**
 * The period's numbers from the community's counts per day and category (prayer_day_counts, kept by
 * trigger): at most the period's days × 9 rows, read by its primary key's range, however many prayers
 * there are. Grouping sets give, in one pass, the totals (the empty set), one row per category and one
 * per trend bucket, told apart by grouping().
 */
export async function periodStats(db: Tx, w: StatsWindow) {
  const bucket = bucketOf[w.granularity];
  const rows = await db
    .select({
      category: d.category,
      bucket: sql<string | null>`${bucket}`,
      byCategory: sql<number>`grouping(${d.category})`,
      byBucket: sql<number>`grouping(${bucket})`,
      total: sql<number>`coalesce(sum(${d.prayers}), 0)::int`,
      answered: sql<number>`coalesce(sum(${d.answered}), 0)::int`,
      recent: sql<number>`coalesce(sum(${d.prayers}) filter (where ${d.day} >= ${w.recentDay}), 0)::int`,
    })
    .from(d)
    .where(and(eq(d.communityId, w.communityId), gte(d.day, w.firstDay), lte(d.day, w.lastDay)))
    .groupBy(sql`grouping sets ((${d.category}), (${bucket}), ())`);
  // grouping() is 1 for a column left out of the row's set.
  const totals = rows.find((r) => r.byCategory === 1 && r.byBucket === 1);
  return {
    totals: { total: totals?.total ?? 0, answered: totals?.answered ?? 0, recent: totals?.recent ?? 0 },
    categories: rows.filter((r) => r.byCategory === 0).map((r) => ({ category: r.category, count: r.total })),
    trend: rows
      .filter((r) => r.byBucket === 0)
      .map((r) => ({ start: r.bucket!, total: r.total, answered: r.answered })),
  };
}
