import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships, sectors, users } from '../db/schema.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, createUser, TEST_PASSWORD } from '../test/factories.ts';

/**
 * Twenty identical requests at once must give exactly one success and clean 409s (never a 500, never
 * two successes), on PGlite and on PostgreSQL.
 */
const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});

const N = 20;
const pastor = () => as(kit.t.app, cast.a.tokens.pastor);

function tally(responses: LightMyRequestResponse[]) {
  const byStatus: Record<number, number> = {};
  for (const r of responses) byStatus[r.statusCode] = (byStatus[r.statusCode] ?? 0) + 1;
  return byStatus;
}

function codesOf(responses: LightMyRequestResponse[], status: number) {
  return [...new Set(responses.filter((r) => r.statusCode === status).map((r) => r.json().code))];
}

describe(`${N} identical requests at once`, () => {
  it('register the same email: one 201, the rest 409 EMAIL_TAKEN, one account', async () => {
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        kit.t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: 'Gemma Concurrente',
            email: 'gemma.concurrente@correo.test',
            password: 'una-clave-larga-y-rara',
            documentNumber: '55500011',
          },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 1, 409: N - 1 });
    expect(codesOf(responses, 409)).toEqual(['EMAIL_TAKEN']);
    const rows = await kit.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'gemma.concurrente@correo.test'));
    expect(rows).toHaveLength(1);
  });

  it('add the same member: one 201, the rest 409 ALREADY_ACTIVE_MEMBER, one membership', async () => {
    const user = await createUser(kit.t.database.db, { documentNumber: '55500022' });
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        pastor()({
          method: 'POST',
          url: '/api/community/members',
          payload: { documentNumber: '55500022', role: 'MEMBER' },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 1, 409: N - 1 });
    expect(codesOf(responses, 409)).toEqual(['ALREADY_ACTIVE_MEMBER']);
    const rows = await kit.t.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('reactivate the same member: one 200, the rest 409 ALREADY_ACTIVE', async () => {
    const former = await createMember(kit.t.database.db, cast.a.community.id, { isActive: false });
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        pastor()({ method: 'PUT', url: `/api/community/memberships/${former.membership.id}/reactivate` }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 1, 409: N - 1 });
    expect(codesOf(responses, 409)).toEqual(['ALREADY_ACTIVE']);
  });

  it('deactivate the same member: one 200, the rest 409 ALREADY_INACTIVE', async () => {
    const target = await createMember(kit.t.database.db, cast.a.community.id);
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        pastor()({ method: 'DELETE', url: `/api/community/memberships/${target.membership.id}` }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 1, 409: N - 1 });
    expect(codesOf(responses, 409)).toEqual(['ALREADY_INACTIVE']);
  });

  it('create the same sector: one 201, the rest 409 SECTOR_NAME_TAKEN, one sector', async () => {
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        pastor()({ method: 'POST', url: '/api/groups/sectors', payload: { name: 'Chapinero' } }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 1, 409: N - 1 });
    expect(codesOf(responses, 409)).toEqual(['SECTOR_NAME_TAKEN']);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Ya existe un sector con este nombre',
    );
    const rows = await kit.t.database.db
      .select()
      .from(sectors)
      .where(and(eq(sectors.communityId, cast.a.community.id), eq(sectors.name, 'Chapinero')));
    expect(rows).toHaveLength(1);
  });

  it('sector names are unique per community ignoring case and accents, and free across communities', async () => {
    const first = await pastor()({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: { name: 'Usaquén' },
    });
    expect(first.statusCode).toBe(201);
    const again = await pastor()({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: { name: 'USAQUEN' },
    });
    expect(again.statusCode).toBe(409);
    const other = await as(
      kit.t.app,
      cast.b.tokens.pastor,
    )({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: { name: 'Usaquén' },
    });
    expect(other.statusCode).toBe(201);
    const renamed = await pastor()({
      method: 'PATCH',
      url: `/api/groups/sectors/${first.json().id}`,
      payload: { name: 'Chapinero' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('SECTOR_NAME_TAKEN');
  });

  it('100 password guesses at once: no more than 10 passwords are checked, the rest get 429', async () => {
    const target = await createMember(kit.t.database.db, cast.a.community.id);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        kit.t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: target.user.email, password: `adivina-${i}` },
          remoteAddress: '10.77.0.1',
        }),
      ),
    );
    const counts = tally(responses);
    expect(counts[401]).toBe(10);
    expect(counts[429]).toBe(90);
    // Even the right password is refused from that address for the rest of the window.
    const right = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.user.email, password: TEST_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(right.statusCode).toBe(429);
  });
});
