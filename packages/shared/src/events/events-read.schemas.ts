import { pageOf } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';
import { eventCategories, eventStatuses } from './events.schemas.ts';

/** What the events API answers: one event, pages, the interest toggle, the overview, statistics, calendar. */

/** One event as every read answers it. Date-only values come at midnight UTC (spec §9). */
export const eventItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  category: z.enum(eventCategories),
  /** ISO, midnight UTC: 2026-12-05T00:00:00.000Z. */
  eventDate: z.string(),
  /** HH:MM, 24-hour, the community's (Bogotá) time. */
  eventTime: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  capacity: z.number().int(),
  price: z.number().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  status: z.enum(eventStatuses),
  organizer: z.string().nullable(),
  requiresRegistration: z.boolean(),
  /** ISO, midnight UTC, or null (always null when registration is not required). */
  registrationDeadline: z.string().nullable(),
  priority: z.number().int(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  interestedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventItem = z.infer<typeof eventItemSchema>;
export const eventsPageSchema = pageOf(eventItemSchema);
export type EventsPage = z.infer<typeof eventsPageSchema>;

/** The app's reads add whether the caller is interested. */
export const appEventItemSchema = eventItemSchema.extend({ isInterested: z.boolean() });
export type AppEventItem = z.infer<typeof appEventItemSchema>;
export const appEventsPageSchema = pageOf(appEventItemSchema);
export type AppEventsPage = z.infer<typeof appEventsPageSchema>;

/** POST /community/events/{id}/interest: the toggle's result. */
export const interestResultSchema = z.object({
  isInterested: z.boolean(),
  interestedCount: z.number().int(),
});
export type InterestResult = z.infer<typeof interestResultSchema>;

/**
 * GET /community/admin/events/statistics/overview (spec §3): over every event of the community, hidden
 * ones included. upcomingEvents: active, not cancelled or completed, dated today (Bogotá) or later.
 * averageInterestPerEvent: totalInterested ÷ totalEvents, one decimal (0 with no events).
 */
export const eventsOverviewSchema = z.object({
  totalEvents: z.number().int(),
  upcomingEvents: z.number().int(),
  totalInterested: z.number().int(),
  averageInterestPerEvent: z.number(),
});
export type EventsOverview = z.infer<typeof eventsOverviewSchema>;

/** GET /community/admin/events/{id}/statistics (spec §3), with the people paged. */
export const eventStatisticsSchema = z.object({
  eventTitle: z.string(),
  totalInterested: z.number().int(),
  interestedUsers: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      /** When they said they were interested (ISO). */
      registeredAt: z.string(),
    }),
  ),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    hasMore: z.boolean(),
  }),
});
export type EventStatistics = z.infer<typeof eventStatisticsSchema>;

/** GET /community/admin/events/calendar: a month's events, compact, by date and time. */
export const eventsCalendarSchema = z.object({
  month: z.string(),
  items: z.array(
    eventItemSchema.pick({
      id: true,
      title: true,
      eventDate: true,
      eventTime: true,
      category: true,
      status: true,
      featured: true,
      isActive: true,
    }),
  ),
  /** More than calendarMaxEvents in the month: the rest were left out. */
  truncated: z.boolean(),
});
export type EventsCalendar = z.infer<typeof eventsCalendarSchema>;

/** GET /community/events/calendar-link: the address of the member's iCalendar subscription. */
export const calendarLinkSchema = z.object({ url: z.string() });
