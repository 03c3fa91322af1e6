import { NEWS_LIMITS } from '@koinonia/shared/news/news.schemas';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { timestampColumns } from '../../db/columns.ts';
import { communityColumn, communityOwnedColumns } from '../../db/references.ts';

export const news = pgTable(
  'news',
  {
    ...communityOwnedColumns(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    priority: integer('priority').notNull(),
    /**
     * The place within its priority, smallest first: where the pastor dropped it. A new item goes on
     * top of its priority (minus its creation time in seconds); a drag sets it between its new
     * neighbours (`news-move.service.ts`).
     */
    position: doublePrecision('position')
      .notNull()
      .default(sql`(-extract(epoch from now()))::double precision`),
    /** A stored upload's file name (under uploads/news/) or an external http(s) address. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    contactPerson: text('contact_person'),
    whatsappNumber: text('whatsapp_number'),
    isActive: boolean('is_active').notNull().default(true),
    /** The event date. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    eventTime: text('event_time'),
    location: text('location'),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    viewType: text('view_type', { enum: ['RECENT', 'ACTUALIDAD', 'BOTH'] })
      .notNull()
      .default('BOTH'),
    isSliceCard: boolean('is_slice_card').notNull().default(true),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`koinonia_fold(${news.title} || ' ' || ${news.summary})`),
    ...timestampColumns(),
  },
  (t) => [
    // The lists sort by priority, then the place within it (then id): the indexes hold that order.
    index('news_community_order_idx').on(t.communityId, t.priority, t.position, t.id.desc().nullsFirst()),
    index('news_community_active_idx').on(
      t.communityId,
      t.isActive,
      t.priority,
      t.position,
      t.id.desc().nullsFirst(),
    ),
    index('news_community_category_idx').on(t.communityId, t.category),
    index('news_tags_idx').using('gin', t.tags),
    index('news_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('news_priority_check', sql`${t.priority} between 1 and 4`),
    maxChars('news', t.title, NEWS_LIMITS.title.max),
    maxChars('news', t.summary, NEWS_LIMITS.summary.max),
    maxChars('news', t.content, NEWS_LIMITS.content.max),
    maxChars('news', t.imageUrl, 500),
    maxChars('news', t.imageAlt, 200),
    maxChars('news', t.contactPerson, 100),
    maxChars('news', t.whatsappNumber, 20),
    maxChars('news', t.eventTime, 5),
    maxChars('news', t.location, 200),
    maxChars('news', t.category, 40),
    maxChars('news', t.viewType, 20),
    // At most 10 tags of at most 30 characters each.
    check(
      'news_tags_length',
      sql`cardinality(${t.tags}) <= ${sql.raw(String(NEWS_LIMITS.maxTags))} and char_length(array_to_string(${t.tags}, '')) <= ${sql.raw(String(NEWS_LIMITS.maxTags * NEWS_LIMITS.tagMaxLength))}`,
    ),
  ],
);

/**
 * How many news items of a community carry each tag, per state (a tag twice on one item counts twice,
 * as the list of tags always counted): the tag list with its counts, read without unnesting every item.
 * Kept by statement-level triggers on news (migration 0017_perf_counters): every insert, update (tags,
 * state or community changed) and delete adds its difference in the same transaction. Rows that fall
 * to 0 stay (and are not shown). No CHECK (≥ 0): see post_counters.
 */
export const newsTagCounts = pgTable(
  'news_tag_counts',
  {
    communityId: communityColumn(),
    tag: text('tag').notNull(),
    isActive: boolean('is_active').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.tag, t.isActive] })],
);
