import { postTypes } from '@koinonia/shared/posts/posts.schemas';
import { bigint, boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { communities } from '../communities/communities.table.ts';

/**
 * How many posts a community has of each type and state, with the sum of their likes and comments:
 * what the statistics panel shows and the unfiltered lists' totals, read in O(types) instead of counting
 * every post. Kept by statement-level triggers on community_posts (migration 0012_post_counters): every
 * insert, update (a like or a comment changes the post's counters; a soft delete its state) and delete,
 * whoever makes it (the API, the seed, the bench's bulk loads, a cascade), adds its difference in the same
 * transaction. A like takes this row's lock after the post's, until its transaction ends: likes on posts
 * of one type in one community queue for a moment, which a church's pace never notices.
 */
export const postCounters = pgTable(
  'post_counters',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    type: text('type', { enum: postTypes }).notNull(),
    isActive: boolean('is_active').notNull(),
    posts: integer('posts').notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
  },
  // No CHECK (≥ 0) here: the triggers add a statement's differences with INSERT … ON CONFLICT DO
  // UPDATE, whose proposed row (a delete's -1) PostgreSQL checks before it finds the conflict.
  (t) => [primaryKey({ columns: [t.communityId, t.type, t.isActive] })],
);
