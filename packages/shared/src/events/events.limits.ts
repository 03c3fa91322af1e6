// Apart from the schemas (and zod): the members' app reads these before its forms are loaded.

/**
 * Community events (spec 001 §2-§9): the dashboard's /events screen (list, overview, per-event
 * statistics with its export, month calendar) under /api/community/admin/events, and the members' side
 * in the app under /api/community/events (upcoming events, one event, the interest toggle, the
 * iCalendar feed).
 */
export const EVENTS_LIMITS = {
  title: 150,
  summary: 300,
  content: 5000,
  location: 200,
  address: 300,
  organizer: 150,
  contactPhone: 30,
  contactEmail: 254,
  imageAlt: 200,
  maxTags: 10,
  tagMaxLength: 30,
  /** A tag list sent as JSON text (multipart, or the list's filter) before it is parsed. */
  tagListMaxLength: 1000,
  capacity: { min: 1, max: 100_000, default: 50 },
  /** Colombian pesos, in steps of 1000 (spec §5); null or empty = free ('Gratis'). */
  price: { step: 1000, max: 100_000_000 },
  priority: { min: 1, max: 4, default: 3 },
  /** Spec §9: the dashboard asks pages of 50 (includeInactive=true). */
  pageSize: 50,
  /** The members' list in the app. */
  appPageSize: 20,
  /** A page of the people interested (the statistics modal). */
  interestedPageSize: 50,
  /** Spec §9: the compact row's summary. */
  compactSummary: 70,
  /** Spec §9: the image of an event (the browser checks it, and the server). */
  imageMaxBytes: 3 * 1024 * 1024,
  /** The month calendar answers at most this many events of a month (and says when there were more). */
  calendarMaxEvents: 1000,
  /** The iCalendar feed: events from this many days ago on (so a past week still shows), at most feedMaxEvents. */
  feedPastDays: 30,
  feedMaxEvents: 1000,
  /** An event has no end in the spec: calendars show it this long. */
  feedDurationMinutes: 120,
} as const;
