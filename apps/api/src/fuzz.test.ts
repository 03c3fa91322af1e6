import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from './test/build-test-app.ts';
import { createTwoCommunities, TEST_PASSWORD } from './test/factories.ts';
import { type FuzzContext, junkString, junkValue, toPathSegment } from './test/fuzz-arbitraries.ts';
import type { FuzzDomainContext, FuzzPiece } from './test/fuzz-kit.ts';
import { multipartJunk } from './test/fuzz-multipart.ts';
import { type OpenApiDocument, requestArb, routesOf } from './test/fuzz-routes.ts';
import { pngImage } from './test/images.ts';
import { modulePieces } from './test/module-pieces.ts';
import { suiteLogStream } from './test/suite-log.ts';
import { signedToken } from './test/tokens.ts';

// Property-based fuzzing of every route of the OpenAPI document (so a route added later is fuzzed
// too): each call, as a signed-in pastor of a seeded community or as someone else, must never get a
// 5xx, must get the usual error body, and must never be refused by the database itself (the schema
// has to refuse bad input first). Bounded: FUZZ_RUNS calls per route (20), FUZZ_MULTIPART_RUNS junk
// forms per multipart route (15); CI runs 60 and 50 (.ci/run). Reproducible: the same FUZZ_SEED sends the same calls, and
// FUZZ_ROUTE='POST /api/groups' fuzzes that route alone. FUZZ_STATS=1 prints the statuses per route.

/**
 * The database's refusals of bad data (a data exception or a CHECK constraint), which the routes should
 * have refused first: read in the app's log as it is written (the log goes on to the suite's, checked
 * for secrets at the end).
 */
const dataRefusals: string[] = [];
let suiteLog: NodeJS.WritableStream | undefined;
const logStream = {
  write(line: string | Uint8Array) {
    const text = typeof line === 'string' ? line : Buffer.from(line).toString();
    if (text.includes('database refused the request')) {
      const entry = JSON.parse(text) as { code?: string; db?: { sqlState?: string } };
      if (entry.code === 'VALIDATION_ERROR') dataRefusals.push(entry.db?.sqlState ?? '?');
    }
    suiteLog ??= suiteLogStream(inject('suiteLogDir'));
    return suiteLog.write(line);
  },
} as unknown as NodeJS.WritableStream;

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const MULTIPART_RUNS = Number(process.env.FUZZ_MULTIPART_RUNS ?? 15);
const ONLY = process.env.FUZZ_ROUTE;
/**
 * Far more than the default runs need (about 40 s for every route on a busy 2-core machine), and more
 * with more runs: the one test walks the whole document, which grows with every domain.
 */
const timeout = (runs: number) => Math.max(300_000, runs * 5_000);
/** FUZZ_STATS=1 prints the answers' statuses per route: how deep the fuzz reaches. */
const stats: Record<string, Record<string, number>> = {};
let current = '';

const kit = useTestApp({ logLevel: 'info', logStream });
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
let doc: OpenApiDocument;
let images: Buffer[];
const pools: Record<string, Set<string>> = {};
const pool = (kind: string) => {
  pools[kind] ??= new Set();
  return pools[kind];
};
/**
 * Each domain's part (`modules/<d>/<d>.fuzz.ts`): its id pools, the body schemas and forms of the
 * routes that read their own body, and the rows it keeps in community A.
 */
let pieces: FuzzPiece[];
/** Routes that read their body themselves (JSON or multipart), so the document shows no body schema. */
let undocumentedBodies: Record<string, z.ZodType>;
/** Every multipart route, with a valid form (which the junk then spoils) and its image field. */
let multipart: NonNullable<FuzzPiece['multipart']>;
/** A path segment or field name → the pool of its ids. */
let kindOf: Record<string, string>;
let names = 0;

/** The pieces' records merged: a key two domains declare differently is a mistake. */
function merged<V>(part: (piece: FuzzPiece) => Record<string, V> | undefined): Record<string, V> {
  const all: Record<string, V> = {};
  for (const piece of pieces) {
    for (const [key, value] of Object.entries(part(piece) ?? {})) {
      if (key in all && all[key] !== value) throw new Error(`fuzz: ${key} is declared twice`);
      all[key] = value;
    }
  }
  return all;
}

