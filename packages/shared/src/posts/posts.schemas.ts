import { dayField, emptyAsMissing } from '../common/fields.ts';
import { pageOf, paginationQuerySchema, queryBoolean } from '../common/pagination.schemas.ts';
import { roleSchema } from '../members/members.schemas.ts';
import { z } from '../zod-setup.ts';
import { postMessages } from './posts.messages.ts';

/** Community posts (spec 001 §2-§9): the admin page, and the members' app feed. */
export const POSTS_LIMITS = {
  message: 1000,
  title: 100,
  comment: 500,
  search: 100,
  /** The admin grid's page (spec §9). */
  pageSize: 12,
  /** The by-user view's fetch (spec §9), and the most posts a group shows. */
  byUserLimit: 100,
  userStatsLimit: 50,
  postsPerAuthorGroup: 6,
  quickFilterTypes: 6,
  /** The details modal: top-level comments a page, and the replies shown under each (repliesCount is the true total). */
  detailsCommentsPageSize: 20,
  detailsRepliesPerComment: 50,
  /** GET …/posts/comments/{id}/replies: a page of one comment's replies (page 2 follows the first 50 shown). */
  repliesPageSize: 50,
  imageMaxBytes: 10 * 1024 * 1024,
  /** The author filter's options at once (they fit the dropdown unscrolled); typing narrows them. */
  authorOptions: 8,
} as const;

export { postMessages };

/** The post types [proposed: doc 000's post categories]; ANNOUNCEMENT is the default (spec §3). */
export const postTypes = [
  'ANNOUNCEMENT',
  'BIRTHDAY',
  'WEDDING',
  'ACHIEVEMENT',
  'PRAYER_REQUEST',
  'TESTIMONY',
  'CELEBRATION',
  'EVENT',
  'MINISTRY_NEWS',
  'VOLUNTEER_OPPORTUNITY',
  'OTHER',
] as const;
export type PostType = (typeof postTypes)[number];
export const DEFAULT_POST_TYPE: PostType = 'ANNOUNCEMENT';
export const postTypeSchema = z.enum(postTypes, { error: postMessages.typeInvalid });

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A filter's day (YYYY-MM-DD), read in America/Bogota by the API. */
const dayInput = dayField(postMessages.dateInvalid);

/**
 * A new post: JSON (the app's POST /community/posts) or the multipart text fields of the admin's
 * POST /admin/community/posts (the image goes as imageFile).
 */
export const postBodySchema = z.object({
  message: z
    .string({ error: postMessages.messageRequired })
    .trim()
    .min(1, { error: postMessages.messageRequired, abort: true })
    .max(POSTS_LIMITS.message, postMessages.messageTooLong),
  type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    postTypeSchema.default(DEFAULT_POST_TYPE),
  ),
  title: z
    .string()
    .trim()
    .max(POSTS_LIMITS.title, postMessages.titleTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PostBody = z.input<typeof postBodySchema>;
export type PostValues = z.output<typeof postBodySchema>;

/** A comment, or a reply to a top-level comment (parentId) [proposed: content ≤500]. */
export const commentBodySchema = z.object({
  content: z
    .string({ error: postMessages.commentRequired })
    .trim()
    .min(1, { error: postMessages.commentRequired, abort: true })
    .max(POSTS_LIMITS.comment, postMessages.commentTooLong),
  parentId: z
    .string({ error: postMessages.parentInvalid })
    .regex(uuidPattern, postMessages.parentInvalid)
    .nullish()
    .transform((v) => v ?? null),
});
export type CommentBody = z.input<typeof commentBodySchema>;

const postsPageQuery = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(POSTS_LIMITS.pageSize),
});

/**
 * GET /admin/community/posts and GET /admin/community/posts/authors: page (default 12) and the
 * filters of spec §3; dateFrom and dateTo are inclusive days.
 */
export const postsQuerySchema = postsPageQuery
  .extend({
    type: emptyAsMissing(postTypeSchema),
    search: emptyAsMissing(z.string().trim().max(POSTS_LIMITS.search, postMessages.searchTooLong)),
    dateFrom: emptyAsMissing(dayInput),
    dateTo: emptyAsMissing(dayInput),
    authorId: emptyAsMissing(z.string().regex(uuidPattern, postMessages.authorInvalid)),
    includeDeleted: queryBoolean.optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: postMessages.dateRangeInvalid,
    path: ['dateTo'],
  });
export type PostsQuery = z.output<typeof postsQuerySchema>;

/** The app's feed: active posts only, optionally of one type. */
export const postFeedQuerySchema = postsPageQuery.extend({ type: emptyAsMissing(postTypeSchema) });
export type PostFeedQuery = z.output<typeof postFeedQuerySchema>;

/** The details modal's page of top-level comments. */
export const postDetailsQuerySchema = z.object({
  commentsPage: paginationQuerySchema.shape.page,
  commentsLimit: paginationQuerySchema.shape.limit.default(POSTS_LIMITS.detailsCommentsPageSize),
});
export type PostDetailsQuery = z.output<typeof postDetailsQuerySchema>;

