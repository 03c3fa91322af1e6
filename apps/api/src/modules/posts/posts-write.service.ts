import { imageTypes } from '@koinonia/shared/images/image-url';
import { postBodySchema, postMessages } from '@koinonia/shared/posts/posts.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import { deleteWithImage, type ImageRemoval } from '../../lib/audited-writes.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { MultipartForm } from '../../plugins/uploads.ts';
import * as q from './posts.queries.ts';
import { isDashboard, newPost, readPost } from './posts.service.ts';

/** Community posts, the writes of a post: create (dashboard form), soft delete, restore, force delete. */

export const POST_IMAGE_TYPE = imageTypes.posts;
const removal: ImageRemoval = { objectType: 'post', imageType: POST_IMAGE_TYPE, notFound: 'POST_NOT_FOUND' };

/** The spec's own image messages (§5) for the image refusals of the shared pipeline. */
export function withPostImageMessages(err: unknown): unknown {
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
    const id = await withStoredImage(deps, POST_IMAGE_TYPE, form.file?.buffer, async (tx, fileName) => {
      const row = await q.insertPost(tx, { ...newPost(caller, values), imageUrl: fileName });
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
 * Soft-deletes the post (`deletedById`, who deletes it) or restores it (null); `audited` when the
 * dashboard changes it.
 */
async function setActive(
  tx: Tx,
  caller: Caller,
  post: { id: string; authorId: string },
  { deletedById, audited }: { deletedById: string | null; audited: boolean },
) {
  const isActive = deletedById === null;
  await q.setPostActive(tx, { communityId: caller.communityId, postId: post.id, deletedById });
  if (audited)
    await audit(tx, caller, {
      action: isActive ? 'reactivate' : 'deactivate',
      objectType: 'post',
      objectId: post.id,
      changes: { isActive, authorId: post.authorId },
    });
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
    if (post.isActive) await setActive(tx, caller, post, { deletedById: caller.userId, audited: dashboard });
  });
  return readPost(deps.db, caller, id);
}

/** PATCH /admin/community/posts/{id}/restore: a deleted post becomes active again (an active one stays). */
export async function restore(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const post = await q.lockPost(tx, { communityId: caller.communityId, postId: id });
    if (!post) throw new AppError('POST_NOT_FOUND');
    if (!post.isActive) await setActive(tx, caller, post, { deletedById: null, audited: true });
  });
  return readPost(deps.db, caller, id);
}

/** DELETE /admin/community/posts/{id}/force (pastors): the post, its comments, likes and image. */
export async function forceDelete(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('POST_NOT_FOUND');
  await deleteWithImage(deps, caller, removal, id, {
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
