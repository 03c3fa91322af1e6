import { avatarFormSchema } from '@koinonia/shared/users/avatars.schemas';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  undocumentedBodies: { 'PUT /api/users/me/avatar': avatarFormSchema },
  multipart: { 'PUT /api/users/me/avatar': {} },
};
