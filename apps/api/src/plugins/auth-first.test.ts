import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { type OpenApiDocument, routesOf } from '../test/fuzz-routes.ts';

// The session is checked before anything else of a request: an anonymous call answers 401 whatever
// its input, never a 400 (validation), a 413 (size) or a 415 (content type) that would tell a stranger
// what the route expects.

/**
 * The routes that need no session: signing in and up, a new password by a reset link, an invitation
 * read by its code, the calendar address (its token is its key), and the health checks (the proxy's).
 */
const publicRoutes = new Set([
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/password-reset',
  'GET /api/invitations/{code}',
  'GET /api/calendar/{communityId}/{userId}/{file}',
  'GET /api/health/live',
  'GET /api/health/ready',
]);

const kit = useTestApp();
let doc: OpenApiDocument;
beforeAll(async () => {
  doc = (await kit.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

/** Input no route accepts: junk path parameters, query values of the wrong type, bodies of every kind. */
function junkRequests(method: string, path: string): InjectOptions[] {
  const url = `${path.replace(/\{\w+\}/g, 'no-es-un-id')}?page=abc&limit=-1&month=13&year=x&from=ayer&search=${'a'.repeat(300)}`;
  const m = method as InjectOptions['method'];
  if (method === 'GET') return [{ method: m, url }];
  return [
    { method: m, url, payload: { title: 5, message: [], imageBase64: '%%%', page: 'x', id: {} } },
    { method: m, url, headers: { 'content-type': 'application/json' }, payload: '{"roto": ' },
    { method: m, url, headers: { 'content-type': 'multipart/form-data' }, payload: '--sin-límite' },
    { method: m, url, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    { method: m, url, headers: { 'content-type': 'text/plain' }, payload: 'hola' },
    { method: m, url, payload: { imageBase64: 'A'.repeat(2 * 1024 * 1024) } },
  ];
}

describe('an anonymous request', () => {
  it('answers 401 on every route that needs a session, whatever its query, body or parameters', async () => {
    const routes = routesOf(doc, {}, { everyRoute: true });
    const keys = routes.map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining([...publicRoutes]));
    const guarded = routes.filter((r) => !publicRoutes.has(r.key));
    expect(guarded.length).toBeGreaterThanOrEqual(100);
    const wrong: string[] = [];
    for (const route of guarded) {
      for (const options of junkRequests(route.method, route.path)) {
        const res = await kit.t.app.inject(options);
        if (res.statusCode !== 401 || res.json().code !== 'UNAUTHORIZED') {
          const type = (options.headers as Record<string, string> | undefined)?.['content-type'] ?? 'json';
          wrong.push(`${route.key} (${type}): ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
