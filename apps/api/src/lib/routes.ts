import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import { z } from 'zod';
import type { Access } from '../plugins/auth.ts';
import { idempotent as idempotentConfig } from '../plugins/idempotency.ts';
import { errorSchemas } from './openapi.ts';
import { depsOf, type ServiceDeps } from './service-deps.ts';

/**
 * One way to declare a route: `route.get(path, spec)`, inside `routesPlugin`. A spec holds the route's
 * documentation (summary, description, its input schemas), its success answer and its handler; the
 * kit adds the guard, the tags, the error answers the route can give and the success status.
 *
 * The error answers follow from the route, so that no route forgets one:
 *   - a guarded route: 401 (no valid session) and 403 (not allowed);
 *   - input (querystring, body, an upload): 400;
 *   - an item's path (`:id`, the item's id as text: any other text finds nothing): 404;
 *   - an upload: 413;
 *   - and the route's own `errors` (409, 429…).
 * `ok` answers 200, `created` 201 (a creation), and a route with neither answers 204 with no body;
 * a route that always `refuses` documents its error answers only. `accepted` documents a 202 that the
 * handler sends itself.
 */

type Input = z.ZodTypeAny | undefined;
type Infer<S extends Input> = S extends z.ZodTypeAny ? z.infer<S> : unknown;

/** An item's path parameter: its id as text (a service answers 404 for an id that is not a uuid). */
export const idParams = z.object({ id: z.string() });

/** The params of a path without its own `params` schema: `{ id }` when it names an item (`:id`). */
type PathParams<Path extends string> = Path extends `${string}:id${'' | `/${string}`}`
  ? typeof idParams
  : undefined;

/** The request a handler gets: its params, query and body typed by the spec's schemas. */
export type RouteRequest<P extends Input, Q extends Input, B extends Input> = FastifyRequest<{
  Params: Infer<P>;
  Querystring: Infer<Q>;
  Body: Infer<B>;
}>;

/**
 * What a handler answers: the success schema's input (items may be JSON text: JsonItems), or a sent
 * reply. A 204 sends nothing, whatever the handler answers.
 */
type Answer<Ok extends Input> = Ok extends z.ZodTypeAny ? z.input<Ok> | FastifyReply : unknown;

export interface RouteSpec<P extends Input, Q extends Input, B extends Input, Ok extends Input> {
  summary: string;
  description?: string;
  /** The path's parameters; an item's path (`:id`) has `{ id }` without saying so. */
  params?: P;
  querystring?: Q;
  body?: B;
  /** The content types of a body read by the handler itself (an upload: 400 and 413 are documented). */
  consumes?: readonly string[];
  /** Who may call it; the plugin's access by default, `null` for a public route. */
  access?: Access | null;
  /** Replays the answer of a repeated Idempotency-Key (plugins/idempotency.ts). */
  idempotent?: true;
  bodyLimit?: number;
  /** The answer, 200. */
  ok?: Ok;
  /** The answer of a creation, 201. Without `ok` or `created`: 204 with no body. */
  created?: Ok;
  /** The answer of work that goes on after it, 202, sent by the handler itself (`reply.status(202)`). */
  accepted?: z.ZodTypeAny;
  /** Error answers beyond those that follow from the route. */
  errors?: number[];
  /** Always refuses (an action kept for the platform's operators): no success answer is documented. */
  refuses?: true;
  handler(request: RouteRequest<P, Q, B>, reply: FastifyReply): Answer<Ok> | Promise<Answer<Ok>>;
}

type Declare = <
  Path extends string,
  P extends Input = PathParams<Path>,
  Q extends Input = undefined,
  B extends Input = undefined,
  Ok extends Input = undefined,
>(
  path: Path,
  spec: RouteSpec<P, Q, B, Ok>,
) => void;

export interface RouteKit {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

const MULTIPART = 'multipart/form-data';

/** An item's path: it names the item by `:id` (its params are `{ id }`, and an unknown id is a 404). */
const isItemPath = (path: string) => /:id(\/|$)/.test(path);

/** The error statuses a route documents (see above), in order. */
export function errorStatuses(
  path: string,
  spec: Pick<RouteSpec<Input, Input, Input, Input>, 'querystring' | 'body' | 'consumes' | 'errors'>,
  guarded: boolean,
): number[] {
  const statuses = new Set(spec.errors);
  if (guarded) statuses.add(401).add(403);
  if (spec.querystring || spec.body || spec.consumes) statuses.add(400);
  if (isItemPath(path)) statuses.add(404);
  if (spec.consumes?.includes(MULTIPART)) statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** The route kit of one plugin: its OpenAPI tags and who may call its routes unless a route says otherwise. */
function routeKit(app: FastifyInstance, tags: string[], access: Access | null): RouteKit {
  const guards = new Map<Access, ReturnType<FastifyInstance['guard']>>();
  const guardOf = (who: Access) => guards.get(who) ?? guards.set(who, app.guard(who)).get(who)!;

  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Declare =>
    (path, spec) => {
      const who = spec.access === undefined ? access : spec.access;
      const answer = spec.ok ?? spec.created;
      const status = spec.ok ? 200 : spec.created ? 201 : 204;
      const params = spec.params ?? (isItemPath(path) ? idParams : undefined);
      const handler = spec.handler as (request: FastifyRequest, reply: FastifyReply) => unknown;
      app.route({
        method,
        url: path,
        ...(who ? { onRequest: guardOf(who) } : {}),
        ...(spec.idempotent ? idempotentConfig : {}),
        ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
        schema: {
          tags,
          summary: spec.summary,
          ...(spec.description ? { description: spec.description } : {}),
          ...(spec.consumes ? { consumes: [...spec.consumes] } : {}),
          ...(params ? { params } : {}),
          ...(spec.querystring ? { querystring: spec.querystring } : {}),
          ...(spec.body ? { body: spec.body } : {}),
          response: {
            ...(spec.refuses ? {} : { [status]: answer ?? z.null() }),
            ...(spec.accepted ? { 202: spec.accepted } : {}),
            ...errorSchemas(...errorStatuses(path, spec, !!who)),
          },
        },
        handler: (status === 200
          ? handler
          : async (request: FastifyRequest, reply: FastifyReply) => {
              const result = await handler(request, reply);
              if (result === reply) return reply;
              return reply.status(status).send(status === 204 ? null : result);
            }) as RouteHandlerMethod,
      });
    };

  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/**
 * A module's routes as a Fastify plugin: `declare` gets the route kit, the services' dependencies,
 * the app and the plugin's options.
 */
export function routesPlugin<Options extends Record<string, unknown> = Record<never, never>>(
  { tags, access }: { tags: string[]; access: Access | null },
  declare: (route: RouteKit, deps: ServiceDeps, app: FastifyInstance, opts: Options) => void | Promise<void>,
): FastifyPluginAsync<Options> {
  return async (app, opts) => declare(routeKit(app, tags, access), depsOf(app), app, opts);
}