beforeAll(async () => {
  pieces = (await modulePieces<FuzzPiece>('fuzz', 'fuzzing')).map((p) => p.piece);
  undocumentedBodies = merged((p) => p.undocumentedBodies);
  multipart = merged((p) => p.multipart);
  kindOf = merged((p) => p.kindOf);
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  images = [await pngImage(60, 40), await pngImage(900, 700)];
  doc = (await kit.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const c of [cast.a, cast.b]) {
    pool('communities').add(c.community.id);
    for (const who of [c.pastor, c.helper, c.member]) {
      pool('users').add(who.user.id);
      pool('memberships').add(who.membership.id);
      pool('emails').add(who.user.email);
      pool('documents').add(who.user.documentNumber);
    }
  }
  await replenish();
});
afterAll(() => {
  if (process.env.FUZZ_STATS) console.table(stats);
});

const pastorA = (options: InjectOptions) =>
  kit.t.app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${cast.a.tokens.pastor}` },
  });

/**
 * Keeps community A worth fuzzing: deletes and deactivations of earlier calls are made up for with
 * new rows (each domain's `replenish`), whose ids join the pools (each domain's `pools`; the old ids
 * stay: a deleted id is a good input too).
 */
async function replenish() {
  const ctx: FuzzDomainContext = {
    db: kit.t.database.db,
    cast,
    a: cast.a.community.id,
    pastorA,
    pool,
    next: () => ++names,
  };
  for (const piece of pieces) await piece.replenish?.(ctx);
  for (const piece of pieces) await piece.pools?.(ctx);
}

const context: FuzzContext = {
  resolve: (ref) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {},
  ids(name, path) {
    // An `id` names the collection before it: /groups/sectors/{id} is a sector.
    const segment = path.split('/{')[0]!.split('/').pop()!;
    const kind = kindOf[name] ?? (name === 'id' ? kindOf[segment] : undefined);
    const ids = kind ? [...pool(kind)] : Object.values(pools).flatMap((p) => [...p]);
    return ids.length ? ids : [];
  },
  get emails() {
    return [...pool('emails')];
  },
  get documents() {
    return [...pool('documents')];
  },
  passwords: [TEST_PASSWORD],
};

type Caller =
  | 'pastor'
  | 'helper'
  | 'member'
  | 'pastor of B'
  | 'nobody'
  | 'a forged token'
  | { claims: Record<string, unknown>; alg: string };
/** Claims of a token signed with the real secret: the pastor's, with one of them junk or missing. */
const oddClaims = fc.record({
  claim: fc.constantFrom('sub', 'mid', 'exp', 'iat'),
  value: fc.oneof(junkValue, fc.constant(undefined)),
  alg: fc.constantFrom('HS256', 'HS256', 'HS384', 'HS512'),
});
const callerArb: fc.Arbitrary<Caller> = fc.oneof(
  { arbitrary: fc.constant<Caller>('pastor'), weight: 14 },
  { arbitrary: fc.constantFrom<Caller>('helper', 'member', 'pastor of B', 'a forged token'), weight: 4 },
  { arbitrary: fc.constant<Caller>('nobody'), weight: 2 },
  {
    arbitrary: oddClaims.map(({ claim, value, alg }): Caller => {
      const claims: Record<string, unknown> = {
        sub: cast.a.pastor.user.id,
        mid: cast.a.pastor.membership.id,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 3600,
      };
      if (value === undefined) delete claims[claim];
      else claims[claim] = value;
      return { claims, alg };
    }),
    weight: 2,
  },
);
function authorization(caller: Caller): Record<string, string> {
  const token =
    typeof caller === 'object'
      ? signedToken(caller.claims, caller.alg)
      : {
          pastor: cast.a.tokens.pastor,
          helper: cast.a.tokens.helper,
          member: cast.a.tokens.member,
          'pastor of B': cast.b.tokens.pastor,
          'a forged token': `${cast.a.tokens.pastor.slice(0, -4)}AAAA`,
          nobody: undefined,
        }[caller];
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** What no call may end in: a 5xx, an error without the usual body, or the database's own refusal. */
async function call(options: InjectOptions): Promise<string | undefined> {
  const refusals = dataRefusals.length;
  const res = await kit.t.app.inject(options);
  const counts = stats[current] ?? {};
  counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  stats[current] = counts;
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (dataRefusals.length > refusals)
    return `reached the database, which refused it (SQLSTATE ${dataRefusals.at(-1)}): the route must refuse it first`;
  return problemWithError(res);
}

function problemWithError(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode < 400) return undefined;
  let body: { statusCode?: unknown; code?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} without a JSON error body: ${res.body.slice(0, 200)}`;
  }
  if (body.statusCode !== res.statusCode || typeof body.code !== 'string' || typeof body.message !== 'string')
    return `answered ${res.statusCode} without {statusCode, code, message}: ${res.body.slice(0, 200)}`;
  return undefined;
}

