import { randomUUID } from 'node:crypto';
import { errorMessages } from '@koinonia/shared/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, postComments, pushBroadcasts, schoolCourses } from '../db/schema.ts';
import {
  insertDevices,
  N,
  useNotificationsTestApp,
} from '../modules/notifications/notifications.test-kit.ts';
import { ADMIN, validCourse, validInstructor } from '../modules/school/school.test-kit.ts';
import type { Call } from '../test/community-cast.ts';
import { multipart } from '../test/images.ts';

// Idempotency-Key on the routes that create something (PGlite and PostgreSQL): 20 identical requests
// at once with one key create one thing and all get the same answer; the same key with another body is
// a 422; keys are per account; without the header nothing changes.

const t = useNotificationsTestApp({ receiptDelayMs: 0 });
const COURSES = `${ADMIN}/courses`;
const AT_ONCE = 20;

const withKey = (key: string) => ({ 'idempotency-key': key });
/** A multipart body (its content type) with the key. */
const keyed = (key: string, body: ReturnType<typeof multipart>) => ({
  ...body,
  headers: { ...body.headers, ...withKey(key) },
});
const replayed = (r: LightMyRequestResponse) => r.headers['idempotent-replayed'] === 'true';

/** All answers alike (status and body), exactly one of them not a replay. */
function expectOneAnswer(responses: LightMyRequestResponse[], status: number) {
  for (const r of responses) {
    expect(r.statusCode, r.body).toBe(status);
    expect(r.body).toBe(responses[0]!.body);
  }
  expect(responses.filter((r) => !replayed(r))).toHaveLength(1);
}

const coursesTitled = async (title: string) =>
  (await t.db().select().from(schoolCourses).where(eq(schoolCourses.title, title))).length;

let instructorId: string;
beforeAll(async () => {
  const res = await t.pastor({ method: 'POST', url: `${ADMIN}/instructors`, payload: validInstructor() });
  expect(res.statusCode, res.body).toBe(201);
  instructorId = res.json().id;
  await insertDevices(t.db(), {
    communityId: t.a(),
    userId: t.kit.cast.a.member.user.id,
    n: 5,
    label: 'idem',
  });
});

const course = (title: string) => validCourse(instructorId, { title });
const postCourse = (call: Call, key: string | undefined, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: COURSES, payload, ...(key === undefined ? {} : { headers: withKey(key) }) });

describe('the same key at once', () => {
  it(`${AT_ONCE} identical course creations with one key: one course, one answer`, async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () => postCourse(t.pastor, key, course('Curso idempotente'))),
    );
    expectOneAnswer(responses, 201);
    expect(await coursesTitled('Curso idempotente')).toBe(1);
    // Later too, the key answers the same.
    const again = await postCourse(t.pastor, key, course('Curso idempotente'));
    expect([again.statusCode, again.body, replayed(again)]).toEqual([201, responses[0]!.body, true]);
  });

  it(`${AT_ONCE} identical multipart creations (each with its own boundary): one course`, async () => {
    const key = randomUUID();
    const form = {
      ...Object.fromEntries(
        Object.entries(course('Curso en formulario')).filter(([, v]) => typeof v !== 'object'),
      ),
      'schedule[dayOfWeek]': '3',
      'schedule[startTime]': '19:00',
      'schedule[endTime]': '21:00',
    } as Record<string, string>;
    const image = { field: 'image', name: 'a.png', type: 'image/png', data: Buffer.from('no es una imagen') };
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.pastor({ method: 'POST', url: COURSES, ...keyed(key, multipart(form)) }),
      ),
    );
    expectOneAnswer(responses, 201);
    expect(await coursesTitled('Curso en formulario')).toBe(1);
    // Another file with the same key is another request.
    const other = await t.pastor({ method: 'POST', url: COURSES, ...keyed(key, multipart(form, image)) });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it(`${AT_ONCE} identical comments with one key: one comment`, async () => {
    const post = await t.member({
      method: 'POST',
      url: '/api/community/posts',
      payload: { type: 'TESTIMONY', title: 'Gracias', message: 'Un testimonio para comentar.' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().id as string;
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.helper({
          method: 'POST',
          url: `/api/community/posts/${postId}/comments`,
          headers: withKey(key),
          payload: { content: 'Amén, gloria a Dios' },
        }),
      ),
    );
    expectOneAnswer(responses, 201);
    const comments = await t.db().select().from(postComments).where(eq(postComments.postId, postId));
    expect(comments).toHaveLength(1);
  });

  it(`${AT_ONCE} identical send-global with one key: one broadcast`, async () => {
    t.fake.reset();
    const key = randomUUID();
    const payload = { title: 'Vigilia', message: 'Esta noche a las 9', communityId: t.a() };
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        t.pastor({ method: 'POST', url: `${N}/send-global`, headers: withKey(key), payload }),
      ),
    );
    expectOneAnswer(responses, responses[0]!.statusCode);
    expect([200, 202]).toContain(responses[0]!.statusCode);
    const broadcasts = await t
      .db()
      .select()
      .from(pushBroadcasts)
      .where(and(eq(pushBroadcasts.communityId, t.a()), eq(pushBroadcasts.title, 'Vigilia')));
    expect(broadcasts).toHaveLength(1);
  });
});

