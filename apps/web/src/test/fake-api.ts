import type { ApiErrorBody } from '@koinonia/shared/errors';
import { vi } from 'vitest';

/** One request the page sent, as the fake API received it. */
export interface FakeRequest {
  method: string;
  url: URL;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
  headers: Record<string, string>;
}

/** What a route answers: a Response made with `reply()`, or any value, sent as JSON with a 200. */
type Handler = (request: FakeRequest) => unknown;

/** A JSON answer with a status, shaped as the API shapes it (204 has no body). */
export function reply(status: number, body?: unknown): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body ?? null), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API's refusal: `{ statusCode, code, message }` with the status. */
export function refuse(status: number, code: ApiErrorBody['code'], message: string): Response {
  return reply(status, { statusCode: status, code, message } satisfies ApiErrorBody);
}

/**
 * A fake of the API for one test, installed as `fetch`: routes keyed by 'METHOD /api/path' (no query
 * string) answer; any other request gets the API's 404. Returns the requests received, to check what the
 * page sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: FakeRequest = {
      method,
      url,
      body,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return refuse(404, 'ROUTE_NOT_FOUND', 'La ruta solicitada no existe');
    const answer = await handler(request);
    return answer instanceof Response ? answer : reply(200, answer);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests sent to one route ('GET /api/community/members'). */
    to: (route: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === route),
  };
}
