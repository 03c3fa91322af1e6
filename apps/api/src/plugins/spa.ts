import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@koinonia/shared/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Vite's output under assets/ has a content hash in every name: a changed file gets a new name. */
const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (favicon…): the browser may keep them but asks again (ETag) each time. */
const REVALIDATE = 'no-cache';

/** A path whose last segment has a file extension ('/foo.js', '/favicon.ico'), not a deep link. */
const hasExtension = (pathname: string) => /\.[^/.]+$/.test(pathname);

/** The Cache-Control of a file of the dist, by its path relative to the dist folder. */
function cacheControlOf(relative: string) {
  return relative.startsWith(`${ASSETS_DIR}${path.sep}`) ? IMMUTABLE : REVALIDATE;
}

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
}

/**
 * Serves the built SPA. A GET of a path without a file extension outside /api and /uploads (a deep
 * link such as /groups) answers index.html, never cached without revalidation, so a deploy is seen at
 * once; hashed assets are cached for a year; a missing file (an old page asking for a script of the
 * previous build, /favicon.ico…) is a 404, never index.html served as a script. Unknown /api paths
 * answer the JSON 404.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string | undefined }) => {
  const dist = opts.webDist && existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      // No route per file (a GET and a HEAD for each of the dist's ~235 files, .br and .gz copies
      // included, globbed at every start): the not-found handler below serves any file present.
      serve: false,
      index: false,
      // The build writes a .br and a .gz copy beside each text file (apps/web/vite.config.ts): they are
      // sent as they are to a client that accepts them, with Vary: Accept-Encoding (also for sendFile).
      preCompressed: true,
      // send's own Cache-Control is off: setHeaders decides per file (also for reply.sendFile below).
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlOf(path.relative(dist, filePath)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      !dist ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/uploads/')
    ) {
      return notFound(reply);
    }
    // Any file of the dist, present at start or built later (new hashed assets); HEAD as GET, no body.
    const file = pathname.slice(1);
    if (file && !file.includes('..') && !file.includes('\\') && isFile(path.join(dist, file))) {
      return reply.sendFile(file);
    }
    if (pathname === `/${ASSETS_DIR}` || pathname.startsWith(`/${ASSETS_DIR}/`) || hasExtension(pathname)) {
      return notFound(reply);
    }
    return reply.sendFile('index.html');
  });
});

function isFile(filePath: string) {
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
}
