import type { EventsQuery } from '@koinonia/shared/events/events.schemas';
import type { AppEventItem, EventItem, EventStatistics } from '@koinonia/shared/events/events-read.schemas';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventInterests, events, users } from '../../db/schema.ts';
import { dayIsoText, isoText, jsonObject } from '../../lib/json-items.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';

/**
 * Community events, the reads. Every query names the community. The dashboard's list is in
 * events-list.queries.ts, the writes in events-write.queries.ts.
 */

export interface EventKey {
  communityId: string;
  eventId: string;
}
export type EventRow = typeof events.$inferSelect;

/** An event as eventItemSchema answers it: the dashboard's list and reads, and every write's answer. */
const eventItem = {
  id: events.id,
  title: events.title,
  summary: events.summary,
  content: events.content,
  category: events.category,
  eventDate: dayIsoText(events.eventDate),
  eventTime: events.eventTime,
  location: events.location,
  address: events.address,
  capacity: events.capacity,
  price: events.price,
  contactPhone: events.contactPhone,
  contactEmail: events.contactEmail,
  tags: events.tags,
  featured: events.featured,
  status: events.status,
  organizer: events.organizer,
  requiresRegistration: events.requiresRegistration,
  registrationDeadline: dayIsoText(events.registrationDeadline),
  priority: events.priority,
  isActive: events.isActive,
  imageUrl: events.imageUrl,
  imageAlt: events.imageAlt,
  interestedCount: events.interestedCount,
  createdAt: isoText(events.createdAt),
  updatedAt: isoText(events.updatedAt),
};

/** Whether the viewer (the placeholder viewerId) is interested in the row's event: one EXISTS per row. */
const interestedByViewer = sql<boolean>`exists (select 1 from ${eventInterests} where ${eventInterests.eventId} = ${events.id} and ${eventInterests.userId} = ${sql.placeholder('viewerId')})`;

const ofCommunity = eq(events.communityId, sql.placeholder('communityId'));

/** Any event of the community, hidden ones included (eventItemSchema): what the dashboard reads. */
export const eventModel = readModel<EventItem>({
  name: 'events',
  id: events.id,
  scope: ofCommunity,
  from: (db, fields) => db.select(fields).from(events),
  item: jsonObject(eventItem),
});

/**
 * An active event of the community with whether the viewer (placeholder viewerId) is interested
 * (appEventItemSchema): what the app reads; a hidden event is not found.
 */
export const appEventModel = readModel<AppEventItem>({
  name: 'app_events',
  id: events.id,
  scope: sql`${ofCommunity} and ${events.isActive}`,
  from: (db, fields) => db.select(fields).from(events),
  item: jsonObject({ ...eventItem, isInterested: interestedByViewer }),
});

export type EventsFilters = Omit<EventsQuery, 'page' | 'limit'>;

/** An event's title and interested count (its statistics' header): a read by primary key. */
const eventHeader = perDatabase((db) =>
  db
    .select({ id: events.id, title: events.title, interestedCount: events.interestedCount })
    .from(events)
    .where(
      and(eq(events.communityId, sql.placeholder('communityId')), eq(events.id, sql.placeholder('eventId'))),
    )
    .prepare('koinonia_event_header'),
);

export async function findEventHeader(db: Tx, { communityId, eventId }: EventKey) {
  const [row] = await eventHeader(db).execute({ communityId, eventId });
  return row;
}

/**
 * The app's events (active, upcoming or ongoing, from `today` on): featured first, then date and time,
 * as JSON text of appEventItemSchema (appEventModel), and their total.
 */
export async function listAppEvents(
  db: Tx,
  communityId: string,
  q: { page: number; limit: number; category?: string; today: string; viewerId: string },
) {
  const query = appEventList(db, q.category ? 'category' : 'all');
  const filters = { communityId, today: q.today, category: q.category };
  return listPage({
    db,
    model: appEventModel,
    values: { ...filters, viewerId: q.viewerId },
    page: q,
    ids: () => query.ids,
    count: async () => (await query.total.execute(filters))[0]?.total ?? 0,
  });
}

/**
 * A page of the app's events' ids and their total, built once with and once without the category
 * (placeholders: communityId, today, category, viewerId, limit, offset). Unnamed statements: each call
 * is planned with its values.
 */