describe('what a key means', () => {
  it('the same key with another body, or on another route, is a 422 with a Spanish message', async () => {
    const key = randomUUID();
    expect((await postCourse(t.pastor, key, course('Primero'))).statusCode).toBe(201);
    const other = await postCourse(t.pastor, key, course('Segundo'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: errorMessages.IDEMPOTENCY_KEY_REUSED,
    });
    const elsewhere = await t.pastor({
      method: 'POST',
      url: '/api/groups/sectors',
      headers: withKey(key),
      payload: { name: 'Sector Norte' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(await coursesTitled('Segundo')).toBe(0);
  });

  it('is per account: another account with the same key creates its own', async () => {
    const key = randomUUID();
    const mine = await postCourse(t.pastor, key, course('Curso de cada cuenta'));
    const theirs = await postCourse(t.helper, key, course('Curso de cada cuenta'));
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(replayed(theirs)).toBe(false);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await coursesTitled('Curso de cada cuenta')).toBe(2);
  });

  it('without the header, each request creates as before', async () => {
    const responses = await Promise.all(
      [1, 2].map(() => postCourse(t.pastor, undefined, course('Sin clave'))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await coursesTitled('Sin clave')).toBe(2);
  });

  it('accepts the draft’s quoted form as the same key, and refuses an invalid key with a 400', async () => {
    const key = randomUUID();
    const first = await postCourse(t.pastor, `"${key}"`, course('Clave entre comillas'));
    const bare = await postCourse(t.pastor, key, course('Clave entre comillas'));
    expect([first.statusCode, bare.statusCode, replayed(bare)]).toEqual([201, 201, true]);
    for (const bad of ['', ' ', 'con espacios', 'x'.repeat(256), 'clave-ñ', '""']) {
      const res = await postCourse(t.pastor, bad, course('Clave inválida'));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
    }
    expect(await coursesTitled('Clave inválida')).toBe(0);
    expect((await postCourse(t.pastor, 'x'.repeat(255), course('Clave larga'))).statusCode).toBe(201);
  });

  it('stores the answer as JSON even when it went out compressed', async () => {
    const key = randomUUID();
    const payload = validCourse(instructorId, {
      title: 'Curso comprimido',
      description: 'Palabra '.repeat(200),
    });
    const first = await t.pastor({
      method: 'POST',
      url: COURSES,
      payload,
      headers: { ...withKey(key), 'accept-encoding': 'gzip' },
    });
    expect([first.statusCode, first.headers['content-encoding']]).toEqual([201, 'gzip']);
    const again = await postCourse(t.pastor, key, payload);
    expect([again.statusCode, replayed(again)]).toEqual([201, true]);
    expect(again.json()).toMatchObject({ title: 'Curso comprimido' });
    expect(await coursesTitled('Curso comprimido')).toBe(1);
  });

  it('replays a refusal too (a retry of the same submission gets the same answer)', async () => {
    const key = randomUUID();
    const payload = validCourse(randomUUID(), { title: 'Instructor inexistente' });
    const first = await postCourse(t.pastor, key, payload);
    const again = await postCourse(t.pastor, key, payload);
    expect(first.statusCode).toBe(404);
    expect([again.statusCode, again.body, replayed(again)]).toEqual([404, first.body, true]);
  });

  it('a claim left unanswered for minutes is abandoned, and a key older than 24 h is new', async () => {
    const userId = t.kit.cast.a.pastor.user.id;
    const abandoned = randomUUID();
    await t.db().insert(idempotencyKeys).values({
      userId,
      key: abandoned,
      fingerprint: 'de otra solicitud',
      claimId: randomUUID(),
      createdAt: sql`now() - interval '3 minutes'`,
    });
    expect((await postCourse(t.pastor, abandoned, course('Tras un abandono'))).statusCode).toBe(201);
    expect(await coursesTitled('Tras un abandono')).toBe(1);

    const old = randomUUID();
    expect((await postCourse(t.pastor, old, course('Clave vieja'))).statusCode).toBe(201);
    await t
      .db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, old)));
    const later = await postCourse(t.pastor, old, course('Clave vieja'));
    expect([later.statusCode, replayed(later)]).toEqual([201, false]);
    expect(await coursesTitled('Clave vieja')).toBe(2);
  });

  it('a request still running with the key makes the others wait for its answer', async () => {
    const userId = t.kit.cast.a.pastor.user.id;
    const key = randomUUID();
    const claimId = randomUUID();
    // The fingerprint of this very request, as a first request with another key stored it.
    const probe = randomUUID();
    expect((await postCourse(t.pastor, probe, course('Mientras tanto'))).statusCode).toBe(201);
    const [{ fingerprint }] = (await t
      .db()
      .select({ fingerprint: idempotencyKeys.fingerprint })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, probe)))) as [
      { fingerprint: string },
    ];
    // A claim held by "another process" that fails a moment later (its key freed).
    await t.db().insert(idempotencyKeys).values({ userId, key, fingerprint, claimId });
    let answered = false;
    const waiting = postCourse(t.pastor, key, course('Mientras tanto')).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(answered).toBe(false);
    await t.db().delete(idempotencyKeys).where(eq(idempotencyKeys.claimId, claimId));
    expect((await waiting).statusCode).toBe(201);
    expect(await coursesTitled('Mientras tanto')).toBe(2);
  });
});

describe('which routes take a key', () => {
  it('every POST that creates something documents the Idempotency-Key header; the others do not', async () => {
    const doc = (await t.app.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string }[]; responses: object }>
      >;
    };
    const withHeader: string[] = [];
    const creating: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
          withHeader.push(key);
        if (method === 'post' && '201' in op.responses) creating.push(key);
      }
    }
    // Registering an account has no account yet to hold a key (it refuses a second one by its email).
    const expected = [...creating.filter((k) => k !== 'POST /api/auth/register'), `POST ${N}/send-global`];
    expect(withHeader.sort()).toEqual(expected.sort());
  });
});
