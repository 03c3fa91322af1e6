import { imageTypes } from '@koinonia/shared/images/image-url';
import { type AvatarResponse, avatarMessages } from '@koinonia/shared/users/avatars.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { ValidationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './avatars.queries.ts';

const IMAGE_TYPE = imageTypes.avatars;

/**
 * Sets the caller's own avatar: the image goes through the one pipeline (content check, re-encode,
 * EXIF strip, staged then promoted with the row); the file it replaces is removed once committed.
 */
export async function setAvatar(deps: ServiceDeps, caller: Caller, image?: Buffer): Promise<AvatarResponse> {
  if (!image) throw new ValidationError([{ path: 'imageFile', message: avatarMessages.required }]);
  const { avatar, previous } = await withStoredImage(deps, IMAGE_TYPE, image, async (tx, fileName) => {
    const current = await q.lockAvatar(tx, { userId: caller.userId });
    if (!current) throw new AppError('USER_NOT_FOUND');
    const updated = await q.setAvatar(tx, { userId: caller.userId, avatar: fileName });
    return { avatar: updated?.avatar ?? null, previous: current.avatar };
  });
  if (previous && previous !== avatar) await deps.storage.remove(IMAGE_TYPE, previous);
  return { avatar };
}

/** Removes the caller's avatar (no-op when there is none); the file goes once the change committed. */
export async function removeAvatar({ db, storage }: ServiceDeps, caller: Caller): Promise<AvatarResponse> {
  const previous = await db.transaction(async (tx) => {
    const current = await q.lockAvatar(tx, { userId: caller.userId });
    if (!current) throw new AppError('USER_NOT_FOUND');
    if (current.avatar) await q.setAvatar(tx, { userId: caller.userId, avatar: null });
    return current.avatar;
  });
  await storage.remove(IMAGE_TYPE, previous);
  return { avatar: null };
}
