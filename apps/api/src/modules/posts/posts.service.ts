import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import { postTypeLabels } from '@koinonia/shared/posts/posts.labels';
import type { PostValues } from '@koinonia/shared/posts/posts.schemas';
import {
  POSTS_LIMITS,
  type PostAuthorOptions,
  type PostAuthorsPage,
  type PostDetails,
  type PostDetailsQuery,
  type PostStats,
  type PostsPage,
  type PostsQuery,
  postTypes,
} from '@koinonia/shared/posts/posts.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as authorOptionsQ from './post-author-options.queries.ts';
import * as counts from './post-counts.queries.ts';
import * as detailsQ from './post-details.queries.ts';
import * as q from './posts.queries.ts';
import * as authorsQ from './posts-authors.queries.ts';

/**
 * Community posts, the dashboard's reads: the list, the statistics, the by-user view and the details,
 * and a post as a write answers it. The writes are in posts-write.service.ts, comment
 * deletion and the replies' pages in post-comments.service.ts, the app's side in posts-feed.service.ts.
 */

export const isDashboard = (caller: Caller) => dashboardRoles.includes(caller.role);

/** A new post's row: the caller's, in the caller's community, published now. */
export function newPost(caller: Caller, values: Pick<PostValues, 'type' | 'title' | 'message'>) {
  return {
    communityId: caller.communityId,
    authorId: caller.userId,
    type: values.type,
    title: values.title,
    message: values.message,
  };
}

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

/** The author filter's options: the people with posts in the community (post-author-options.queries.ts). */
export function authorOptions(
  { db }: ServiceDeps,
  caller: Caller,
  query: { search?: string; limit: number },
): Promise<PostAuthorOptions> {
  return authorOptionsQ.authorOptions(db, caller.communityId, query);
}

/**
 * A post of the caller's community, deleted or not, as postSchema answers it (a write's answer), or
 * POST_NOT_FOUND.
 */
export async function readPost(db: Tx, caller: Caller, id: string) {
  const post = await q.postModel.read(db, { communityId: caller.communityId }, id);
  if (!post) throw new AppError('POST_NOT_FOUND');
  return post;
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
  const answer = await detailsQ.postDetails(db, {
    communityId: caller.communityId,
    postId: id,
    page: query.commentsPage,
    limit: query.commentsLimit,
    perParent: POSTS_LIMITS.detailsRepliesPerComment,
  });
  if (!answer) throw new AppError('POST_NOT_FOUND');
  return answer;
}
