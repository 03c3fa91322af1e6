import {
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registeredUserSchema,
} from '@koinonia/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { depsOf } from '../../lib/service-deps.ts';
import type { Limit } from '../../lib/throttle.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import { type LoginThrottle, login, register } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  loginThrottle: LoginThrottle;
  registerLimit: Limit;
}> = async (app, opts) => {
  const deps = depsOf(app);
  const sign = (payload: TokenPayload) => app.jwt.sign(payload);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorSchemas(400, 401, 403, 429) },
      },
    },
    (request) => login(deps, request.body, { ip: request.ip, throttle: opts.loginThrottle, sign }),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registrar una cuenta (sin comunidad)',
        body: registerBodySchema,
        response: { 201: registeredUserSchema, ...errorSchemas(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await register(deps, request.body, { ip: request.ip, limit: opts.registerLimit })),
  );
};
