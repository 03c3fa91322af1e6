import { createHmac, timingSafeEqual } from 'node:crypto';
import { EVENTS_LIMITS } from '@koinonia/shared/events/events.schemas';
import { eventStartInBogota } from '@koinonia/shared/events/events.time';
import ical, { ICalEventStatus } from 'ical-generator';
import { AppError } from '../../lib/app-error.ts';
import { bogotaDay } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { slugOf } from '../../lib/spreadsheet-export.ts';
import type { Caller } from '../../plugins/auth.ts';
import { activeEventOf, eventsBetween } from './events-calendar.queries.ts';
import { feedCommunityOf } from './events-feed.queries.ts';

/**
 * The community's iCalendar feed, which a member subscribes to from any calendar program: an address
 * without a session, /api/calendar/{communityId}/{userId}/{token}.ics, where the token is an HMAC-SHA256
 * of the community and the member under a key derived from the server's secret (so it cannot be
 * guessed). Each member has their own address, and it answers only while their membership in the
 * community is active: someone who leaves, or is deactivated, stops receiving the events.
 */

const DAY_MS = 86_400_000;

/** The feed's own key, derived from the server's secret (the JWT secret never signs anything else). */
export function feedKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('calendar-feed').digest();
}

export function feedToken(key: Buffer, communityId: string, userId: string): string {
  return createHmac('sha256', key).update(`${communityId}:${userId}`).digest('base64url');
}

/** GET /community/events/calendar-link: the caller's own subscription address, under `origin`. */
export function calendarLink(key: Buffer, caller: Caller, origin: string) {
  const token = feedToken(key, caller.communityId, caller.userId);
  return { url: `${origin}/api/calendar/${caller.communityId}/${caller.userId}/${token}.ics` };
}

function tokenMatches(key: Buffer, communityId: string, userId: string, token: string): boolean {
  const expected = Buffer.from(feedToken(key, communityId, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /api/calendar/{communityId}/{userId}/{token}.ics: the community's active events from feedPastDays
 * ago on (at most feedMaxEvents, soonest first), written by writeCalendar. A wrong token, an unknown community, or a member whose
 * membership is no longer active: 404.
 */
export async function feed(
  { db }: ServiceDeps,
  key: Buffer,
  { communityId, userId, token }: { communityId: string; userId: string; token: string },
  now = new Date(),
): Promise<string> {
  if (!isUuid(communityId) || !isUuid(userId) || !tokenMatches(key, communityId, userId, token))
    throw new AppError('NOT_FOUND');
  const community = await feedCommunityOf(db, { communityId, userId });
  if (!community) throw new AppError('NOT_FOUND');
  const max = EVENTS_LIMITS.feedMaxEvents;
  const rows = await eventsBetween(db, communityId, {
    firstDay: bogotaDay(new Date(now.getTime() - EVENTS_LIMITS.feedPastDays * DAY_MS)),
    lastDay: '9999-12-31',
    max,
    activeOnly: true,
  });
  return writeCalendar(rows.slice(0, max), { name: `Eventos · ${community.name}` });
}

type CalendarRow = Awaited<ReturnType<typeof eventsBetween>>[number];

/**
 * The iCalendar text of events, each feedDurationMinutes long from its Bogotá start, in UTC; cancelled
 * ones with STATUS:CANCELLED. A `subscription` (the feed) has a name and a refresh interval; one event
 * to add to a calendar has neither.
 */
function writeCalendar(rows: readonly CalendarRow[], subscription?: { name: string }): string {
  const calendar = ical({
    prodId: { company: 'Koinonia', product: 'Eventos', language: 'ES' },
    ...(subscription ? { name: subscription.name, ttl: 3600 } : {}),
  });
  for (const row of rows) {
    const start = eventStartInBogota(row.eventDate, row.eventTime);
    calendar.createEvent({
      id: `${row.id}@koinonia`,
      start,
      end: new Date(start.getTime() + EVENTS_LIMITS.feedDurationMinutes * 60_000),
      summary: row.title,
      description: row.summary,
      location: row.address ? `${row.location}, ${row.address}` : row.location,
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
    });
  }
  return calendar.toString();
}

/**
 * GET /community/events/{id}/ics: one active event of the caller's community as an iCalendar file (one
 * VEVENT, as the feed writes it) and the file's name from its title. Hidden or another community's: 404.
 */
export async function eventCalendarFile({ db }: ServiceDeps, caller: Caller, id: string) {
  const row = isUuid(id)
    ? await activeEventOf(db, { communityId: caller.communityId, eventId: id })
    : undefined;
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  return { fileName: `${slugOf(row.title, 'evento')}.ics`, text: writeCalendar([row]) };
}
