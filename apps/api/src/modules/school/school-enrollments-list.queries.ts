import type { EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import type { EnrollmentItem } from '@koinonia/shared/school/school-read.schemas';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  schoolCourses,
  schoolEnrollmentCounts,
  schoolEnrollments,
  schoolInstructors,
  schoolListVersions,
} from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { filterShapes } from '../../lib/filter-shape.ts';
import { containsPattern } from '../../lib/ids.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { type Anchor, anchorsQuery, fromAnchor, PageAnchors } from '../../lib/page-anchors.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { isRareSearch, rareSearchOrder, SearchSample, searchCondition } from '../../lib/search-plan.ts';
import { VersionedTotals, VersionedValues } from '../../lib/versioned-totals.ts';
import { courseFields } from './school-courses.queries.ts';

/**
 * The school's enrollments, the list and its counts: every query names the community. The other reads
 * and the writes are in school-enrollments.queries.ts (which exports these too).
 */

export interface EnrollmentFilters {
  status?: EnrollmentStatus;
  courseId?: string;
  /** Inclusive Bogotá days of enrollment_date. */
  startDate?: string;
  endDate?: string;
  search?: string;
  /** Only this person's (the app). */
  userId?: string;
}

/** Which of the filters a query has: one built query per combination (filterShape). */
const FILTERS = ['userId', 'status', 'courseId', 'startDate', 'endDate', 'search'] as const;
type Filter = (typeof FILTERS)[number];
const shapes = filterShapes(FILTERS);

/** The filters present, as a key ('status,search'; '' for none): at most 64 values, never user text. */
function filterShape(f: EnrollmentFilters): string {
  return shapes.shapeOf({
    userId: !!f.userId,
    status: !!f.status,
    courseId: !!f.courseId,
    startDate: !!f.startDate,
    endDate: !!f.endDate,
    search: !!f.search,
  });
}

/** The filters' values for the placeholders of filtersOfShape (days as the instants that bound them). */
function filterValues(communityId: string, f: EnrollmentFilters) {
  return {
    communityId,
    userId: f.userId,
    status: f.status,
    courseId: f.courseId,
    from: f.startDate ? bogotaDayStart(f.startDate).toISOString() : undefined,
    until: f.endDate ? bogotaDayStart(f.endDate, 1).toISOString() : undefined,
    pattern: f.search ? containsPattern(f.search) : undefined,
  };
}
type FilterValues = ReturnType<typeof filterValues>;

/**
 * The filters' conditions, written once: `has` says which filters the query has and `param` gives the
 * value to compare with, a placeholder (a query built once per shape) or the value itself (a query
 * built for one call).
 */
function filterConditions(has: (k: Filter) => boolean, param: (name: keyof FilterValues) => unknown) {
  const p = param as (name: keyof FilterValues) => string;
  return and(
    eq(schoolEnrollments.communityId, p('communityId')),
    has('userId') ? eq(schoolEnrollments.userId, p('userId')) : undefined,
    has('status') ? eq(schoolEnrollments.status, p('status') as EnrollmentStatus) : undefined,
    has('courseId') ? eq(schoolEnrollments.courseId, p('courseId')) : undefined,
    has('startDate') ? sql`${schoolEnrollments.enrollmentDate} >= ${p('from')}::timestamptz` : undefined,
    has('endDate') ? sql`${schoolEnrollments.enrollmentDate} < ${p('until')}::timestamptz` : undefined,
    has('search') ? searchCondition(schoolEnrollments.searchText, 'search', () => p('pattern')) : undefined,
  );
}

/** The filters with their values, for the queries built on each call (the export, the report's counts). */
export function filtersWhere(communityId: string, f: EnrollmentFilters): SQL | undefined {
  const values = filterValues(communityId, f);
  return filterConditions(
    (k) => !!f[k],
    (name) => values[name],
  );
}

/** The filters as placeholders (filterValues), for the queries built once per filter shape. */
function filtersOfShape(shape: string): SQL | undefined {
  return filterConditions(shapes.hasIn(shape), sql.placeholder);
}

export const newestFirst = [desc(schoolEnrollments.enrollmentDate), desc(schoolEnrollments.id)];
const oldestFirst = [asc(schoolEnrollments.enrollmentDate), asc(schoolEnrollments.id)];
/** The same orders for a rare search: its matches sorted, never the date index walked (isRareSearch). */
const rareNewestFirst = [
  rareSearchOrder(schoolEnrollments.enrollmentDate, 'desc'),
  desc(schoolEnrollments.id),
];
const rareOldestFirst = [rareSearchOrder(schoolEnrollments.enrollmentDate, 'asc'), asc(schoolEnrollments.id)];

/** A sample of the enrollments' search text, to tell a rare search (isRareSearch). */
const searchSample = new SearchSample(schoolEnrollments, schoolEnrollments.searchText);

/**
 * A page of enrollments, newest first (enrollment_date desc, id desc), with the total. Only the page's
 * ids are read in the (community[, status], date, id) order, a page past the middle from the oldest
 * end (nearerEnd), a deep page of the whole list or of a status from its kept anchor (page-anchors.ts),
 * and only they are joined with their course and instructor. Filtered by status or course only (the
 * screen's default), the total is the kept counts' (school_enrollment_counts); narrowed by a search or
 * dates, it is counted once per list version (keptNarrowed).
 */
