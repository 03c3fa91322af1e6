import { appConfigSchema } from '@koinonia/shared/app-config/app-config.schemas';
import { DEFAULT_MAP, type MapConfig } from '../../config.ts';
import { routesPlugin } from '../../lib/routes.ts';

/**
 * What the members' app takes from the server's configuration, for any member: the map's tile server
 * and attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION).
 */
export const appConfigRoutes = routesPlugin<{ map?: MapConfig }>(
  { tags: ['app'], access: 'member' },
  (route, _deps, _app, opts) => {
    const answer = { map: opts.map ?? DEFAULT_MAP };
    route.get('/app/config', {
      summary: 'Configuración de la app de miembros (teselas del mapa)',
      ok: appConfigSchema,
      handler: async (_request, reply) => {
        reply.header('cache-control', 'private, max-age=300');
        return answer;
      },
    });
  },
);
