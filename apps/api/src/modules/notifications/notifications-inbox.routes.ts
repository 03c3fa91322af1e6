import {
  inboxPageSchema,
  inboxQuerySchema,
} from '@koinonia/shared/notifications/notifications-inbox.schemas';
import { routesPlugin } from '../../lib/routes.ts';
import { inbox } from './notifications-inbox.service.ts';

/** The members' inbox ('Avisos' in the app): any member of the community, guests included. */
export const notificationsInboxRoutes = routesPlugin(
  { tags: ['notifications'], access: 'member' },
  (route, deps) => {
    route.get('/notifications/inbox', {
      summary: 'Los avisos de la comunidad desde que me uní (el más reciente primero)',
      querystring: inboxQuerySchema,
      ok: inboxPageSchema,
      handler: (request) => inbox(deps, request.caller, request.query),
    });
  },
);
