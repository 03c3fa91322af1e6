import {
  accountCommunitiesSchema,
  switchCommunityBodySchema,
} from '@koinonia/shared/auth/account-communities.schemas';
import {
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registeredUserSchema,
} from '@koinonia/shared/auth/auth.schemas';
import { routesPlugin } from '../../lib/routes.ts';
import type { Limit } from '../../lib/throttle.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import { type LoginThrottle, listCommunities, login, register, switchCommunity } from './auth.service.ts';

export const authRoutes = routesPlugin<{ loginThrottle: LoginThrottle; registerLimit: Limit }>(
  { tags: ['auth'], access: null },
  (route, deps, app, opts) => {
    const sign = (payload: TokenPayload) => app.jwt.sign(payload);

    route.post('/auth/login', {
      summary: 'Iniciar sesión',
      body: loginBodySchema,
      ok: loginResponseSchema,
      errors: [401, 403, 429],
      handler: (request) => login(deps, request.body, { ip: request.ip, throttle: opts.loginThrottle, sign }),
    });

    route.post('/auth/register', {
      summary: 'Registrar una cuenta (sin comunidad)',
      body: registerBodySchema,
      created: registeredUserSchema,
      errors: [409, 429],
      handler: (request) => register(deps, request.body, { ip: request.ip, limit: opts.registerLimit }),
    });

    route.get('/auth/communities', {
      summary: 'Comunidades de la cuenta (membresías activas)',
      access: 'account',
      ok: accountCommunitiesSchema,
      handler: (request) => listCommunities(deps, request.account),
    });

    route.post('/auth/switch-community', {
      summary: 'Cambiar de comunidad (nueva sesión en otra membresía activa)',
      access: 'account',
      body: switchCommunityBodySchema,
      ok: loginResponseSchema,
      errors: [404],
      handler: (request) => switchCommunity(deps, request.account, request.body, sign),
    });
  },
);
