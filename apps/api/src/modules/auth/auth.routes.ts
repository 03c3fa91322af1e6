import {
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registeredUserSchema,
} from '@koinonia/shared/auth/auth.schemas';
import { routesPlugin } from '../../lib/routes.ts';
import type { Limit } from '../../lib/throttle.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import { type LoginThrottle, login, register } from './auth.service.ts';

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
  },
);
