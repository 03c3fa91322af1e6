import { PRAYERS_LIMITS, prayerCategories } from '@koinonia/shared/prayers/prayers.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { createdAtColumn, requiredRef, timestampColumns } from '../../db/columns.ts';
import {
  communityColumn,
  communityKeyColumn,
  communityOwnedColumns,
  userColumn,
} from '../../db/references.ts';

const categoryList = sql.raw(prayerCategories.map((c) => `'${c}'`).join(', '));

/**
 * A community's prayer requests (spec 001 §3). The testimony lives on the prayer (at most one);
 * prayingCount is kept in the same transaction as each praying mark.
 */
export const prayers = pgTable(
  'prayers',
  {
    ...communityOwnedColumns(),
    userId: userColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: prayerCategories }).notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isAnswered: boolean('is_answered').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    testimonyContent: text('testimony_content'),
    testimonyCreatedAt: timestamp('testimony_created_at', { withTimezone: true }),
    prayingCount: integer('praying_count').notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    // Newest first (the grid and its date range), by category and by answered state; DESC NULLS FIRST
    // is what ORDER BY … DESC means.
    index('prayers_community_created_idx').on(
      t.communityId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('prayers_community_category_idx').on(t.communityId, t.category, t.createdAt.desc().nullsFirst()),
    index('prayers_community_answered_idx').on(t.communityId, t.isAnswered, t.createdAt.desc().nullsFirst()),
    index('prayers_user_idx').on(t.userId),
    check('prayers_category_check', sql`${t.category} in (${categoryList})`),
    check('prayers_praying_count_check', sql`${t.prayingCount} >= 0`),
    maxChars('prayers', t.title, PRAYERS_LIMITS.title),
    maxChars('prayers', t.description, PRAYERS_LIMITS.description),
    maxChars('prayers', t.testimonyContent, PRAYERS_LIMITS.testimony),
  ],
);

/** Who prays for a prayer: one mark per person and prayer, so prayingCount stays exact under double clicks. */
export const prayerPraying = pgTable(
  'prayer_praying',
  {
    communityId: communityColumn(),
    prayerId: requiredRef('prayer_id', () => prayers.id),
    userId: userColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('prayer_praying_prayer_user_key').on(t.prayerId, t.userId),
    // A prayer's people praying, newest first (the embedded five and the paginated list).
    index('prayer_praying_prayer_created_idx').on(
      t.prayerId,
      t.createdAt.desc().nullsFirst(),
      t.userId.desc().nullsFirst(),
    ),
    index('prayer_praying_user_idx').on(t.userId),
  ],
);

/**
 * The header's totals of each community (prayers, answered), and the same per Bogotá day of creation,
 * category and anonymity (prayer_day_counts): what the header, the list's summary under any filter and
 * the statistics read: one row, or at most a range's days × 18 rows, however many prayers there are
 * (an index-only count of 100,000 prayers would still read 100,000 entries on every page of the grid).
 * Both are kept by triggers on prayers (migration 0011_prayers: prayers_counts_insert and
 * prayers_counts_delete per statement, prayers_counts_update per row) in the same transaction as the
 * write, whoever makes it (the API, the seed, a bulk load, a cascade). A praying toggle (praying_count)
 * does not touch them.
 */
export const prayerCounts = pgTable(
  'prayer_counts',
  {
    communityId: communityKeyColumn(),
    prayers: integer('prayers').notNull().default(0),
    answered: integer('answered').notNull().default(0),
  },
  (t) => [
    check(
      'prayer_counts_check',
      sql`${t.prayers} >= 0 and ${t.answered} >= 0 and ${t.answered} <= ${t.prayers}`,
    ),
  ],
);

export const prayerDayCounts = pgTable(
  'prayer_day_counts',
  {
    communityId: communityColumn(),
    /** The Bogotá day the prayers were created on. */
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category', { enum: prayerCategories }).notNull(),
    isAnonymous: boolean('is_anonymous').notNull(),
    prayers: integer('prayers').notNull().default(0),
    /** Of those, how many are answered now. */
    answered: integer('answered').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.day, t.category, t.isAnonymous] }),
    check(
      'prayer_day_counts_check',
      sql`${t.prayers} >= 0 and ${t.answered} >= 0 and ${t.answered} <= ${t.prayers}`,
    ),
  ],
);
