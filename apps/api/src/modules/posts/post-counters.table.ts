import { postTypes } from '@koinonia/shared/posts/posts.schemas';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { versionColumn } from '../../db/columns.ts';
import { communityColumn, communityKeyColumn } from '../../db/references.ts';

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
    communityId: communityColumn(),
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

/**
 * Each author's posts in a community, with the sum of their likes and comments and their newest post's
 * date, among the active posts and among all (the by-user view with and without the deleted ones): the
 * unfiltered by-user view pages its authors from here in its own order (most posts first, newest post
 * next) instead of grouping the community's posts. Kept by the same kind of statement-level triggers as
 * post_counters (migration 0014_post_author_counters): differences added, and the newest dates read
 * again from the (community, author, date) index for the authors a statement removed a post of. No
 * foreign key on the author: a deleted account's posts go by cascade, and the trigger that subtracts
 * them must still find the row.
 */
export const postAuthorCounters = pgTable(
  'post_author_counters',
  {
    communityId: communityColumn(),
    authorId: uuid('author_id').notNull(),
    activePosts: integer('active_posts').notNull().default(0),
    activeLikes: bigint('active_likes', { mode: 'number' }).notNull().default(0),
    activeComments: bigint('active_comments', { mode: 'number' }).notNull().default(0),
    activeLast: timestamp('active_last', { withTimezone: true }),
    allPosts: integer('all_posts').notNull().default(0),
    allLikes: bigint('all_likes', { mode: 'number' }).notNull().default(0),
    allComments: bigint('all_comments', { mode: 'number' }).notNull().default(0),
    allLast: timestamp('all_last', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.authorId] }),
    // The by-user view's order (most posts, newest post, author), walked from the start of a community.
    index('post_author_counters_active_idx').on(
      t.communityId,
      t.activePosts.desc().nullsFirst(),
      t.activeLast.desc().nullsFirst(),
      t.authorId,
    ),
    index('post_author_counters_all_idx').on(
      t.communityId,
      t.allPosts.desc().nullsFirst(),
      t.allLast.desc().nullsFirst(),
      t.authorId,
    ),
  ],
);

/**
 * A number that grows whenever a community's posts change in a way a list can see (a post added,
 * removed, soft deleted or restored, or its text, type, author or date changed; not a like or a
 * comment): kept by the same triggers (migration 0014). A total counted for a search is exact for as
 * long as the version it was counted at stands, so the posts queries keep it (see searchTotals).
 */
export const postListVersions = pgTable('post_list_versions', {
  communityId: communityKeyColumn(),
  version: versionColumn(),
  /**
   * Raised with `version`, and also by every statement that changes a post's likes or comments (migration
   * 0019): the by-user view of a filter, whose authors' numbers a like changes, is kept while it stands
   * (see rankedAuthors in posts-authors.queries.ts).
   */
  engagementVersion: bigint('engagement_version', { mode: 'number' }).notNull().default(0),
});
