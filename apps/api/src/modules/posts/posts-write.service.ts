import { imageTypes } from '@koinonia/shared/images/image-url';
import { postBodySchema, postMessages } from '@koinonia/shared/posts/posts.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import { deleteWithImage } from '../../lib/audited-writes.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { MultipartForm } from '../../plugins/uploads.ts';
import * as q from './posts.queries.ts';
import { isDashboard, readPost } from './posts.service.ts';

/** Community posts, the writes of a post: create (dashboard form), soft delete, restore, force delete. */

const IMAGE_TYPE = imageTypes.posts;

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
    const values = parseOrThrow(postBodySchema, form.fields);
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
    return await readPost(deps.db, caller, id);
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
  return readPost(deps.db, caller, id);
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
  return readPost(deps.db, caller, id);
}

/** DELETE /admin/community/posts/{id}/force (pastors): the post, its comments, likes and image. */
export async function forceDelete(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  await deleteWithImage(deps, caller, {
    objectType: 'post',
    imageType: IMAGE_TYPE,
    id,
    notFound: 'POST_NOT_FOUND',
    remove: (tx) => q.deletePost(tx, { communityId: caller.communityId, postId: id }),
    changes: (row) =>
      fieldsSet({
        title: row.title,
        type: row.type,
        authorId: row.authorId,
        likesCount: row.likesCount,
        commentsCount: row.commentsCount,
      }),
  });
}
