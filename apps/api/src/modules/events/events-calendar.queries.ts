import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { dayIsoText, jsonArrayText, jsonObject } from '../../lib/json-items.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';

/** The events of a range of days: the dashboard's month calendar and the iCalendar feed. Re-exported by events.queries.ts. */

/**
 * The dashboard's month calendar: the events of the days [firstDay, lastDay], hidden ones included, by
 * date and time, at most `max`, as JSON text of eventsCalendarSchema's items, and whether there are more.
 */
export async function calendarJson(
  db: Tx,
  communityId: string,
  q: { firstDay: string; lastDay: string; max: number },
) {
  const values = { communityId, firstDay: q.firstDay, lastDay: q.lastDay };
  const [row] = await calendarOf(db).execute({ ...values, limit: q.max });
  const shown = row?.shown ?? 0;
  // Only a full month can have more: then one more row is looked for.
  const truncated =
    shown >= q.max && (await calendarMore(db).execute({ ...values, offset: q.max })).length > 0;
  return { items: row?.items ?? '[]', truncated };
}

const inMonth = () =>
  and(
    eq(events.communityId, sql.placeholder('communityId')),
    gte(events.eventDate, sql.placeholder('firstDay')),
    lte(events.eventDate, sql.placeholder('lastDay')),
  );
const calendarOrder = [asc(events.eventDate), asc(events.eventTime), asc(events.id)];

/** calendarJson's statement (placeholders: communityId, firstDay, lastDay, limit). */
const calendarOf = perDatabase((db) => {
  const month = db
    .select({
      id: events.id,
      title: events.title,
      eventDate: events.eventDate,
      eventTime: events.eventTime,
      category: events.category,
      status: events.status,
      featured: events.featured,
      isActive: events.isActive,
    })
    .from(events)
    .where(inMonth())
    .orderBy(...calendarOrder)
    .limit(sql.placeholder('limit'))
    .as('month');
  const item = jsonObject({
    id: month.id,
    title: month.title,
    eventDate: dayIsoText(month.eventDate),
    eventTime: month.eventTime,
    category: month.category,
    status: month.status,
    featured: month.featured,
    isActive: month.isActive,
  });
  return db
    .select({
      items: jsonArrayText(item, [asc(month.eventDate), asc(month.eventTime), asc(month.id)]),
      shown: sql<number>`count(*)::int`,
    })
    .from(month)
    .prepare('koinonia_events_calendar');
});

/** Whether the month has an event past `offset` (placeholders: communityId, firstDay, lastDay, offset). */
const calendarMore = perDatabase((db) =>
  db
    .select({ id: events.id })
    .from(events)
    .where(inMonth())
    .orderBy(...calendarOrder)
    .limit(1)
    .offset(sql.placeholder('offset'))
    .prepare('koinonia_events_calendar_more'),
);

/** The events of the days [firstDay, lastDay], by date and time, at most `max` (asks one more to tell). */
export async function eventsBetween(
  db: Tx,
  communityId: string,
  q: { firstDay: string; lastDay: string; max: number; activeOnly?: boolean },
) {
  return eventsBetweenOf(db, q.activeOnly ? 'active' : 'all').execute({
    communityId,
    firstDay: q.firstDay,
    lastDay: q.lastDay,
    limit: q.max + 1,
  });
}

/** eventsBetween's statement, built once per visibility (placeholders: communityId, firstDay, lastDay, limit). */
const eventsBetweenOf = perDatabaseAndShape((db, visible: 'active' | 'all') =>
  db
    .select()
    .from(events)
    .where(
      and(
        eq(events.communityId, sql.placeholder('communityId')),
        gte(events.eventDate, sql.placeholder('firstDay')),
        lte(events.eventDate, sql.placeholder('lastDay')),
        visible === 'active' ? eq(events.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.eventTime), asc(events.id))
    .limit(sql.placeholder('limit'))
    .prepare(unnamed),
);

/** One active event of the community, as eventsBetween answers it (a hidden one is not found). */
export async function activeEventOf(
  db: Tx,
  { communityId, eventId }: { communityId: string; eventId: string },
) {
  const [row] = await activeEvent(db).execute({ communityId, eventId });
  return row;
}

/** activeEventOf's statement: a read by primary key (placeholders: communityId, eventId). */
const activeEvent = perDatabase((db) =>
  db
    .select()
    .from(events)
    .where(
      and(
        eq(events.id, sql.placeholder('eventId')),
        eq(events.communityId, sql.placeholder('communityId')),
        eq(events.isActive, true),
      ),
    )
    .prepare('koinonia_active_event'),
);