export async function listEnrollmentsJson(
  db: Tx,
  communityId: string,
  q: EnrollmentFilters & { page: number; limit: number },
  view: 'dashboard' | 'mine',
) {
  const shape = filterShape(q);
  const values = filterValues(communityId, q);
  const version = await listVersionOf(db, communityId);
  // A page from an anchor has no rare search (anchorsCover).
  const order = q.search && (await isRareSearch(db, searchSample, q.search)) ? 'sorted' : 'walked';
  return listPage({
    db,
    model: view === 'mine' ? myEnrollmentModel : enrollmentModel,
    values,
    page: q,
    ids: (direction) => enrollmentPageIds(db, `${shape}:${direction}:${order}`),
    count: async () => (await narrowedCount(db, shape).execute(values))[0]?.total ?? 0,
    keep: async (count) =>
      countsCover(q)
        ? (await summedCounts(db, communityId, q, version)).total
        : keptNarrowed(communityId, q, version, count),
    nearerEnd: true,
    anchors: anchorsCover(q)
      ? (at) =>
          anchors.page(
            at,
            [communityId, q.status],
            async () => version,
            () => anchorsOf(db, shape).execute(values),
          )
      : undefined,
  });
}

/** The lists a deep page reads from an anchor: the community's, or a status's (their index gives the order). */
function anchorsCover(f: EnrollmentFilters): boolean {
  return !f.courseId && !f.startDate && !f.endDate && !f.search && !f.userId;
}

/** The anchors of the community's list and of each status, per list version (school_list_versions). */
const anchors = new PageAnchors();
const listOrder = {
  table: schoolEnrollments,
  at: schoolEnrollments.enrollmentDate,
  id: schoolEnrollments.id,
};
const anchorsOf = perDatabaseAndShape((db, shape: string): { execute(v: FilterValues): Promise<Anchor[]> } =>
  anchorsQuery(db, listOrder, filtersOfShape(shape)),
);

/**
 * The ids of a page of enrollments, built once per filter shape, direction and order (placeholders:
 * filterValues, limit, offset; anchored: from an anchor, AnchorValues too): 'sorted' for a rare search,
 * its matches sorted (isRareSearch). Unnamed statements: each call is planned with its values (a
 * search's pattern, a date range).
 */
const enrollmentPageIds = perDatabaseAndShape(
  (db, key: `${string}:${'backwards' | 'forwards' | 'anchored'}:${'sorted' | 'walked'}`) => {
    const [shape = '', direction, order] = key.split(':');
    const orders = order === 'sorted' ? [rareNewestFirst, rareOldestFirst] : [newestFirst, oldestFirst];
    return db
      .select({ id: schoolEnrollments.id })
      .from(schoolEnrollments)
      .where(and(filtersOfShape(shape), direction === 'anchored' ? fromAnchor(listOrder) : undefined))
      .orderBy(...orders[direction === 'backwards' ? 1 : 0]!)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unnamed);
  },
);

/** An enrollment with its course and instructor (joined) as enrollmentItemSchema has it. */
const enrollmentFields = {
  id: schoolEnrollments.id,
  status: schoolEnrollments.status,
  enrollmentDate: isoText(schoolEnrollments.enrollmentDate),
  userId: schoolEnrollments.userId,
  userSnapshot: jsonObject({
    name: schoolEnrollments.snapshotName,
    email: schoolEnrollments.snapshotEmail,
    phone: schoolEnrollments.snapshotPhone,
    documentNumber: schoolEnrollments.snapshotDocumentNumber,
    address: schoolEnrollments.snapshotAddress,
  }),
  course: jsonObject({
    id: courseFields.id,
    title: courseFields.title,
    instructor: courseFields.instructor,
    schedule: courseFields.schedule,
    startDate: courseFields.startDate,
    endDate: courseFields.endDate,
    location: courseFields.location,
    capacity: courseFields.capacity,
    enrolledCount: courseFields.enrolledCount,
    availableSpots: courseFields.availableSpots,
  }),
  motivation: schoolEnrollments.motivation,
  rejectionReason: schoolEnrollments.rejectionReason,
  whatsappSent: schoolEnrollments.whatsappSent,
  statusChangedAt: isoText(schoolEnrollments.statusChangedAt),
};

/** The enrollments with their courses and instructors, for a read model's select. */
const enrollmentsFrom = (db: Tx, fields: { items: SQL<string> }) =>
  db
    .select(fields)
    .from(schoolEnrollments)
    .innerJoin(schoolCourses, eq(schoolCourses.id, schoolEnrollments.courseId))
    .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId));

const ofCommunity = eq(schoolEnrollments.communityId, sql.placeholder('communityId'));

/** An enrollment on the dashboard, as enrollmentItemSchema answers it: one enrollment, a page's items. */
export const enrollmentModel = readModel<EnrollmentItem>({
  name: 'enrollments',
  id: schoolEnrollments.id,
  scope: ofCommunity,
  from: enrollmentsFrom,
  item: jsonObject(enrollmentFields),
});

