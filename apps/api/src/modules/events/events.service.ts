import { EVENTS_LIMITS, type EventsQuery } from '@koinonia/shared/events/events.schemas';
import type {
  AppEventItem,
  AppEventsPage,
  EventStatistics,
  EventsCalendar,
  EventsOverview,
  EventsPage,
} from '@koinonia/shared/events/events-read.schemas';
import { AppError } from '../../lib/app-error.ts';
import { bogotaDay } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './events.queries.ts';
import { calendarJson } from './events-calendar.queries.ts';
import * as lq from './events-list.queries.ts';

/**
 * Community events, the reads: the dashboard's list, one event, the overview, the month calendar and
 * an event's statistics; the app's list and event. The writes are in events-write.service.ts, the
 * interest toggle in events-interest.service.ts, the exports and the iCalendar feed in their own files.
 */

/**
 * Any event of the caller's community, hidden ones included (the dashboard), by its id and title, or
 * EVENT_NOT_FOUND.
 */
export async function eventOrThrow({ db }: ServiceDeps, caller: Caller, id: string) {
  const row = isUuid(id)
    ? await q.findEventHeader(db, { communityId: caller.communityId, eventId: id })
    : undefined;
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  return row;
}

/** GET /community/admin/events: a page in the contract's order (see eventsQuerySchema). */
export async function listEvents({ db }: ServiceDeps, caller: Caller, query: EventsQuery, now = new Date()) {
  const { items, total } = await lq.listEvents(db, caller.communityId, { ...query, today: bogotaDay(now) });
  return withJsonItems<EventsPage>({ pagination: paginated([], total, query).pagination }, items);
}

export async function getEvent({ db }: ServiceDeps, caller: Caller, id: string) {
  const item = isUuid(id) ? await q.eventModel.one(db, { communityId: caller.communityId }, id) : undefined;
  if (!item) throw new AppError('EVENT_NOT_FOUND');
  return item;
}

/** GET /community/admin/events/statistics/overview (see eventsOverviewSchema). */
export async function overview(
  { db }: ServiceDeps,
  caller: Caller,
  now = new Date(),
): Promise<EventsOverview> {
  const row = await q.overview(db, caller.communityId, bogotaDay(now));
  return {
    ...row,
    averageInterestPerEvent:
      row.totalEvents === 0 ? 0 : Math.round((row.totalInterested / row.totalEvents) * 10) / 10,
  };
}

/** The last day of a month 'YYYY-MM'. */
function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** GET /community/admin/events/calendar?month=YYYY-MM: the month's events, hidden ones included. */
export async function calendar({ db }: ServiceDeps, caller: Caller, month: string): Promise<EventsCalendar> {
  const { items, truncated } = await calendarJson(db, caller.communityId, {
    firstDay: `${month}-01`,
    lastDay: lastDayOf(month),
    max: EVENTS_LIMITS.calendarMaxEvents,
  });
  return withJsonItems<EventsCalendar, 'items'>({ month, truncated }, items);
}

/** GET /community/admin/events/{id}/statistics: the title, the count and a page of the people, newest first. */
export async function statistics(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  query: { page: number; limit: number },
): Promise<EventStatistics> {
  // Only the header's columns: the whole event (its content) is not needed here.
  const event = await eventOrThrow(deps, caller, id);
  const interested = await q.interestedPage(deps.db, {
    communityId: caller.communityId,
    eventId: event.id,
    total: event.interestedCount,
    ...query,
  });
  const { pagination } = paginated([], event.interestedCount, query);
  return withJsonItems<EventStatistics, 'interestedUsers'>(
    { eventTitle: event.title, totalInterested: event.interestedCount, pagination },
    interested,
    'interestedUsers',
  );
}

/** GET /community/events: the app's upcoming events (see appEventsQuerySchema). */
export async function listAppEvents(
  { db }: ServiceDeps,
  caller: Caller,
  query: { page: number; limit: number; category?: string },
  now = new Date(),
) {
  const { items, total } = await q.listAppEvents(db, caller.communityId, {
    ...query,
    today: bogotaDay(now),
    viewerId: caller.userId,
  });
  return withJsonItems<AppEventsPage>({ pagination: paginated([], total, query).pagination }, items);
}

/** GET /community/events/{id}: an active event of any status; a hidden one is not found. */
export async function getAppEvent({ db }: ServiceDeps, caller: Caller, id: string): Promise<AppEventItem> {
  const item = isUuid(id)
    ? await q.appEventModel.one(db, { communityId: caller.communityId, viewerId: caller.userId }, id)
    : undefined;
  if (!item) throw new AppError('EVENT_NOT_FOUND');
  return item;
}
