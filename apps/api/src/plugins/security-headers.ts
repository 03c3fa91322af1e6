import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Strict-Transport-Security of an https request: a year, subdomains included (helmet's default). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's security headers on every response, and Strict-Transport-Security on https requests.
 * Helmet's middleware is built once, here: @fastify/helmet built it again on every request (parsing the
 * Content-Security-Policy's directives each time), a tenth of a small API answer's CPU.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and one <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (err?: unknown) => {
      if (err) return done(err as Error);
      // Behind a proxy (TRUST_PROXY) request.protocol comes from X-Forwarded-Proto.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  });
});