/**
 * The author of a post or comment. `avatar` is the stored file name (folder 'avatars') or an http
 * address, through the shared imageUrl helper; null shows initials. `role` is their role in the
 * community, null when they are no longer a member.
 */
export const postAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: roleSchema.nullable(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

/** A post as every list and read answers it; `imageUrl` is a stored file name (folder 'community-posts'). */
export const postSchema = z.object({
  id: z.string(),
  communityId: z.string(),
  type: postTypeSchema,
  title: z.string().nullable(),
  message: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
  isActive: z.boolean(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  author: postAuthorSchema,
  /** Only in the app's reads: whether the caller liked it. */
  likedByMe: z.boolean().optional(),
});
export type Post = z.infer<typeof postSchema>;
export const postsPageSchema = pageOf(postSchema);
export type PostsPage = z.infer<typeof postsPageSchema>;

export const postReplySchema = z.object({
  id: z.string(),
  postId: z.string(),
  parentId: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  author: postAuthorSchema,
});
export type PostReply = z.infer<typeof postReplySchema>;

/**
 * GET /admin/community/posts/comments/{id}/replies (dashboard) and GET /community/posts/comments/{id}/replies
 * (app): one page of a top-level comment's replies, oldest first (limit 50 by default, so page 2 holds
 * the replies after the first 50 that the details and the comments embed).
 */
export const commentRepliesQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(POSTS_LIMITS.repliesPageSize),
});
export type CommentRepliesQuery = z.output<typeof commentRepliesQuerySchema>;
export const commentRepliesPageSchema = pageOf(postReplySchema);

/** A top-level comment with its replies (at most detailsRepliesPerComment, oldest first; repliesCount is the total). */
export const postCommentSchema = postReplySchema.extend({
  repliesCount: z.number().int(),
  replies: z.array(postReplySchema),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postDetailsSchema = postSchema.extend({
  adminInfo: z.object({
    isDeleted: z.boolean(),
    deletedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    deletedAt: z.string().nullable(),
    totalLikes: z.number().int(),
    /** Every comment and reply. */
    totalComments: z.number().int(),
    /** One page of top-level comments, newest first (commentsPage, commentsLimit). */
    comments: z.array(postCommentSchema),
    commentsPagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      hasMore: z.boolean(),
    }),
  }),
});
export type PostDetails = z.infer<typeof postDetailsSchema>;

/** Spec §3 "Post stats": over active posts; byType has every type, zeros included. */
export const postStatsSchema = z.object({
  totalPosts: z.number().int(),
  totalDeleted: z.number().int(),
  totalLikes: z.number().int(),
  totalComments: z.number().int(),
  byType: z.array(
    z.object({
      type: postTypeSchema,
      count: z.number().int(),
      totalLikes: z.number().int(),
      totalComments: z.number().int(),
    }),
  ),
});
export type PostStats = z.infer<typeof postStatsSchema>;

export const postTypesResponseSchema = z.object({
  types: z.array(z.object({ value: postTypeSchema, label: z.string() })),
});
export type PostTypesResponse = z.infer<typeof postTypesResponseSchema>;

/**
 * The by-user view [proposed]: one row per author of the posts matching the filters, most posts
 * first, with true totals and the newest postsPerAuthorGroup posts.
 */
export const postAuthorGroupSchema = z.object({
  author: postAuthorSchema,
  postsCount: z.number().int(),
  totalLikes: z.number().int(),
  totalComments: z.number().int(),
  lastPublishedAt: z.string(),
  posts: z.array(postSchema),
});
export type PostAuthorGroup = z.infer<typeof postAuthorGroupSchema>;
export const postAuthorsPageSchema = pageOf(postAuthorGroupSchema);
export type PostAuthorsPage = z.infer<typeof postAuthorsPageSchema>;

/**
 * GET /admin/community/posts/author-options: the people with posts in the community (deleted ones
 * counted), for the author filter; `search` matches name, e-mail or document, accents ignored.
 */
export const postAuthorOptionsQuerySchema = z.object({
  search: emptyAsMissing(z.string().trim().max(POSTS_LIMITS.search, postMessages.searchTooLong)),
  limit: paginationQuerySchema.shape.limit.default(POSTS_LIMITS.authorOptions),
});
export const postAuthorOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Their posts in the community, deleted ones included. */
  postsCount: z.number().int(),
});
/** Most posts first, then the newest post; `hasMore` when more people match than were sent. */
export const postAuthorOptionsSchema = z.object({
  items: z.array(postAuthorOptionSchema),
  hasMore: z.boolean(),
});
export type PostAuthorOption = z.infer<typeof postAuthorOptionSchema>;
export type PostAuthorOptions = z.infer<typeof postAuthorOptionsSchema>;

/** POST /community/posts/{id}/like toggles. */
export const likeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;

/** Answer of DELETE /community/posts/comments/{id}. */
export const commentDeletedSchema = z.object({
  id: z.string(),
  postId: z.string(),
  /** The comment and its replies. */
  deletedCount: z.number().int(),
  commentsCount: z.number().int(),
});
