import { imageTypes } from '@koinonia/shared/images/image-url';
import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import { postTypeLabels } from '@koinonia/shared/posts/posts.labels';
import {
  POSTS_LIMITS,
  type Post,
  type PostAuthor,
  type PostDetails,
  type PostDetailsQuery,
  type PostReply,
  type PostStats,
  type PostsQuery,
  postBodySchema,
  postMessages,
  postTypes,
} from '@koinonia/shared/posts/posts.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { validationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { MultipartForm } from '../../plugins/uploads.ts';
import * as cq from './post-comments.queries.ts';
import * as q from './posts.queries.ts';

const IMAGE_TYPE = imageTypes.posts;

const isDashboard = (caller: Caller) => dashboardRoles.includes(caller.role);

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

/** The post types with their Spanish labels (GET /community/posts/types). */
export function postTypeList() {
  return { types: postTypes.map((value) => ({ value, label: postTypeLabels[value] })) };
}

export async function listPosts({ db }: ServiceDeps, caller: Caller, query: PostsQuery) {
  const { rows, total } = await q.listPosts(db, caller.communityId, query);
  return paginated(rows.map(toPost), total, query);
}

/** Spec §3 "Post stats": active posts (totalPosts, byType with every type), and deleted ones apart. */
export async function stats({ db }: ServiceDeps, caller: Caller): Promise<PostStats> {
  const rows = await q.postStats(db, caller.communityId);
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

/** The by-user view [proposed]: a page of authors with true totals and their newest posts. */
export async function authors({ db }: ServiceDeps, caller: Caller, query: PostsQuery) {
  const { groups, total, where } = await q.authorGroups(db, caller.communityId, query);
  const authorIds = groups.map((g) => g.authorId);
  const [people, posts] = await Promise.all([
    q.authorsByIds(db, { communityId: caller.communityId, userIds: authorIds }),
    q.newestPostsOf(db, { where, authorIds, perAuthor: POSTS_LIMITS.postsPerAuthorGroup }),
  ]);
  const items = groups.map((g) => {
    const person = people.find((p) => p.authorId === g.authorId);
    return {
      author: person ? toAuthor(person) : { id: g.authorId, name: '', avatar: null, role: null },
      postsCount: g.postsCount,
      totalLikes: g.totalLikes,
      totalComments: g.totalComments,
      lastPublishedAt: new Date(g.lastPublishedAt).toISOString(),
      posts: posts.filter((p) => p.authorId === g.authorId).map(toPost),
    };
  });
  return paginated(items, total, query);
}

async function postOrThrow(
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
 * first) and its true repliesCount.
 */
export async function details(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  query: PostDetailsQuery,
): Promise<PostDetails> {
  const post = await postOrThrow(deps, caller, id, { includeDeleted: true });
  const { db } = deps;
  const communityId = caller.communityId;
  const comments = await cq.topLevelComments(db, {
    communityId,
    postId: id,
    page: query.commentsPage,
    limit: query.commentsLimit,
  });
  const replies = await cq.repliesOf(db, {
    communityId,
    parentIds: comments.rows.map((c) => c.id),
    perParent: POSTS_LIMITS.detailsRepliesPerComment,
  });
  const deletedBy = post.deletedById ? await q.userName(db, post.deletedById) : undefined;
  const page = paginated(comments.rows, comments.total, {
    page: query.commentsPage,
    limit: query.commentsLimit,
  });
  return {
    ...toPost(post),
    adminInfo: {
      isDeleted: !post.isActive,
      deletedBy: deletedBy ?? null,
      deletedAt: post.deletedAt?.toISOString() ?? null,
      totalLikes: post.likesCount,
      totalComments: post.commentsCount,
      comments: comments.rows.map((c) => ({
        ...toReply(c),
        repliesCount: replies.counts.get(c.id) ?? 0,
        replies: replies.rows.filter((r) => r.parentId === c.id).map(toReply),
      })),
      commentsPagination: page.pagination,
    },
  };
}

/** The spec's own image messages (§5) for the image refusals of the shared pipeline. */
function withPostImageMessages(err: unknown): unknown {
  if (err instanceof AppError && err.code === 'IMAGE_TOO_LARGE')
    return new AppError('IMAGE_TOO_LARGE', postMessages.imageTooLarge);
  if (err instanceof AppError && err.code === 'IMAGE_INVALID_TYPE')
    return new AppError('IMAGE_INVALID_TYPE', postMessages.imageInvalidType);
  return err;
}

/**
 * POST /admin/community/posts: the multipart form (message, type, title, imageFile). The fields are
 * validated before the image is processed or written, so a refused form leaves no file.
 */
export async function createPost(deps: ServiceDeps, caller: Caller, readForm: () => Promise<MultipartForm>) {
  try {
    const form = await readForm();
    const parsed = postBodySchema.safeParse(form.fields);
    if (!parsed.success) throw validationError(parsed.error);
    const values = parsed.data;
    const id = await withStoredImage(deps, IMAGE_TYPE, form.file?.buffer, async (tx, fileName) => {
      const row = await q.insertPost(tx, {
        communityId: caller.communityId,
        authorId: caller.userId,
        type: values.type,
        title: values.title,
        message: values.message,
        imageUrl: fileName,
      });
      await audit(tx, caller, {
        action: 'create',
        objectType: 'post',
        objectId: row.id,
        changes: fieldsSet({ ...values, imageUrl: fileName }),
      });
      return row.id;
    });
    return toPost(await postOrThrow(deps, caller, id, { includeDeleted: true }));
  } catch (err) {
    throw withPostImageMessages(err);
  }
}

/**
 * DELETE /community/posts/{id}: a soft delete by the dashboard (any post of the community) or by
 * its author (an active post of theirs; a guest may not). Deleting a deleted post changes nothing.
 */
export async function softDelete(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  const dashboard = isDashboard(caller);
  if (!dashboard && caller.role === 'GUEST') throw new AppError('FORBIDDEN');
  await deps.db.transaction(async (tx) => {
    const post = await q.lockPost(tx, { communityId: caller.communityId, postId: id });
    if (!post || (!dashboard && !post.isActive)) throw new AppError('POST_NOT_FOUND');
    if (!dashboard && post.authorId !== caller.userId) throw new AppError('FORBIDDEN');
    if (!post.isActive) return;
    await q.setPostActive(tx, { communityId: caller.communityId, postId: id, deletedById: caller.userId });
    if (dashboard)
      await audit(tx, caller, {
        action: 'deactivate',
        objectType: 'post',
        objectId: id,
        changes: { isActive: false, authorId: post.authorId },
      });
  });
  return toPost(await postOrThrow(deps, caller, id, { includeDeleted: true }));
}

/** PATCH /admin/community/posts/{id}/restore: a deleted post becomes active again (an active one stays). */
export async function restore(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const post = await q.lockPost(tx, { communityId: caller.communityId, postId: id });
    if (!post) throw new AppError('POST_NOT_FOUND');
    if (post.isActive) return;
    await q.setPostActive(tx, { communityId: caller.communityId, postId: id, deletedById: null });
    await audit(tx, caller, {
      action: 'reactivate',
      objectType: 'post',
      objectId: id,
      changes: { isActive: true, authorId: post.authorId },
    });
  });
  return toPost(await postOrThrow(deps, caller, id, { includeDeleted: true }));
}

