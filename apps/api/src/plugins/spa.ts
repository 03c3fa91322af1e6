import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@koinonia/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA; every non-API GET falls back to index.html so deep links work on reload.
 * Unknown /api paths answer the JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | undefined }) => {
  const dist = opts.webDist && existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  if (dist) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      dist &&
      request.method === 'GET' &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/uploads/')
    ) {
      const file = pathname.slice(1);
      if (file && !file.includes('..') && existsSync(path.join(dist, file)) && file !== 'index.html') {
        return reply.sendFile(file);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
  });
});
