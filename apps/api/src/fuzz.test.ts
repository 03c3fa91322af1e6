import { eventFieldsSchema, eventPatchSchema } from '@koinonia/shared/events/events.schemas';
import { newsFieldsSchema, newsPatchSchema } from '@koinonia/shared/news/news.schemas';
import { postBodySchema } from '@koinonia/shared/posts/posts.schemas';
import {
  courseFieldsSchema,
  coursePatchSchema,
  instructorFieldsSchema,
  instructorPatchSchema,
} from '@koinonia/shared/school/school.schemas';
import { enrollBodySchema } from '@koinonia/shared/school/school-requests.schemas';
import { avatarFormSchema } from '@koinonia/shared/users/avatars.schemas';
import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  communities,
  communityPosts,
  events,
  groups,
  memberships,
  news,
  postComments,
  prayers,
  pushBroadcasts,
  pushDevices,
  sectors,
  users,
} from './db/schema.ts';
import { useTestApp } from './test/build-test-app.ts';
import { createMember, createTwoCommunities, createUser, TEST_PASSWORD } from './test/factories.ts';
import { type FuzzContext, junkString, junkValue, toPathSegment } from './test/fuzz-arbitraries.ts';
import { multipartJunk } from './test/fuzz-multipart.ts';
import { type OpenApiDocument, requestArb, routesOf } from './test/fuzz-routes.ts';
import { pngImage } from './test/images.ts';
import { signedToken } from './test/tokens.ts';

// Property-based fuzzing of every route of the OpenAPI document (so a route added later is fuzzed
// too): each call, as a signed-in pastor of a seeded community or as someone else, must never get a
// 5xx, must get the usual error body, and must never be refused by the database itself (the schema
// has to refuse bad input first). Bounded: FUZZ_RUNS calls per route (60), FUZZ_MULTIPART_RUNS junk
// forms per multipart route (50). Reproducible: the same FUZZ_SEED sends the same calls, and
// FUZZ_ROUTE='POST /api/groups' fuzzes that route alone. FUZZ_STATS=1 prints the statuses per route.

/** The database's refusals of bad data (SQLSTATE 22xxx), which the routes should have refused first. */
const seen = vi.hoisted(() => ({ dataRefusals: [] as string[] }));
vi.mock('./lib/db-errors.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./lib/db-errors.ts')>();
  return {
    ...original,
    classifyDbError(error: unknown) {
      const failure = original.classifyDbError(error);
      if (failure?.code === 'VALIDATION_ERROR') seen.dataRefusals.push(failure.log.sqlState ?? '?');
      return failure;
    },
  };
});

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const MULTIPART_RUNS = Number(process.env.FUZZ_MULTIPART_RUNS ?? 50);
const ONLY = process.env.FUZZ_ROUTE;
/**
 * Far more than the default runs need (about 40 s for every route on a busy 2-core machine), and more
 * with more runs: the one test walks the whole document, which grows with every domain.
 */
const timeout = (runs: number) => Math.max(300_000, runs * 5_000);
/** FUZZ_STATS=1 prints the answers' statuses per route: how deep the fuzz reaches. */
const stats: Record<string, Record<string, number>> = {};
let current = '';

