import { POSTS_LIMITS, postTypes } from '@koinonia/shared/posts/posts.schemas';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { createdAtColumn, requiredRef, timestampColumns } from '../../db/columns.ts';
import {
  communityColumn,
  communityOwnedColumns,
  optionalUserColumn,
  userColumn,
} from '../../db/references.ts';

/**
 * A community's social posts (spec 001 §3). A soft delete sets isActive false with who and when;
 * likesCount and commentsCount are kept in the same transaction as each like and comment.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    ...communityOwnedColumns(),
    authorId: userColumn('author_id'),
    type: text('type', { enum: postTypes }).notNull().default('ANNOUNCEMENT'),
    title: text('title'),
    message: text('message').notNull(),
    /** A stored upload's file name (under uploads/community-posts/). */
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    deletedById: optionalUserColumn('deleted_by_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Lower-cased, accent-free title and message: what the admin search matches against (pg_trgm). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`koinonia_fold(coalesce(${communityPosts.title}, '') || ' ' || ${communityPosts.message})`,
      ),
    ...timestampColumns(),
  },
  (t) => [
    // Newest first, the app's feed (active only) and the admin list (includeDeleted). DESC NULLS FIRST
    // is what ORDER BY … DESC means: an index in the other null order cannot give the lists their order.
    index('community_posts_active_published_idx').on(
      t.communityId,
      t.isActive,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_published_idx').on(
      t.communityId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_author_idx').on(t.communityId, t.authorId, t.publishedAt.desc().nullsFirst()),
    index('community_posts_type_idx').on(t.communityId, t.type, t.publishedAt.desc().nullsFirst()),
    // The statistics' counts per state and type, read from the index alone.
    index('community_posts_state_idx').on(t.communityId, t.isActive, t.type),
    index('community_posts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    maxChars('community_posts', t.type, 40),
    maxChars('community_posts', t.title, POSTS_LIMITS.title),
    maxChars('community_posts', t.message, POSTS_LIMITS.message),
    maxChars('community_posts', t.imageUrl, 500),
    check('community_posts_counts_check', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

/** Comments on a post; a reply names its top-level comment (parentId) and goes with it. */
export const postComments = pgTable(
  'post_comments',
  {
    ...communityOwnedColumns(),
    postId: requiredRef('post_id', () => communityPosts.id),
    authorId: userColumn('author_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('post_comments_post_idx').on(
      t.postId,
      t.parentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('post_comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('post_comments_community_author_idx').on(t.communityId, t.authorId),
    maxChars('post_comments', t.content, POSTS_LIMITS.comment),
  ],
);

/** One like per person and post: the unique key keeps likesCount exact under double clicks. */
export const postLikes = pgTable(
  'post_likes',
  {
    communityId: communityColumn(),
    postId: requiredRef('post_id', () => communityPosts.id),
    userId: userColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('post_likes_post_user_key').on(t.postId, t.userId),
    index('post_likes_user_idx').on(t.userId),
  ],
);
