import type { Prayer, PrayerFilters } from '@koinonia/shared/prayers/prayers.schemas';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prayerCounts, prayerDayCounts, prayerPraying, prayers, users } from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { filterShapes } from '../../lib/filter-shape.ts';
import { isoText, jsonArray, jsonObject } from '../../lib/json-items.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { listedMark, personJson, prayingUserJson } from './prayers-praying.queries.ts';

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

/** Which of the list's filters a query has: one built query per combination (FilterShape). */
const shapes = filterShapes([
  'category',
  'isAnswered',
  'isAnonymous',
  'startDate',
  'endDate',
  'mine',
] as const);

/** The filters present, as a key ('category,startDate'; '' for none): at most 64 values, never user text. */
function filterShape(f: PrayerFilters): string {
  return shapes.shapeOf({
    category: !!f.category,
    isAnswered: f.isAnswered !== undefined,
    isAnonymous: f.isAnonymous !== undefined,
    startDate: !!f.startDate,
    endDate: !!f.endDate,
    mine: f.mine === true,
  });
}

/** The filters' values for the placeholders of filtersWhere (days as the instants that bound them). */
function filterValues(communityId: string, f: PrayerFilters) {
  return {
    communityId,
    category: f.category,
    isAnswered: f.isAnswered,
    isAnonymous: f.isAnonymous,
    from: f.startDate ? bogotaDayStart(f.startDate).toISOString() : undefined,
    until: f.endDate ? bogotaDayStart(f.endDate, 1).toISOString() : undefined,
    startDay: f.startDate,
    endDay: f.endDate,
  };
}

/**
 * The list's filters, as placeholders (filterValues, and viewerId for `mine`); startDate and endDate
 * are inclusive Bogotá days of createdAt.
 */
function filtersWhere(shape: string): SQL | undefined {
  const has = shapes.hasIn(shape);
  const p = sql.placeholder;
  return and(
    eq(prayers.communityId, p('communityId')),
    has('category') ? eq(prayers.category, p('category')) : undefined,
    has('isAnswered') ? eq(prayers.isAnswered, p('isAnswered')) : undefined,
    has('isAnonymous') ? eq(prayers.isAnonymous, p('isAnonymous')) : undefined,
    has('startDate') ? sql`${prayers.createdAt} >= ${p('from')}::timestamptz` : undefined,
    has('endDate') ? sql`${prayers.createdAt} < ${p('until')}::timestamptz` : undefined,
    has('mine') ? eq(prayers.userId, p('viewerId')) : undefined,
  );
}

/** Whether the viewer (the placeholder viewerId) prays for the row's prayer: one EXISTS per row. */
const prayingByViewer = sql<boolean>`exists (select 1 from ${prayerPraying} where ${prayerPraying.prayerId} = ${prayers.id} and ${prayerPraying.userId} = ${sql.placeholder('viewerId')})`;

const newestFirst = [desc(prayers.createdAt), desc(prayers.id)];

/** The community's prayer_counts row: a read by primary key. */
const countsRow = perDatabase((db) =>
  db
    .select({ prayers: prayerCounts.prayers, answered: prayerCounts.answered })
    .from(prayerCounts)
    .where(eq(prayerCounts.communityId, sql.placeholder('communityId')))
    .prepare('koinonia_prayer_counts'),
);

/** The community's totals, from its prayer_counts row (one row, however many prayers). */
async function communityTotals(db: Tx, communityId: string) {
  const [row] = await countsRow(db).execute({ communityId });
  return { prayers: row?.prayers ?? 0, answered: row?.answered ?? 0 };
}

/** The sums of the per-day counts under the filters of one shape (placeholders: filterValues). */
const dayCountsSum = perDatabaseAndShape((db, shape: string) => {
  const d = prayerDayCounts;
  const has = shapes.hasIn(shape);
  const p = sql.placeholder;
  return db
    .select({
      prayers: sql<number>`coalesce(sum(${d.prayers}), 0)::int`,
      answered: sql<number>`coalesce(sum(${d.answered}), 0)::int`,
    })
    .from(d)
    .where(
      and(
        eq(d.communityId, p('communityId')),
        has('category') ? eq(d.category, p('category')) : undefined,
        has('isAnonymous') ? eq(d.isAnonymous, p('isAnonymous')) : undefined,
        has('startDate') ? sql`${d.day} >= ${p('startDay')}::date` : undefined,
        has('endDate') ? sql`${d.day} <= ${p('endDay')}::date` : undefined,
      ),
    )
    .prepare(unnamed);
});

/**
 * The counts of one person's prayers under the filters of one shape (placeholders: filterValues and
 * viewerId): a person's own prayers are few, counted through their index (prayers_user_idx).
 */
