import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import { postTypeLabels } from '@koinonia/shared/posts/posts.labels';
import {
  POSTS_LIMITS,
  type Post,
  type PostAuthor,
  type PostAuthorsPage,
  type PostDetails,
  type PostDetailsQuery,
  type PostReply,
  type PostStats,
  type PostsPage,
  type PostsQuery,
  postTypes,
} from '@koinonia/shared/posts/posts.schemas';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { jsonAnswer, withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import type * as cq from './post-comments.queries.ts';
import * as counts from './post-counts.queries.ts';
import * as detailsQ from './post-details.queries.ts';
import * as q from './posts.queries.ts';
import * as authorsQ from './posts-authors.queries.ts';

/**
 * Community posts, the dashboard's reads: the list, the statistics, the by-user view and the details,
 * and the row mappers every posts read shares. The writes are in posts-write.service.ts, comment
 * deletion and the replies' pages in post-comments.service.ts, the app's side in posts-feed.service.ts.
 */

export const isDashboard = (caller: Caller) => dashboardRoles.includes(caller.role);

export function toAuthor(row: {
  authorId: string;
  authorName: string;
  authorAvatar: string | null;
  authorRole: PostAuthor['role'];
}): PostAuthor {
  return { id: row.authorId, name: row.authorName, avatar: row.authorAvatar, role: row.authorRole ?? null };
}

/** A post as every read shows it (the app's reads add `likedByMe`). */
export function toPost(row: Omit<q.PostRow, 'deletedById' | 'deletedAt'>): Post {
  return {
    id: row.id,
    communityId: row.communityId,
    type: row.type,
    title: row.title,
    message: row.message,
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt.toISOString(),
    isActive: row.isActive,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    author: toAuthor(row),
  };
}

export function toReply(row: cq.CommentRow): PostReply {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: toAuthor(row),
  };
}

/** A top-level comment with its first replies and its number of replies. */
/** The post types with their Spanish labels (GET /community/posts/types). */
export function postTypeList() {
  return { types: postTypes.map((value) => ({ value, label: postTypeLabels[value] })) };
}

export async function listPosts({ db }: ServiceDeps, caller: Caller, query: PostsQuery) {
  const { items, total } = await q.listPosts(db, caller.communityId, query);
  return withJsonItems<PostsPage>({ pagination: paginated([], total, query).pagination }, items);
}

/** Spec §3 "Post stats": active posts (totalPosts, byType with every type), and deleted ones apart. */
export async function stats({ db }: ServiceDeps, caller: Caller): Promise<PostStats> {
  const rows = await counts.postStats(db, caller.communityId);
  const active = rows.filter((r) => r.isActive);
  const sum = (list: typeof rows, key: 'count' | 'likes' | 'comments') =>
    list.reduce((total, r) => total + r[key], 0);
  return {
    totalPosts: sum(active, 'count'),
    totalDeleted: sum(
      rows.filter((r) => !r.isActive),
      'count',
    ),
    totalLikes: sum(active, 'likes'),
    totalComments: sum(active, 'comments'),
    byType: postTypes.map((type) => {
      const row = active.find((r) => r.type === type);
      return {
        type,
        count: row?.count ?? 0,
        totalLikes: row?.likes ?? 0,
        totalComments: row?.comments ?? 0,
      };
    }),
  };
}

/**
 * The by-user view [proposed]: a page of authors with true totals and their newest posts, written by
 * PostgreSQL (authorGroupsJson).
 */
export async function authors({ db }: ServiceDeps, caller: Caller, query: PostsQuery) {
  const { groups, total, where } = await authorsQ.authorGroups(db, caller.communityId, query);
  const items = await authorsQ.authorGroupsJson(db, {
    where,
    groups,
    perAuthor: POSTS_LIMITS.postsPerAuthorGroup,
  });
  return withJsonItems<PostAuthorsPage>({ pagination: paginated([], total, query).pagination }, items);
}

/** A post of the caller's community with its author, or POST_NOT_FOUND (also for a non-uuid id). */
export async function postOrThrow(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  { includeDeleted }: { includeDeleted: boolean },
) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  const row = await q.findPost(db, { communityId: caller.communityId, postId: id, includeDeleted });
  if (!row) throw new AppError('POST_NOT_FOUND');
  return row;
}

/**
 * The details modal: the post, its admin information, and one page of its top-level comments
 * (newest first, commentsLimit a page) each with its first detailsRepliesPerComment replies (oldest
 * first) and its true repliesCount, written by PostgreSQL in one statement (post-details.queries.ts).
 */
export async function details(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  query: PostDetailsQuery,
): Promise<PostDetails> {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  const json = await detailsQ.postDetailsJson(db, {
    communityId: caller.communityId,
    postId: id,
    page: query.commentsPage,
    limit: query.commentsLimit,
    perParent: POSTS_LIMITS.detailsRepliesPerComment,
  });
  if (json === undefined) throw new AppError('POST_NOT_FOUND');
  return jsonAnswer<PostDetails>(json);
}
