import type { EventsQuery } from '@koinonia/shared/events/events.schemas';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventInterests, events, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/ids.ts';
import { nearerEnd, pageWindow } from '../../lib/pagination.ts';

/**
 * Community events, the reads. Every query names the community. The writes are in
 * events-write.queries.ts.
 */

export interface EventKey {
  communityId: string;
  eventId: string;
}
export type EventRow = typeof events.$inferSelect;
export type EventsFilters = Omit<EventsQuery, 'page' | 'limit'>;

/** The dashboard list's filters (see eventsQuerySchema). search: any case, with or without accents (koinonia_fold). */
function filtersWhere(communityId: string, f: EventsFilters): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    eq(events.communityId, communityId),
    f.includeInactive ? undefined : eq(events.isActive, true),
    f.category ? eq(events.category, f.category) : undefined,
    f.status ? eq(events.status, f.status) : undefined,
    f.featured === undefined ? undefined : eq(events.featured, f.featured),
    f.startDate ? gte(events.eventDate, f.startDate) : undefined,
    f.endDate ? lte(events.eventDate, f.endDate) : undefined,
    f.tags?.length
      ? sql`${events.tags} && array[${sql.join(
          f.tags.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    pattern ? sql`${events.searchText} like koinonia_fold(${pattern})` : undefined,
  );
}

/**
 * One page of the dashboard's list, with the total matching the filters. The order: the events still
 * to come (dated `today` or later) first, by date, time and id; then the past ones, newest first (date,
 * time and id descending). Each part is an ordered walk of the (community, date, time, id) index, one
 * forwards and one backwards, so no page sorts the community's events: the part counts (one pass over
 * the index) say which part, or both, the page falls in.
 */
export async function listEvents(
  db: Tx,
  communityId: string,
  q: EventsFilters & { page: number; limit: number; today: string },
) {
  const where = filtersWhere(communityId, q);
  const { limit, offset } = pageWindow(q);
  const [count] = await db
    .select({
      total: sql<number>`count(*)::int`,
      coming: sql<number>`(count(*) filter (where ${events.eventDate} >= ${q.today}))::int`,
    })
    .from(events)
    .where(where);
  const total = count?.total ?? 0;
  const coming = count?.coming ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows: EventRow[] = [];
  if (offset < coming)
    rows.push(
      ...(await db
        .select()
        .from(events)
        .where(and(where, gte(events.eventDate, q.today)))
        .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id))
        .limit(limit)
        .offset(offset)),
    );
  if (rows.length < limit && offset + rows.length >= coming)
    rows.push(
      ...(await db
        .select()
        .from(events)
        .where(and(where, lt(events.eventDate, q.today)))
        .orderBy(desc(events.eventDate), desc(events.eventTime), desc(events.id))
        .limit(limit - rows.length)
        .offset(Math.max(0, offset - coming))),
    );
  return { rows, total };
}

export async function findEvent(db: Tx, { communityId, eventId }: EventKey) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.communityId, communityId), eq(events.id, eventId)))
    .limit(1);
  return row;
}

const interestedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${eventInterests} where ${eventInterests.eventId} = ${events.id} and ${eventInterests.userId} = ${viewerId})`;