const ownCountsSum = perDatabaseAndShape((db, shape: string) =>
  db
    .select({
      prayers: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${prayers.isAnswered}))::int`,
    })
    .from(prayers)
    .where(filtersWhere(shape))
    .prepare(unnamed),
);

/**
 * The banner's counts over everything the filters match and the header's totals of the whole community.
 * With no filter, or the answered one alone, the summary follows from the totals; the caller's own
 * prayers (`mine`) are counted; otherwise from the per-day counts (every other filter is one of their
 * dimensions: the Bogotá day, the category, the anonymity, and answered as a column): a range's days ×
 * 18 rows at most, never the prayers themselves.
 */
export async function prayerSummary(db: Tx, communityId: string, viewerId: string, f: PrayerFilters) {
  const totals = await communityTotals(db, communityId);
  const byTotals = !f.category && f.isAnonymous === undefined && !f.startDate && !f.endDate && !f.mine;
  let prayersIn = totals.prayers;
  let answeredIn = totals.answered;
  if (f.mine) {
    const shape = filterShape({ ...f, isAnswered: undefined });
    const [row] = await ownCountsSum(db, shape).execute({ ...filterValues(communityId, f), viewerId });
    prayersIn = row?.prayers ?? 0;
    answeredIn = row?.answered ?? 0;
  } else if (!byTotals) {
    // isAnswered is a column of the sums, not a filter of the rows.
    const shape = filterShape({ ...f, isAnswered: undefined });
    const [row] = await dayCountsSum(db, shape).execute(filterValues(communityId, f));
    prayersIn = row?.prayers ?? 0;
    answeredIn = row?.answered ?? 0;
  }
  const shown = f.isAnswered === undefined ? prayersIn : f.isAnswered ? answeredIn : prayersIn - answeredIn;
  const answered = f.isAnswered === false ? 0 : answeredIn;
  return { summary: { shown, answered, active: shown - answered }, totals };
}

const oldestFirst = [asc(prayers.createdAt), asc(prayers.id)];

/**
 * A prayer's newest people praying (placeholders perPrayer, showAnonymousAuthors), newest first, as
 * JSON (prayingUserSchema): per prayer, an index walk (prayer, newest first) that stops after
 * `perPrayer` listed rows (listedMark: an anonymous author's own mark only for pastors).
 */
const prayingUsersJson = sql`(select ${jsonArray(
  prayingUserJson(
    sql`latest.user_id`,
    sql`latest.created_at`,
    sql`praying_user.name`,
    sql`praying_user.avatar`,
  ),
  [sql`latest.created_at desc`, sql`latest.user_id desc`],
)} from (select ${prayerPraying.userId} as user_id, ${prayerPraying.createdAt} as created_at from ${prayerPraying} where ${prayerPraying.prayerId} = ${prayers.id} and ${listedMark} order by ${prayerPraying.createdAt} desc, ${prayerPraying.userId} desc limit ${sql.placeholder('perPrayer')}) latest join ${users} as praying_user on praying_user.id = latest.user_id)`;

/** Who reads a prayer: the placeholders of prayerModel beside the community. */
export type PrayerViewer = {
  communityId: string;
  /** The caller: isPraying and isMine are theirs. */
  viewerId: string;
  /** Pastors see the authors of anonymous prayers (and an author's own mark among the people praying). */
  showAnonymousAuthors: boolean;
  /** How many of the newest people praying each prayer names. */
  perPrayer: number;
};

/**
 * A prayer as prayerSchema answers it, for its viewer (placeholders: PrayerViewer): every read of one
 * prayer, a write's answer and a page of the list. The author is named unless the prayer is anonymous
 * and the viewer no pastor; the newest people praying are nested.
 */
export const prayerModel = readModel<Prayer>({
  name: 'prayers',
  id: prayers.id,
  scope: eq(prayers.communityId, sql.placeholder('communityId')),
  from: (db, fields) => db.select(fields).from(prayers).innerJoin(users, eq(users.id, prayers.userId)),
  item: jsonObject({
    id: prayers.id,
    communityId: prayers.communityId,
    title: prayers.title,
    description: prayers.description,
    category: prayers.category,
    isAnonymous: prayers.isAnonymous,
    isAnswered: prayers.isAnswered,
    answeredAt: isoText(prayers.answeredAt),
    createdAt: isoText(prayers.createdAt),
    updatedAt: isoText(prayers.updatedAt),
    user: sql`case when not ${prayers.isAnonymous} or ${sql.placeholder('showAnonymousAuthors')}::boolean then ${jsonObject({ id: prayers.userId, ...personJson(users.name, users.avatar) })} end`,
    testimony: sql`case when ${prayers.testimonyContent} is not null then ${jsonObject({
      content: prayers.testimonyContent,
      createdAt: isoText(sql`coalesce(${prayers.testimonyCreatedAt}, ${prayers.updatedAt})`),
    })} end`,
    prayingCount: prayers.prayingCount,
    prayingUsers: prayingUsersJson,
    isPraying: prayingByViewer,
    isMine: sql`${prayers.userId} = ${sql.placeholder('viewerId')}`,
  }),
});

/**
 * The ids of a page of prayers, built once per filter shape and direction (placeholders: filterValues,
 * limit, offset). Unnamed statements: each call is planned with its values (a rare category or a short
 * date range is read by another index than the whole list). The page's ids come from the prayers'
 * indexes alone (a deferred join).
 */
const prayerPageIds = perDatabaseAndShape((db, key: string) => {
  const [shape = '', direction] = key.split(':');
  return db
    .select({ id: prayers.id })
    .from(prayers)
    .where(filtersWhere(shape))
    .orderBy(...(direction === 'backwards' ? oldestFirst : newestFirst))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(unnamed);
});

/**
 * One page of the prayers matching the filters, newest first, as JSON text of prayerModel's items;
 * `total` is the summary's count of them. A deep page is walked from the nearer end of the list (the
 * same order read backwards: createdAt and id are NOT NULL and id is unique), so the last page costs
 * what the first does.
 */
export function listPrayers(
  db: Tx,
  viewer: PrayerViewer,
  q: PrayerFilters & PageQuery,
  total: number,
): Promise<{ items: string; total: number }> {
  const shape = filterShape(q);
  return listPage({
    db,
    model: prayerModel,
    values: { ...filterValues(viewer.communityId, q), ...viewer },
    page: q,
    ids: (direction) => prayerPageIds(db, `${shape}:${direction}`),
    count: async () => total,
    nearerEnd: true,
  });
}