const appEventList = perDatabaseAndShape((db, shape: 'category' | 'all') => {
  const p = sql.placeholder;
  const where = and(
    eq(events.communityId, p('communityId')),
    eq(events.isActive, true),
    inArray(events.status, ['upcoming', 'ongoing']),
    gte(events.eventDate, p('today')),
    shape === 'category' ? eq(events.category, p('category')) : undefined,
  );
  return {
    ids: db
      .select({ id: events.id })
      .from(events)
      .where(where)
      .orderBy(desc(events.featured), asc(events.eventDate), asc(events.eventTime), asc(events.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(events).where(where).prepare(unnamed),
  };
});

/** overview's statement, built once (placeholders: communityId, today). */
const overviewRow = perDatabase((db) =>
  db
    .select({
      totalEvents: sql<number>`count(*)::int`,
      upcomingEvents: sql<number>`(count(*) filter (where ${events.isActive} and ${events.status} not in ('cancelled', 'completed') and ${events.eventDate} >= ${sql.placeholder('today')}))::int`,
      totalInterested: sql<number>`coalesce(sum(${events.interestedCount}), 0)::int`,
    })
    .from(events)
    .where(eq(events.communityId, sql.placeholder('communityId')))
    .prepare(unnamed),
);

/** The overview (eventsOverviewSchema), one aggregate over the community's events, hidden ones included. */
export function overview(db: Tx, communityId: string, today: string) {
  return keptOverview.get(db, communityId, [today], async () => {
    const [row] = await overviewRow(db).execute({ communityId, today });
    return row ?? { totalEvents: 0, upcomingEvents: 0, totalInterested: 0 };
  });
}

/** The overview, kept per day while the community's events version stands (list_versions). */
const keptOverview = new KeptPerVersion<{
  totalEvents: number;
  upcomingEvents: number;
  totalInterested: number;
}>('events', 500);

const personColumns = {
  userId: eventInterests.userId,
  createdAt: eventInterests.createdAt,
  name: users.name,
  email: users.email,
};
const interestsNewestFirst = [desc(eventInterests.createdAt), desc(eventInterests.userId)];

/** A person interested in an event, as eventStatisticsSchema's interestedUsers has them (placeholders: communityId, eventId). */
export const interestedModel = readModel<EventStatistics['interestedUsers'][number]>({
  name: 'event_interested',
  id: eventInterests.userId,
  scope: and(
    eq(eventInterests.communityId, sql.placeholder('communityId')),
    eq(eventInterests.eventId, sql.placeholder('eventId')),
  ) as SQL,
  from: (db, fields) =>
    db.select(fields).from(eventInterests).innerJoin(users, eq(users.id, eventInterests.userId)),
  item: jsonObject({
    userId: eventInterests.userId,
    name: users.name,
    email: users.email,
    registeredAt: isoText(eventInterests.createdAt),
  }),
});

/**
 * A page of the people interested in an event, newest first, as JSON text of eventStatisticsSchema's
 * interestedUsers, knowing their number (`total`, the event's interested_count): the page's interests
 * are read from the (event, created_at, user) index alone and only they are written with their people
 * (not every row the offset skips); a page past the middle walks the index from the oldest end, so the
 * last page costs what the first does. The caller has checked that the event is the community's.
 */
export async function interestedPage(
  db: Tx,
  { communityId, eventId, page, limit, total }: EventKey & { page: number; limit: number; total: number },
) {
  const { items } = await listPage({
    db,
    model: interestedModel,
    values: { communityId, eventId },
    page: { page, limit },
    ids: (direction) => interestedIdsOf(db, direction === 'backwards' ? 'backwards' : 'forwards'),
    count: async () => total,
    nearerEnd: true,
  });
  return items;
}

/**
 * The ids (users) of a page of an event's interests, built once per direction of the walk
 * (placeholders: eventId, limit, offset). Unnamed: each call is planned with its values.
 */
const interestedIdsOf = perDatabaseAndShape((db, direction: 'forwards' | 'backwards') =>
  db
    .select({ id: eventInterests.userId })
    .from(eventInterests)
    .where(eq(eventInterests.eventId, sql.placeholder('eventId')))
    .orderBy(
      ...(direction === 'backwards'
        ? [asc(eventInterests.createdAt), asc(eventInterests.userId)]
        : interestsNewestFirst),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(unnamed),
);

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
