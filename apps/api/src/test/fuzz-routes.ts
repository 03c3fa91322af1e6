import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import {
  type FuzzContext,
  fuzzFor,
  type JsonSchema,
  junkContentType,
  rawJunkBody,
  toPathSegment,
  toQueryString,
} from './fuzz-arbitraries.ts';

/**
 * The routes of the OpenAPI document, and requests for them, for the fuzz test (src/fuzz.test.ts):
 * the document is read, never a hand-made list, so that a route added later is fuzzed too.
 */

export interface Route {
  key: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query?: JsonSchema;
  body?: JsonSchema;
  multipart: boolean;
}

interface OpenApiOperation {
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const methodOrder: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

/**
 * Every operation that takes input (a path parameter, a query, a body) or writes, reads before deletes;
 * with `everyRoute`, the operations without any input too.
 */
export function routesOf(
  doc: OpenApiDocument,
  undocumentedBodies: Record<string, z.ZodType>,
  { everyRoute = false }: { everyRoute?: boolean } = {},
): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      if (!(method in methodOrder)) continue;
      const key = `${method} ${path}`;
      const params = op.parameters ?? [];
      const queryParams = params.filter((p) => p.in === 'query');
      const query: JsonSchema | undefined = queryParams.length
        ? {
            type: 'object',
            properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
            required: queryParams.filter((p) => p.required).map((p) => p.name),
          }
        : undefined;
      const documented = op.requestBody?.content?.['application/json']?.schema;
      const undocumented = undocumentedBodies[key];
      const body =
        documented ??
        (undocumented
          ? (z.toJSONSchema(undocumented, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
          : method === 'GET'
            ? undefined
            : { type: 'object', properties: {} });
      const multipart =
        /multipart\/form-data/.test(op.description ?? '') ||
        !!op.requestBody?.content?.['multipart/form-data'];
      const pathParams = params
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, schema: p.schema }));
      if (!everyRoute && !pathParams.length && !query && !body && !multipart) continue;
      routes.push({ key, method, path, pathParams, query, body, multipart });
    }
  }
  return routes.sort((a, b) => methodOrder[a.method]! - methodOrder[b.method]! || a.key.localeCompare(b.key));
}

export interface FuzzRequest<C> {
  caller: C;
  options: InjectOptions;
  /** The input, readable in a report. */
  summary: unknown;
}

const rawQueries = fc.constantFrom(
  '?page=1&page=2',
  '?%',
  '?%zz=1',
  '?a[b]=1',
  '?__proto__[x]=1',
  '?page',
  '?=1',
);

export function requestArb<C>(
  route: Route,
  context: FuzzContext,
  callers: fc.Arbitrary<C>,
  authorization: (caller: C) => Record<string, string>,
): fc.Arbitrary<FuzzRequest<C>> {
  const params = fc.record(
    Object.fromEntries(route.pathParams.map((p) => [p.name, fuzzFor(context, p.schema, p.name, route.path)])),
  );
  const query = route.query
    ? fc.oneof(
        { arbitrary: fuzzFor(context, route.query, 'query', route.path).map(queryText), weight: 9 },
        { arbitrary: rawQueries, weight: 1 },
      )
    : fc.constant('');
  const json = route.body
    ? fuzzFor(context, route.body, 'body', route.path).map((value) => ({ kind: 'json' as const, value }))
    : fc.constant({ kind: 'none' as const, value: undefined });
  const raw = fc
    .record({ text: rawJunkBody, type: junkContentType })
    .map((r) => ({ kind: 'raw' as const, ...r }));
  const body =
    route.method === 'GET' ? json : fc.oneof({ arbitrary: json, weight: 8 }, { arbitrary: raw, weight: 1 });
  const address = fc.oneof(fc.constant('127.0.0.1'), fc.ipV4(), fc.ipV6());
  return fc
    .record({ caller: callers, params, query, body, address })
    .map(({ caller, params, query, body, address }) => {
      const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => toPathSegment(params[name])) + query;
      const headers: Record<string, string> = { ...authorization(caller) };
      let payload: string | undefined;
      if (body.kind === 'json' && body.value !== undefined) {
        payload = JSON.stringify(body.value);
        headers['content-type'] = 'application/json';
      } else if (body.kind === 'raw') {
        payload = body.text;
        headers['content-type'] = body.type;
      }
      return {
        caller,
        options: {
          method: route.method as InjectOptions['method'],
          url,
          headers,
          payload,
          remoteAddress: address,
        },
        summary: { url, body: body.kind === 'raw' ? { raw: body.text, type: body.type } : body.value },
      };
    });
}

function queryText(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return toQueryString(value as Record<string, unknown>);
  return toQueryString({ q: value });
}
