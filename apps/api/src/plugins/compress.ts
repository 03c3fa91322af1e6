import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What is worth compressing on the fly: text, JSON, XML, SVG, JavaScript (the API's answers, /api/docs). */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/;
/** Under this size the encoding costs more than it saves (@fastify/compress's default). */
const THRESHOLD = 1024;

/**
 * Compresses dynamic responses (the API's JSON, the OpenAPI document, Swagger UI's files) with brotli
 * or gzip, as the client's Accept-Encoding asks. Brotli at quality 4: on the fly, quality 11 costs far
 * more CPU than it saves bytes. The built SPA is compressed once at build time instead (plugins/spa.ts
 * serves its .br / .gz copies); a response that already has a Content-Encoding is left alone.
 * Images are never recompressed. Every compressible answer says Vary: Accept-Encoding, also when it
 * went out uncompressed, so a shared cache never gives one client's encoding to another.
 * Registered before the routes: @fastify/compress hooks each route as it is added. A request's body
 * compressed with gzip, deflate or brotli (Content-Encoding) is decompressed before it is parsed.
 */
export const compressPlugin = fp(async (app: FastifyInstance) => {
  // A GET or HEAD request has no body to decompress (Fastify parses none): its route gets no
  // preParsing hook from @fastify/compress. Added before the plugin, whose onRoute hook reads it.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD'))
      route.decompress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD,
    customTypes: COMPRESSIBLE,
  });
  // A callback hook, not an async one: no promise on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE.test(type)) addVary(reply);
    done(null, payload);
  });
});

function addVary(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }) {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}
