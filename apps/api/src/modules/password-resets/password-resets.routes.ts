import {
  passwordResetBodySchema,
  passwordResetLinkSchema,
} from '@koinonia/shared/invitations/invitations.schemas';
import { z } from 'zod';
import { publicOrigin } from '../../lib/public-url.ts';
import { routesPlugin } from '../../lib/routes.ts';
import type { Limit } from '../../lib/throttle.ts';
import { createResetLink, resetPassword } from './password-resets.service.ts';

/** A pastor's one-time link for a member to set a new password, and the reset itself (no session). */
export const passwordResetsRoutes = routesPlugin<{ guessLimit: Limit; publicUrl: string | undefined }>(
  { tags: ['auth'], access: null },
  (route, deps, _app, opts) => {
    route.post('/community/members/:userId/password-reset-link', {
      summary: 'Crear un enlace de un solo uso para que un miembro restablezca su contraseña',
      access: 'admin',
      params: z.object({ userId: z.string() }),
      // 200, not a creation: an idempotent replay would keep the link's token in the clear.
      ok: passwordResetLinkSchema,
      errors: [404, 409],
      handler: (request) =>
        createResetLink(deps, request.caller, request.params.userId, publicOrigin(request, opts.publicUrl)),
    });

    route.post('/auth/password-reset', {
      summary: 'Restablecer la contraseña con un enlace de un solo uso',
      body: passwordResetBodySchema,
      errors: [404, 410, 429],
      handler: (request) => resetPassword(deps, request.body, { ip: request.ip, limit: opts.guessLimit }),
    });
  },
);