/** An input as a report shows it: long strings cut, control characters escaped by JSON. */
function show(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    typeof v === 'string' && v.length > 120 ? `${v.slice(0, 80)}…(${v.length} characters)` : v,
  );
}

/** A stable seed per route, so that adding a route does not change what the others are sent. */
function seedOf(key: string): number {
  let hash = SEED | 0;
  for (const c of key) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
  return hash;
}

async function fuzz<T>(
  key: string,
  arb: fc.Arbitrary<T>,
  numRuns: number,
  send: (input: T) => Promise<string | undefined>,
  describeInput: (input: T) => unknown,
): Promise<string | undefined> {
  const seed = seedOf(key);
  current = key;
  const details = await fc.check(
    fc.asyncProperty(arb, async (input) => {
      const problem = await send(input);
      if (problem) throw new Error(problem);
    }),
    { numRuns, seed, interruptAfterTimeLimit: 60_000 },
  );
  if (!details.failed || !details.counterexample) return undefined;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${key}: ${error}\n  input: ${show(describeInput(details.counterexample[0]))}\n  (FUZZ_SEED=${SEED}, route seed ${seed}, path ${details.counterexamplePath})`;
}

describe('fuzzing every route of the OpenAPI document', () => {
  it(
    'answers no junk with a 5xx, nor lets it reach the database',
    async () => {
      const routes = routesOf(doc, undocumentedBodies).filter((r) => !ONLY || r.key === ONLY);
      // The document is read, not listed by hand: every route with input is there, news included.
      if (!ONLY) {
        expect(routes.length).toBeGreaterThanOrEqual(30);
        expect(routes.map((r) => r.key)).toEqual(
          expect.arrayContaining([
            'POST /api/auth/login',
            'PATCH /api/community/news/{id}',
            'DELETE /api/groups/{id}',
          ]),
        );
      }
      const failures: string[] = [];
      for (const route of routes) {
        await replenish();
        const started = Date.now();
        const failure = await fuzz(
          route.key,
          requestArb(route, context, callerArb, authorization),
          RUNS,
          (req) => call(req.options),
          (req) => ({ as: req.caller, ...(req.summary as object) }),
        );
        stats[route.key] = { ...stats[route.key], ms: Date.now() - started };
        if (failure) failures.push(failure);
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    timeout(RUNS),
  );

  it(
    'answers no junk multipart form with a 5xx',
    async () => {
      const routes = routesOf(doc, undocumentedBodies).filter(
        (r) => r.multipart && (!ONLY || r.key === ONLY),
      );
      if (!ONLY) expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(multipart).sort());
      const failures: string[] = [];
      for (const route of routes) {
        await replenish();
        const fields = Object.keys(route.body?.properties ?? {});
        const arb = fc.record({
          caller: callerArb,
          form: multipartJunk(
            fields,
            multipart[route.key]?.imageField ?? 'imageFile',
            images,
            multipart[route.key]?.form ?? {},
          ),
          id: route.pathParams.length
            ? fc.oneof(
                { arbitrary: fc.constantFrom(...context.ids('id', route.path)), weight: 5 },
                junkString,
              )
            : fc.constant(''),
        });
        const failure = await fuzz(
          `${route.key} (multipart)`,
          arb,
          MULTIPART_RUNS,
          ({ caller, form, id }) =>
            call({
              method: route.method as InjectOptions['method'],
              url: route.path.replace(/\{\w+\}/, toPathSegment(id)),
              headers: { ...form.headers, ...authorization(caller) },
              payload: form.payload,
            }),
          ({ caller, form, id }) => ({
            as: caller,
            id,
            contentType: form.headers['content-type'],
            form: form.summary,
          }),
        );
        if (failure) failures.push(failure);
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    timeout(MULTIPART_RUNS),
  );
});
