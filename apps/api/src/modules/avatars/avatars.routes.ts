import { avatarResponseSchema } from '@koinonia/shared/users/avatars.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { avatarFilesPlugin } from '../../plugins/avatars.ts';
import { MULTIPART_ONLY, readMultipart } from '../../plugins/uploads.ts';
import * as service from './avatars.service.ts';

const tags = ['users'];
const documented = documentedIn(tags);

/** The signed-in person's own avatar (any active member), and the public serving of avatars. */
export const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);

  await app.register(avatarFilesPlugin);

  app.put(
    '/users/me/avatar',
    documented(
      member,
      {
        summary: 'Subir o cambiar mi foto de perfil',
        consumes: MULTIPART_ONLY,
        description:
          'multipart/form-data con imageFile (JPEG, PNG o WebP, hasta 10MB). La imagen se guarda como JPEG de máx. 800x600 sin EXIF; la anterior se elimina. Se sirve en /api/avatars/{avatar}.',
      },
      { 200: avatarResponseSchema },
      [400, 401, 403, 413],
    ),
    async (request) => {
      const form = await readMultipart(request, 'imageFile');
      return service.setAvatar(deps, request.caller, form.file?.buffer);
    },
  );

  app.delete(
    '/users/me/avatar',
    documented(member, { summary: 'Quitar mi foto de perfil' }, { 200: avatarResponseSchema }, [401, 403]),
    (request) => service.removeAvatar(deps, request.caller),
  );
};