/** The member's own enrollment, without userId (myEnrollmentsPageSchema); another person's is not found. */
const { userId: _userId, ...myEnrollmentFields } = enrollmentFields;
export const myEnrollmentModel = readModel<Omit<EnrollmentItem, 'userId'>>({
  name: 'my_enrollments',
  id: schoolEnrollments.id,
  scope: and(ofCommunity, eq(schoolEnrollments.userId, sql.placeholder('userId')))!,
  from: enrollmentsFrom,
  item: jsonObject(myEnrollmentFields),
});

/** Totals of searches and date ranges, per community list version (school_list_versions). */
const narrowedTotals = new VersionedTotals();

/** The community's list version (school_list_versions): a read by primary key. */
const listVersion = perDatabase((db) =>
  db
    .select({ version: schoolListVersions.version })
    .from(schoolListVersions)
    .where(eq(schoolListVersions.communityId, sql.placeholder('communityId')))
    .prepare('koinonia_school_list_version'),
);

/** The count of a narrowed list, built once per filter shape (placeholders: filterValues). */
const narrowedCount = perDatabaseAndShape((db, shape: string) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(schoolEnrollments)
    .where(filtersOfShape(shape))
    .prepare(unnamed),
);

async function listVersionOf(db: Tx, communityId: string): Promise<number> {
  const [row] = await listVersion(db).execute({ communityId });
  return row?.version ?? 0;
}

/** A narrowed list's total, counted once per list version. */
function keptNarrowed(
  communityId: string,
  f: EnrollmentFilters,
  version: number,
  count: () => Promise<number>,
) {
  const { status, courseId, startDate, endDate, search, userId } = f;
  return narrowedTotals.get(
    [communityId, status, courseId, startDate, endDate, search, userId],
    version,
    count,
  );
}

/** Whether the kept counts answer these filters: none, or only a status and/or a course. */
function countsCover(f: EnrollmentFilters): boolean {
  return !f.startDate && !f.endDate && !f.search && !f.userId;
}

/** The counts of each status and the total (enrollmentStatsSchema), given how to count one status or all. */
function perStatus(count: (status?: EnrollmentStatus) => SQL<number>) {
  return {
    pending: count('PENDING'),
    confirmed: count('CONFIRMED'),
    waitlist: count('WAITLIST'),
    rejected: count('REJECTED'),
    completed: count('COMPLETED'),
    dropped: count('DROPPED'),
    total: count(),
  };
}

/**
 * The kept counts' sums, built once per shape (a status and/or a course or not; placeholders:
 * communityId, status, courseId).
 */
const keptCounts = perDatabaseAndShape((db, shape: `${'status' | ''}:${'course' | ''}`) => {
  const [status, course] = shape.split(':');
  return db
    .select(
      perStatus(
        (s) =>
          sql<number>`coalesce(sum(${schoolEnrollmentCounts.n})${s ? sql` filter (where ${schoolEnrollmentCounts.status} = ${s})` : sql``}, 0)::int`,
      ),
    )
    .from(schoolEnrollmentCounts)
    .where(
      and(
        eq(schoolEnrollmentCounts.communityId, sql.placeholder('communityId')),
        status ? eq(schoolEnrollmentCounts.status, sql.placeholder('status')) : undefined,
        course ? eq(schoolEnrollmentCounts.courseId, sql.placeholder('courseId')) : undefined,
      ),
    )
    .prepare(unnamed);
});

/**
 * The kept counts' sums, by community, status and course, kept in turn while the community's list version
 * stands (it rises with every enrollment added, removed, or moved to another status or course: all that
 * the counts see), so the stats and the unfiltered list's total do not sum a row per course each time.
 */
const keptSums = new VersionedValues<Record<keyof ReturnType<typeof perStatus>, number>>(2_000);

/** The kept counts of a status and/or course (countsCover), summed once per list version. */
function summedCounts(db: Tx, communityId: string, f: EnrollmentFilters, version: number) {
  const shape = `${f.status ? 'status' : ''}:${f.courseId ? 'course' : ''}` as const;
  return keptSums.get([communityId, f.status, f.courseId], version, async () => {
    const [row] = await keptCounts(db, shape).execute({
      communityId,
      status: f.status,
      courseId: f.courseId,
    });
    return row!;
  });
}

/**
 * The number of enrollments of each status (enrollmentStatsSchema), of the community or of a filter.
 * Without dates, search or person, it reads the kept counts (a row per course and status, their sums
 * kept per list version); otherwise it counts the matching enrollments.
 */
export async function enrollmentCounts(db: Tx, communityId: string, f: EnrollmentFilters = {}) {
  if (countsCover(f)) return summedCounts(db, communityId, f, await listVersionOf(db, communityId));
  const [row] = await db
    .select(
      perStatus(
        (s) =>
          sql<number>`(count(*)${s ? sql` filter (where ${schoolEnrollments.status} = ${s})` : sql``})::int`,
      ),
    )
    .from(schoolEnrollments)
    .where(filtersWhere(communityId, f));
  return row!;
}
