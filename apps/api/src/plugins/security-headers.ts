import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Strict-Transport-Security of an https request: a year, subdomains included (helmet's default). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's security headers on every response, and Strict-Transport-Security on https requests.
 * Helmet's middleware is run once, here, and the headers it writes are kept: with this configuration
 * they depend on nothing in the request (no nonces). @fastify/helmet built the middleware again on every
 * request (parsing the Content-Security-Policy's directives each time), a tenth of a small API answer's
 * CPU; running it on every response still set a dozen headers one by one on Node's response.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { imageSources?: string[] }) => {
  const headers = helmetHeaders(opts.imageSources);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Behind a proxy (TRUST_PROXY) request.protocol comes from X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});

/**
 * What img-src must add for the map's tiles (MAP_TILE_URL): nothing for an https server (https: is
 * allowed), else its origin, a {s} subdomain as a wildcard ('http://*.tiles.example.org').
 */
export function mapImageSources(tileUrl: string | undefined): string[] {
  if (!tileUrl?.startsWith('http://')) return [];
  const origin = /^http:\/\/[^/?#]+/.exec(tileUrl)?.[0];
  return origin ? [origin.replace(/\{s\}/g, '*').replace(/\{[^}]*\}/g, '*')] : [];
}

/** The headers helmet's middleware writes on a response, by lower-case name; `imageSources` join img-src. */
export function helmetHeaders(imageSources: string[] = []): Record<string, string> {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and one <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent below, and only when the request came over https (browsers ignore it over http, RFC 6797).
    strictTransportSecurity: false,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  applyHelmet({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('security headers: helmet did not finish at once');
  return headers;
}
