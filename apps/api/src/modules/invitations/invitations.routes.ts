import {
  acceptedInvitationSchema,
  createInvitationBodySchema,
  invitationCodeParamsSchema,
  invitationSchema,
  invitationsPageSchema,
  invitationsQuerySchema,
  publicInvitationSchema,
} from '@koinonia/shared/invitations/invitations.schemas';
import { publicOrigin } from '../../lib/public-url.ts';
import { routesPlugin } from '../../lib/routes.ts';
import type { Limit } from '../../lib/throttle.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import * as service from './invitations.service.ts';
import { acceptInvitation, publicInvitation } from './join.service.ts';

export type InvitationRoutesOptions = {
  guessLimit: Limit;
  publicUrl: string | undefined;
};

/** The pastors' invitations (create, list, revoke) and the joining screen's (read a code, join). */
export const invitationsRoutes = routesPlugin<InvitationRoutesOptions>(
  { tags: ['invitations'], access: 'admin' },
  (route, deps, app, opts) => {
    const sign = (payload: TokenPayload) => app.jwt.sign(payload);

    route.post('/community/invitations', {
      summary: 'Crear una invitación para unirse a la comunidad',
      idempotent: true,
      body: createInvitationBodySchema,
      created: invitationSchema,
      handler: (request) =>
        service.createInvitation(deps, request.caller, request.body, publicOrigin(request, opts.publicUrl)),
    });

    route.get('/community/invitations', {
      summary: 'Invitaciones de la comunidad (paginado, las más recientes primero)',
      querystring: invitationsQuerySchema,
      ok: invitationsPageSchema,
      handler: (request) =>
        service.listInvitations(deps, request.caller, request.query, publicOrigin(request, opts.publicUrl)),
    });

    route.delete('/community/invitations/:id', {
      summary: 'Anular una invitación',
      ok: invitationSchema,
      handler: (request) =>
        service.revokeInvitation(
          deps,
          request.caller,
          request.params.id,
          publicOrigin(request, opts.publicUrl),
        ),
    });

    route.get('/invitations/:code', {
      summary: 'Una invitación por su código (sin sesión): la comunidad, el rol y si se puede usar',
      access: null,
      params: invitationCodeParamsSchema,
      ok: publicInvitationSchema,
      errors: [404, 429],
      handler: (request) =>
        publicInvitation(deps, request.params.code, { ip: request.ip, limit: opts.guessLimit }),
    });

    route.post('/invitations/:code/accept', {
      summary: 'Unirse a la comunidad de una invitación (con sesión, con o sin comunidad)',
      access: 'account',
      idempotent: true,
      params: invitationCodeParamsSchema,
      created: acceptedInvitationSchema,
      errors: [404, 409, 410, 429],
      handler: (request) =>
        acceptInvitation(deps, request.account, request.params.code, { limit: opts.guessLimit, sign }),
    });
  },
);
