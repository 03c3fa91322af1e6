import { pageOf, paginationQuerySchema } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';
import { postCommentSchema, postReplySchema, postSchema } from './posts.schemas.ts';

/** The members' app side of posts: the feed, comments and likes. */
export const FEED_LIMITS = {
  /** Top-level comments a page (GET /community/posts/{id}/comments). */
  commentsPageSize: 20,
  /**
   * Replies shown under each top-level comment of that page, oldest first; `repliesCount` is the true
   * total. A thread longer than this shows its first replies (a church's threads rarely get there).
   */
  repliesPerComment: 50,
} as const;

/** A post of the app's feed: always with whether the caller liked it. */
export const feedPostSchema = postSchema.extend({ likedByMe: z.boolean() });
export type FeedPost = z.infer<typeof feedPostSchema>;
export type FeedPage = z.infer<typeof feedPageSchema>;
export const feedPageSchema = pageOf(feedPostSchema);

/** GET /community/posts/{id}/comments: a page of top-level comments (newest first). */
export const feedCommentsQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(FEED_LIMITS.commentsPageSize),
});
export type FeedCommentsQuery = z.output<typeof feedCommentsQuerySchema>;
export const feedCommentsPageSchema = pageOf(postCommentSchema);

/** The answer to a new comment or reply: the comment, and the post's new number of comments. */
export const createdCommentSchema = postReplySchema.extend({ commentsCount: z.number().int() });
export type CreatedComment = z.infer<typeof createdCommentSchema>;
