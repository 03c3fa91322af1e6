import { EVENTS_LIMITS, eventCategories, eventStatuses } from '@koinonia/shared/events/events.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { createdAtColumn, requiredRef, timestampColumns } from '../../db/columns.ts';
import { communityColumn, communityOwnedColumns, userColumn } from '../../db/references.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A community's events (spec 001 §3). event_date is a Bogotá day and event_time its HH:MM (24-hour);
 * interested_count is kept in the same transaction as each interest (events-interest.service.ts).
 */
export const events = pgTable(
  'events',
  {
    ...communityOwnedColumns(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: eventCategories }).notNull().default('default'),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    eventTime: text('event_time').notNull(),
    location: text('location').notNull(),
    address: text('address'),
    capacity: integer('capacity').notNull().default(EVENTS_LIMITS.capacity.default),
    /** Colombian pesos; null = free. */
    price: integer('price'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: eventStatuses }).notNull().default('upcoming'),
    organizer: text('organizer'),
    requiresRegistration: boolean('requires_registration').notNull().default(false),
    /** A Bogotá day; null whenever registration is not required. */
    registrationDeadline: date('registration_deadline', { mode: 'string' }),
    priority: integer('priority').notNull().default(EVENTS_LIMITS.priority.default),
    isActive: boolean('is_active').notNull().default(true),
    /** A stored upload's file name (under uploads/events/) or an external http(s) address. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    interestedCount: integer('interested_count').notNull().default(0),
    /** Lower-cased, accent-free title, summary, location and organizer: what the list's search matches (pg_trgm). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`koinonia_fold(${events.title} || ' ' || ${events.summary} || ' ' || ${events.location} || ' ' || coalesce(${events.organizer}, ''))`,
      ),
    ...timestampColumns(),
  },
  (t) => [
    // The dashboard's list (by date either way), the month calendar and the feed.
    index('events_community_date_idx').on(t.communityId, t.eventDate, t.eventTime, t.id),
    // The app's list: active, upcoming or ongoing, from today on.
    index('events_community_app_idx').on(t.communityId, t.isActive, t.status, t.eventDate),
    index('events_tags_idx').using('gin', t.tags),
    index('events_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('events_category_check', sql`${t.category} in (${listOf(eventCategories)})`),
    check('events_status_check', sql`${t.status} in (${listOf(eventStatuses)})`),
    check('events_event_time_check', sql`${t.eventTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'events_capacity_check',
      sql`${t.capacity} between ${sql.raw(String(EVENTS_LIMITS.capacity.min))} and ${sql.raw(String(EVENTS_LIMITS.capacity.max))}`,
    ),
    check(
      'events_price_check',
      sql`${t.price} is null or (${t.price} > 0 and ${t.price} <= ${sql.raw(String(EVENTS_LIMITS.price.max))})`,
    ),
    check(
      'events_priority_check',
      sql`${t.priority} between ${sql.raw(String(EVENTS_LIMITS.priority.min))} and ${sql.raw(String(EVENTS_LIMITS.priority.max))}`,
    ),
    check('events_interested_count_check', sql`${t.interestedCount} >= 0`),
    check(
      'events_deadline_check',
      sql`${t.registrationDeadline} is null or (${t.requiresRegistration} and ${t.registrationDeadline} <= ${t.eventDate})`,
    ),
    check('events_tags_check', sql`cardinality(${t.tags}) <= ${sql.raw(String(EVENTS_LIMITS.maxTags))}`),
    maxChars('events', t.title, EVENTS_LIMITS.title),
    maxChars('events', t.summary, EVENTS_LIMITS.summary),
    maxChars('events', t.content, EVENTS_LIMITS.content),
    maxChars('events', t.location, EVENTS_LIMITS.location),
    maxChars('events', t.address, EVENTS_LIMITS.address),
    maxChars('events', t.organizer, EVENTS_LIMITS.organizer),
    maxChars('events', t.contactPhone, EVENTS_LIMITS.contactPhone),
    maxChars('events', t.contactEmail, EVENTS_LIMITS.contactEmail),
    maxChars('events', t.imageUrl, 500),
    maxChars('events', t.imageAlt, EVENTS_LIMITS.imageAlt),
  ],
);

/** Who is interested in an event: one row per person and event, so interested_count stays exact. */
export const eventInterests = pgTable(
  'event_interests',
  {
    eventId: requiredRef('event_id', () => events.id),
    userId: userColumn(),
    communityId: communityColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('event_interests_event_user_key').on(t.eventId, t.userId),
    // An event's people, newest first (the statistics page and the export's keyset pages).
    index('event_interests_event_created_idx').on(
      t.eventId,
      t.createdAt.desc().nullsFirst(),
      t.userId.desc().nullsFirst(),
    ),
    index('event_interests_user_idx').on(t.userId),
  ],
);
