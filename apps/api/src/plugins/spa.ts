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

/** The members' app lives under this path; the dashboard everywhere else. */
export const MEMBER_APP_PREFIX = '/app/';

interface Mount {
  /** The path the app answers under ('/' or '/app/'). */
  prefix: string;
  dist: string;
}

/**
 * Serves the two built apps: the members' app under /app/ and the dashboard everywhere else. A GET of a
 * path without a file extension outside /api and /uploads (a deep link such as /groups or
 * /app/eventos/1) answers that app's index.html, never cached without revalidation, so a deploy is seen
 * at once (the app's service worker, sw.js, is revalidated the same way); hashed assets are cached for
 * a year; a missing file (an old page asking for a script of the previous build, /favicon.ico…) is a
 * 404, never index.html served as a script. Unknown /api paths answer the JSON 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { webDist: string | undefined; memberDist?: string | undefined }) => {
    const built = (dist: string | undefined) =>
      dist && existsSync(path.join(dist, 'index.html')) ? dist : undefined;
    const memberDist = built(opts.memberDist);
    const webDist = built(opts.webDist);
    // The longest prefix first: /app/ before /.
    const mounts: Mount[] = [
      ...(memberDist ? [{ prefix: MEMBER_APP_PREFIX, dist: memberDist }] : []),
      ...(webDist ? [{ prefix: '/', dist: webDist }] : []),
    ];
    const first = mounts[0];
    if (first) {
      await app.register(fastifyStatic, {
        root: first.dist,
        // No route per file (a GET and a HEAD for each of the dist's files, .br and .gz copies included,
        // globbed at every start): the not-found handler below serves any file present.
        serve: false,
        index: false,
        // The build writes a .br and a .gz copy beside each text file (scripts/vite-precompress.ts):
        // they are sent as they are to a client that accepts them, with Vary: Accept-Encoding.
        preCompressed: true,
        // send's own Cache-Control is off: setHeaders decides per file (also for reply.sendFile below).
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const mount = mounts.find((m) => !path.relative(m.dist, filePath).startsWith('..'));
          reply.header('cache-control', cacheControlOf(path.relative(mount?.dist ?? first.dist, filePath)));
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        pathname === '/api' ||
        pathname.startsWith('/api/') ||
        pathname.startsWith('/uploads/')
      ) {
        return notFound(reply);
      }
      // /app answers as /app/ (the app's scope and its relative links need the slash).
      if (memberDist && pathname === MEMBER_APP_PREFIX.slice(0, -1)) {
        const query = request.url.slice(pathname.length);
        return reply.redirect(`${MEMBER_APP_PREFIX}${query}`, 301);
      }
      const mount = mounts.find((m) => pathname.startsWith(m.prefix));
      // The members' app's paths never fall through to the dashboard.
      if (!mount || (mount.prefix === '/' && pathname.startsWith(MEMBER_APP_PREFIX))) return notFound(reply);
      const local = pathname.slice(mount.prefix.length);
      // Any file of the dist, present at start or built later (new hashed assets); HEAD as GET, no body.
      if (local && !local.includes('..') && !local.includes('\\') && isFile(path.join(mount.dist, local))) {
        return reply.sendFile(local, mount.dist);
      }
      if (local === ASSETS_DIR || local.startsWith(`${ASSETS_DIR}/`) || hasExtension(pathname)) {
        return notFound(reply);
      }
      return reply.sendFile('index.html', mount.dist);
    });
  },
);

function isFile(filePath: string) {
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
}
