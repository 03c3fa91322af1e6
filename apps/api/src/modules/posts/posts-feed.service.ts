import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import {
  type LikeResult,
  type PostComment,
  type PostFeedQuery,
  postBodySchema,
} from '@koinonia/shared/posts/posts.schemas';
import {
  type CreatedComment,
  FEED_LIMITS,
  type FeedCommentsQuery,
  type FeedPage,
} from '@koinonia/shared/posts/posts-feed.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { FieldsAndImage } from '../../plugins/uploads.ts';
import { replyModel } from './post-comments.queries.ts';
import { commentThreads } from './post-details.queries.ts';
import { newPost } from './posts.service.ts';
import * as q from './posts-feed.queries.ts';
import * as cq from './posts-feed-comments.queries.ts';
import { POST_IMAGE_TYPE, withPostImageMessages } from './posts-write.service.ts';

/**
 * The members' side of posts (the mobile app): any active member reads the feed and likes; guests
 * read and like but neither post nor comment. A deleted post, or another community's, is not found.
 */

/** Guests read and like only (requirements §0: creating posts and comments is for members and up). */
function assertMayWrite(caller: Caller) {
  if (caller.role === 'GUEST') throw new AppError('FORBIDDEN');
}

export async function listFeed({ db }: ServiceDeps, caller: Caller, query: PostFeedQuery) {
  const { items, total } = await q.listFeed(db, caller.communityId, { ...query, viewerId: caller.userId });
  return withJsonItems<FeedPage>({ pagination: paginated([], total, query).pagination }, items);
}

/** An active post of the caller's community as the app reads it (`answer`: one, or read), or POST_NOT_FOUND. */
async function feedPost(db: ServiceDeps['db'], caller: Caller, id: string, answer: 'one' | 'read') {
  const values = { communityId: caller.communityId, viewerId: caller.userId };
  const post = isUuid(id) ? await q.feedPostModel[answer](db, values, id) : undefined;
  if (!post) throw new AppError('POST_NOT_FOUND');
  return post;
}

export function getFeedPost({ db }: ServiceDeps, caller: Caller, id: string) {
  return feedPost(db, caller, id, 'one');
}

/**
 * POST /community/posts (the app): a post by the caller, published now; JSON, or multipart with an
 * optional imageFile (stored as the dashboard's are). The fields are validated before the image is
 * processed or written, so a refused form leaves no file.
 */
export async function createFeedPost(deps: ServiceDeps, caller: Caller, read: () => Promise<FieldsAndImage>) {
  assertMayWrite(caller);
  try {
    const { data, image } = await read();
    const values = parseOrThrow(postBodySchema, data);
    const id = await withStoredImage(deps, POST_IMAGE_TYPE, image, async (tx, fileName) => {
      const row = await q.insertPost(tx, { ...newPost(caller, values), imageUrl: fileName });
      // An administrator's write is audited, as the dashboard's create is; members' posts are not.
      if (dashboardRoles.includes(caller.role))
        await audit(tx, caller, {
          action: 'create',
          objectType: 'post',
          objectId: row.id,
          changes: fieldsSet({
            type: values.type,
            title: values.title,
            message: values.message,
            imageUrl: fileName,
          }),
        });
      return row.id;
    });
    return await feedPost(deps.db, caller, id, 'read');
  } catch (err) {
    throw withPostImageMessages(err);
  }
}

/**
 * Toggles the caller's like, exact under double clicks and concurrency. The post row is locked first
 * (toggles of one post queue, and see each other's result), then the like is removed (DELETE …
 * RETURNING) or added (INSERT … ON CONFLICT DO NOTHING on the unique (post, user) key), and the
 * counter moves by what that statement actually changed, in the same transaction: the count is
 * always the number of likes.
 */
export async function toggleLike({ db }: ServiceDeps, caller: Caller, id: string): Promise<LikeResult> {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  const key = { communityId: caller.communityId, postId: id };
  return db.transaction(async (tx) => {
    if (!(await q.lockActivePost(tx, key))) throw new AppError('POST_NOT_FOUND');
    const like = { ...key, userId: caller.userId };
    if (await q.deleteLike(tx, like)) {
      const { likesCount } = await q.bumpCounters(tx, { ...key, likes: -1 });
      return { liked: false, likesCount };
    }
    const added = await q.insertLike(tx, like);
    const { likesCount } = await q.bumpCounters(tx, { ...key, likes: added ? 1 : 0 });
    return { liked: true, likesCount };
  });
}

/**
 * A comment, or a reply: a reply to a reply attaches to its top-level comment (threads are one level
 * deep). The post's commentsCount (comments and replies) moves in the same transaction.
 */
export async function addComment(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  body: { content: string; parentId: string | null },
): Promise<CreatedComment> {
  assertMayWrite(caller);
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  const key = { communityId: caller.communityId, postId: id };
  const { commentId, commentsCount } = await db.transaction(async (tx) => {
    if (!(await q.lockActivePost(tx, key))) throw new AppError('POST_NOT_FOUND');
    let parentId: string | null = null;
    if (body.parentId) {
      const parent = await cq.findComment(tx, { ...key, commentId: body.parentId });
      if (!parent) throw new AppError('COMMENT_NOT_FOUND');
      parentId = parent.parentId ?? parent.id;
    }
    const comment = await cq.insertComment(tx, {
      ...key,
      authorId: caller.userId,
      parentId,
      content: body.content,
    });
    const counters = await q.bumpCounters(tx, { ...key, comments: 1 });
    return { commentId: comment.id, commentsCount: counters.commentsCount };
  });
  const comment = await replyModel.read(db, { communityId: caller.communityId }, commentId);
  if (!comment) throw new AppError('COMMENT_NOT_FOUND');
  return { ...comment, commentsCount };
}

/** A page of top-level comments (newest first), each with its first replies (oldest first). */
export async function listComments(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  query: FeedCommentsQuery,
) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  const page = await commentThreads(db, {
    communityId: caller.communityId,
    postId: id,
    page: query.page,
    limit: query.limit,
    perParent: FEED_LIMITS.repliesPerComment,
  });
  if (!page) throw new AppError('POST_NOT_FOUND');
  return withJsonItems<{ items: PostComment[]; pagination: Pagination }>(
    { pagination: paginated([], page.total, query).pagination },
    page.items,
  );
}