/** Routes that read their body themselves (JSON or multipart), so the document shows no body schema. */
const undocumentedBodies: Record<string, z.ZodType> = {
  'POST /api/community/news': newsFieldsSchema,
  'PATCH /api/community/news/{id}': newsPatchSchema,
  'PUT /api/users/me/avatar': avatarFormSchema,
  'POST /api/admin/community/posts': postBodySchema,
  'POST /api/community/admin/events': eventFieldsSchema,
  'PATCH /api/community/admin/events/{id}': eventPatchSchema,
  'POST /api/admin/biblical-school/instructors': instructorFieldsSchema,
  'PUT /api/admin/biblical-school/instructors/{id}': instructorPatchSchema,
  'POST /api/admin/biblical-school/courses': courseFieldsSchema,
  'PUT /api/admin/biblical-school/courses/{id}': coursePatchSchema,
  'POST /api/community/biblical-school/courses/{id}/enroll': enrollBodySchema,
};
/** A valid form of the multipart routes, which the junk then spoils (a route not listed gets junk only). */
const newsForm = {
  title: 'Vigilia de oración por la ciudad',
  summary: 'Una noche entera de oración y alabanza',
  content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia.',
  priority: '2',
};
const eventForm = {
  title: 'Conferencia de familias',
  summary: 'Dos días de enseñanza para las familias',
  content: 'Una conferencia para fortalecer los hogares de la ciudad.',
  eventDate: '2099-06-15',
  eventTime: '18:30',
  location: 'Auditorio principal',
  tags: '["familia"]',
};
const instructorForm = { name: 'Pastor Andrés Gómez', title: 'Maestro', specialties: 'Biblia, Teología' };
const validForms: Record<string, Record<string, string>> = {
  'POST /api/community/news': newsForm,
  'POST /api/admin/community/posts': {
    type: 'TESTIMONY',
    title: 'Dios es fiel',
    message: 'Gracias por sus oraciones',
  },
  'PATCH /api/community/news/{id}': newsForm,
  'POST /api/community/admin/events': eventForm,
  'PATCH /api/community/admin/events/{id}': eventForm,
  'POST /api/admin/biblical-school/instructors': instructorForm,
  'PUT /api/admin/biblical-school/instructors/{id}': instructorForm,
};

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
let doc: OpenApiDocument;
let images: Buffer[];
const pools: Record<string, Set<string>> = {};
const pool = (kind: string) => {
  pools[kind] ??= new Set();
  return pools[kind];
};

