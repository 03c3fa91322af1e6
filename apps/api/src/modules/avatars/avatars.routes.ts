import { avatarResponseSchema } from '@koinonia/shared/users/avatars.schemas';
import { routesPlugin } from '../../lib/routes.ts';
import { avatarFilesPlugin } from '../../plugins/avatars.ts';
import { MULTIPART_ONLY, readMultipart } from '../../plugins/uploads.ts';
import * as service from './avatars.service.ts';

/** The signed-in person's own avatar (any active member), and the public serving of avatars. */
export const avatarsRoutes = routesPlugin({ tags: ['users'], access: 'member' }, async (route, deps, app) => {
  await app.register(avatarFilesPlugin);

  route.put('/users/me/avatar', {
    summary: 'Subir o cambiar mi foto de perfil',
    consumes: MULTIPART_ONLY,
    description:
      'multipart/form-data con imageFile (JPEG, PNG o WebP, hasta 10MB). La imagen se guarda como JPEG de máx. 800x600 sin EXIF; la anterior se elimina. Se sirve en /api/avatars/{avatar}.',
    ok: avatarResponseSchema,
    handler: async (request) => {
      const form = await readMultipart(request, 'imageFile');
      return service.setAvatar(deps, request.caller, form.file?.buffer);
    },
  });

  route.delete('/users/me/avatar', {
    summary: 'Quitar mi foto de perfil',
    ok: avatarResponseSchema,
    handler: (request) => service.removeAvatar(deps, request.caller),
  });
});