/** The app's events (active, upcoming or ongoing, from `today` on): featured first, then date and time. */
export async function listAppEvents(
  db: Tx,
  communityId: string,
  q: { page: number; limit: number; category?: string; today: string; viewerId: string },
) {
  const where = and(
    eq(events.communityId, communityId),
    eq(events.isActive, true),
    inArray(events.status, ['upcoming', 'ongoing']),
    gte(events.eventDate, q.today),
    q.category ? eq(events.category, q.category as EventRow['category']) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [count]] = await Promise.all([
    db
      .select({ event: events, isInterested: interestedBy(q.viewerId) })
      .from(events)
      .where(where)
      .orderBy(desc(events.featured), asc(events.eventDate), asc(events.eventTime), asc(events.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(events).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One active event with whether `viewerId` is interested. */
export async function findAppEvent(
  db: Tx,
  { communityId, eventId, viewerId }: EventKey & { viewerId: string },
) {
  const [row] = await db
    .select({ event: events, isInterested: interestedBy(viewerId) })
    .from(events)
    .where(and(eq(events.communityId, communityId), eq(events.id, eventId), eq(events.isActive, true)))
    .limit(1);
  return row;
}

/** The overview (eventsOverviewSchema), one aggregate over the community's events, hidden ones included. */
export async function overview(db: Tx, communityId: string, today: string) {
  const [row] = await db
    .select({
      totalEvents: sql<number>`count(*)::int`,
      upcomingEvents: sql<number>`(count(*) filter (where ${events.isActive} and ${events.status} not in ('cancelled', 'completed') and ${events.eventDate} >= ${today}))::int`,
      totalInterested: sql<number>`coalesce(sum(${events.interestedCount}), 0)::int`,
    })
    .from(events)
    .where(eq(events.communityId, communityId));
  return row ?? { totalEvents: 0, upcomingEvents: 0, totalInterested: 0 };
}

/** The events of the days [firstDay, lastDay], by date and time, at most `max` (asks one more to tell). */
export async function eventsBetween(
  db: Tx,
  communityId: string,
  q: { firstDay: string; lastDay: string; max: number; activeOnly?: boolean },
) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.communityId, communityId),
        gte(events.eventDate, q.firstDay),
        lte(events.eventDate, q.lastDay),
        q.activeOnly ? eq(events.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id))
    .limit(q.max + 1);
}

const personColumns = {
  userId: eventInterests.userId,
  createdAt: eventInterests.createdAt,
  name: users.name,
  email: users.email,
};
const interestsNewestFirst = [desc(eventInterests.createdAt), desc(eventInterests.userId)];

/**
 * A page of the people interested in an event, newest first, knowing their number (`total`, the
 * event's interested_count): the page's interests are read from the (event, created_at, user) index
 * alone and only they are joined with their people (not every row the offset skips); a page past the
 * middle walks the index from the oldest end, so the last page costs what the first does. The caller
 * has checked that the event is the community's.
 */
export async function interestedPage(
  db: Tx,
  { eventId, page, limit, total }: { eventId: string; page: number; limit: number; total: number },
) {
  const { offset } = pageWindow({ page, limit });
  if (offset >= total) return [];
  const walk = nearerEnd({ limit, offset, total });
  const ids = db
    .select({ userId: eventInterests.userId, createdAt: eventInterests.createdAt })
    .from(eventInterests)
    .where(eq(eventInterests.eventId, eventId))
    .orderBy(
      ...(walk.backwards
        ? [asc(eventInterests.createdAt), asc(eventInterests.userId)]
        : interestsNewestFirst),
    )
    .limit(walk.limit)
    .offset(walk.offset)
    .as('page');
  return db
    .select({ userId: ids.userId, createdAt: ids.createdAt, name: users.name, email: users.email })
    .from(ids)
    .innerJoin(users, eq(users.id, ids.userId))
    .orderBy(desc(ids.createdAt), desc(ids.userId));
}

/**
 * The people interested after `after` (the last row of the previous chunk), newest first: a keyset
 * page, so reading every one of them in chunks costs the same for the last chunk as for the first.
 */
export async function interestedAfter(
  db: Tx,
  {
    communityId,
    eventId,
    after,
    limit,
  }: EventKey & { after?: { cursor: string; userId: string }; limit: number },
) {
  return (
    db
      // The cursor is the timestamp as text: PostgreSQL keeps microseconds, a JavaScript Date only ms.
      .select({ ...personColumns, cursor: sql<string>`${eventInterests.createdAt}::text` })
      .from(eventInterests)
      .innerJoin(users, eq(users.id, eventInterests.userId))
      .where(
        and(
          eq(eventInterests.communityId, communityId),
          eq(eventInterests.eventId, eventId),
          // A row comparison, so the index walk starts at the cursor instead of filtering the rows before it.
          after
            ? sql`(${eventInterests.createdAt}, ${eventInterests.userId}) < (${after.cursor}::timestamptz, ${after.userId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...interestsNewestFirst)
      .limit(limit)
  );
}