beforeAll(async () => {
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
 * new sectors, groups, news, members and registered people, whose ids join the pools (the old ids
 * stay: a deleted id is a good input too).
 */
async function replenish() {
  const db = kit.t.database.db;
  const a = cast.a.community.id;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  let n = (await count(db.select({ id: sectors.id }).from(sectors).where(eq(sectors.communityId, a)))) + 1;
  const activeSectors = () =>
    db
      .select({ id: sectors.id })
      .from(sectors)
      .where(and(eq(sectors.communityId, a), eq(sectors.isActive, true)));
  while ((await count(activeSectors())) < 3) {
    const res = await pastorA({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: { name: `Sector fuzz ${n++}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const sectorIds = (await activeSectors()).map((s) => s.id);
  while ((await count(db.select({ id: groups.id }).from(groups).where(eq(groups.communityId, a)))) < 3) {
    const res = await pastorA({
      method: 'POST',
      url: '/api/groups',
      payload: {
        name: `Célula fuzz ${n++}`,
        sectorId: sectorIds[0],
        leaderId: cast.a.pastor.user.id,
        meetingAddress: 'Calle 10 # 20-30',
        meetingDay: 'Jueves',
        meetingTime: '19:30',
        capacity: 20,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  while ((await count(db.select({ id: news.id }).from(news).where(eq(news.communityId, a)))) < 4) {
    const res = await pastorA({
      method: 'POST',
      url: '/api/community/news',
      payload: {
        title: `Noticia de prueba número ${n++}`,
        summary: 'Un resumen suficientemente largo para la noticia',
        content: 'Contenido de la noticia con todos los detalles que la comunidad necesita conocer.',
        priority: 1 + (n % 4),
        tags: ['domingo'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const activePosts = () =>
    db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(and(eq(communityPosts.communityId, a), eq(communityPosts.isActive, true)));
  while ((await count(activePosts())) < 3) {
    const res = await pastorA({
      method: 'POST',
      url: '/api/community/posts',
      payload: { type: 'TESTIMONY', message: `Publicación de prueba número ${n++}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const reply = await pastorA({
      method: 'POST',
      url: `/api/community/posts/${res.json().id}/comments`,
      payload: { content: `Comentario de prueba ${n++}` },
    });
    expect(reply.statusCode, reply.body).toBe(201);
  }
  while ((await count(db.select({ id: prayers.id }).from(prayers).where(eq(prayers.communityId, a)))) < 3) {
    const res = await pastorA({
      method: 'POST',
      url: '/api/community/prayers',
      payload: { title: `Oración de prueba ${n++}`, description: 'Oremos por esto', category: 'HEALTH' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  while ((await count(db.select({ id: events.id }).from(events).where(eq(events.communityId, a)))) < 3) {
    const res = await pastorA({
      method: 'POST',
      url: '/api/community/admin/events',
      payload: { ...eventForm, title: `Evento de prueba ${n++}`, requiresRegistration: true, capacity: 2 },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const activeMembers = () =>
    db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(eq(memberships.communityId, a), eq(memberships.isActive, true), eq(memberships.role, 'MEMBER')),
      );
  while ((await count(activeMembers())) < 3) {
    const m = await createMember(db, a, { role: 'MEMBER' });
    pool('emails').add(m.user.email);
    pool('documents').add(m.user.documentNumber);
  }
  // Registered people outside the community, whom a pastor may add by document number.
  const outsiders = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(isNull(memberships.id));
  for (let i = outsiders.length; i < 2; i++) {
    const u = await createUser(db);
    pool('documents').add(u.documentNumber);
    pool('emails').add(u.email);
  }
  // A device of the pastor's (deactivated by a failed send, or removed by a fuzzed call, it comes back).
  const device = await pastorA({
    method: 'POST',
    url: '/api/notifications/devices',
    payload: { token: 'ExponentPushToken[fuzz-device]', platform: 'android' },
  });
  expect(device.statusCode, device.body).toBe(200);
  for (const row of await db.select({ token: pushDevices.token }).from(pushDevices))
    pool('tokens').add(row.token);
  for (const [kind, table] of [
    ['broadcasts', pushBroadcasts],
    ['sectors', sectors],
    ['groups', groups],
    ['news', news],
    ['memberships', memberships],
    ['posts', communityPosts],
    ['comments', postComments],
    ['prayers', prayers],
    ['events', events],
  ] as const) {
    for (const row of await db.select({ id: table.id }).from(table)) pool(kind).add(row.id);
  }
  for (const row of await db.select({ id: users.id, document: users.documentNumber }).from(users)) {
    pool('users').add(row.id);
    pool('documents').add(row.document);
  }
  for (const row of await db.select({ id: communities.id }).from(communities))
    pool('communities').add(row.id);
}

const kindOf: Record<string, string> = {
  sectorId: 'sectors',
  sectors: 'sectors',
  groups: 'groups',
  news: 'news',
  memberships: 'memberships',
  posts: 'posts',
  comments: 'comments',
  prayers: 'prayers',
  events: 'events',
  broadcasts: 'broadcasts',
  token: 'tokens',
  parentId: 'comments',
  authorId: 'users',
  userId: 'users',
  leaderId: 'users',
  coLeaderId: 'users',
  communityId: 'communities',
  document: 'documents',
  documentNumber: 'documents',
};

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
  const refusals = seen.dataRefusals.length;
  const res = await kit.t.app.inject(options);
  const counts = stats[current] ?? {};
  counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  stats[current] = counts;
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (seen.dataRefusals.length > refusals)
    return `reached the database, which refused it (SQLSTATE ${seen.dataRefusals.at(-1)}): the route must refuse it first`;
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
      if (!ONLY)
        expect(routes.map((r) => r.key).sort()).toEqual([
          'PATCH /api/community/admin/events/{id}',
          'PATCH /api/community/news/{id}',
          'POST /api/admin/biblical-school/courses',
          'POST /api/admin/biblical-school/instructors',
          'POST /api/admin/community/posts',
          'POST /api/community/admin/events',
          'POST /api/community/news',
          'PUT /api/admin/biblical-school/courses/{id}',
          'PUT /api/admin/biblical-school/instructors/{id}',
          'PUT /api/users/me/avatar',
        ]);
      const failures: string[] = [];
      for (const route of routes) {
        await replenish();
        const fields = Object.keys(route.body?.properties ?? {});
        const arb = fc.record({
          caller: callerArb,
          form: multipartJunk(
            fields,
            route.key.includes('/biblical-school/') ? 'image' : 'imageFile',
            images,
            validForms[route.key] ?? {},
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