/** DELETE /admin/community/posts/{id}/force (pastors): the post, its comments, likes and image. */
export async function forceDelete({ db, storage }: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  const deleted = await db.transaction(async (tx) => {
    const row = await q.deletePost(tx, { communityId: caller.communityId, postId: id });
    if (!row) throw new AppError('POST_NOT_FOUND');
    await audit(tx, caller, {
      action: 'delete',
      objectType: 'post',
      objectId: id,
      changes: fieldsSet({
        title: row.title,
        type: row.type,
        authorId: row.authorId,
        likesCount: row.likesCount,
        commentsCount: row.commentsCount,
      }),
    });
    return row;
  });
  await storage.remove(IMAGE_TYPE, deleted.imageUrl);
}

/**
 * DELETE /community/posts/comments/{id}: by the dashboard (any comment of the community) or by its
 * author (on a post the app still shows; a guest may not). Its replies go with it, and the post's
 * counter is recounted in the same transaction.
 */
export async function deleteComment({ db }: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('COMMENT_NOT_FOUND');
  const dashboard = isDashboard(caller);
  if (!dashboard && caller.role === 'GUEST') throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const communityId = caller.communityId;
    const comment = await cq.findComment(tx, { communityId, commentId: id });
    if (!comment || (!dashboard && !comment.postIsActive)) throw new AppError('COMMENT_NOT_FOUND');
    if (!dashboard && comment.authorId !== caller.userId) throw new AppError('FORBIDDEN');
    // The post's row lock orders this with likes, comments and other deletions of the same post.
    await q.lockPost(tx, { communityId, postId: comment.postId });
    const deletedCount = await cq.deleteCommentAndReplies(tx, { communityId, commentId: id });
    if (deletedCount === 0) throw new AppError('COMMENT_NOT_FOUND');
    const commentsCount = await cq.recountComments(tx, { communityId, postId: comment.postId });
    if (dashboard)
      await audit(tx, caller, {
        action: 'delete',
        objectType: 'comment',
        objectId: id,
        changes: fieldsSet({
          postId: comment.postId,
          parentId: comment.parentId,
          authorId: comment.authorId,
          content: comment.content,
          repliesDeleted: deletedCount - 1,
        }),
      });
    return { id, postId: comment.postId, deletedCount, commentsCount };
  });
}
