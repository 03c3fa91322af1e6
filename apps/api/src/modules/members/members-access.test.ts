import { beforeAll, describe, expect, it } from 'vitest';
import { communities, memberships } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, login, snapshotRows } from '../../test/factories.ts';

/**
 * Who may call what (spec section 6): members and guests reach no dashboard route, helpers read but
 * never change members or the community, pastors do everything. Every refusal is a Spanish 403 and
 * changes nothing.
 */
const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
let guestToken: string;
let target: Awaited<ReturnType<typeof createMember>>;
let inactive: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  const guest = await createMember(kit.t.database.db, cast.a.community.id, { role: 'GUEST' });
  guestToken = await login(kit.t.app, guest.user.email);
  target = await createMember(kit.t.database.db, cast.a.community.id, { role: 'MEMBER' });
  inactive = await createMember(kit.t.database.db, cast.a.community.id, { isActive: false });
});

const FORBIDDEN = { code: 'FORBIDDEN', message: 'No tienes permisos para realizar esta acción' };
const ADMIN_ONLY = {
  code: 'ADMIN_ONLY',
  message: 'Solo los pastores (administradores de la comunidad) pueden realizar esta acción',
};

/** Routes for pastors and helpers (the dashboard's reads). */
const dashboardReads = () => [
  { method: 'GET', url: '/api/community/members' } as const,
  { method: 'GET', url: `/api/community/members/${target.user.id}/details` } as const,
  { method: 'GET', url: '/api/community/stats' } as const,
  { method: 'GET', url: `/api/communities/${cast.a.community.id}/dashboard-stats` } as const,
  { method: 'GET', url: '/api/community/users' } as const,
  { method: 'GET', url: '/api/communities' } as const,
];

/** Routes for pastors only. */
const pastorOnly = () => [
  {
    method: 'POST',
    url: '/api/community/members',
    payload: { documentNumber: cast.b.member.user.documentNumber, role: 'MEMBER' },
  } as const,
  {
    method: 'PUT',
    url: `/api/community/memberships/${target.membership.id}`,
    payload: { role: 'GUEST' },
  } as const,
  { method: 'DELETE', url: `/api/community/memberships/${target.membership.id}` } as const,
  { method: 'PUT', url: `/api/community/memberships/${inactive.membership.id}/reactivate` } as const,
  { method: 'GET', url: `/api/community/users/by-document/${cast.b.member.user.documentNumber}` } as const,
  { method: 'PUT', url: '/api/community/profile', payload: { name: 'Nombre Cambiado' } } as const,
];

const snapshot = () => snapshotRows(kit.t.database.db, { communities, memberships });

describe('roles on the session and member routes', () => {
  it('refuses every dashboard route to members and guests, changing nothing', async () => {
    const before = await snapshot();
    for (const token of [cast.a.tokens.member, guestToken]) {
      for (const call of dashboardReads()) {
        const res = await as(kit.t.app, token)(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toMatchObject(FORBIDDEN);
      }
      for (const call of pastorOnly()) {
        const res = await as(kit.t.app, token)(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toMatchObject(ADMIN_ONLY);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets helpers read but refuses them every change, with the pastor message', async () => {
    const helper = as(kit.t.app, cast.a.tokens.helper);
    for (const call of dashboardReads()) {
      const res = await helper(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(200);
    }
    const before = await snapshot();
    for (const call of pastorOnly()) {
      const res = await helper(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toMatchObject(ADMIN_ONLY);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets members and guests read their community and their own profile (the mobile app)', async () => {
    for (const token of [cast.a.tokens.member, guestToken]) {
      const profile = await as(kit.t.app, token)({ method: 'GET', url: '/api/community/profile' });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().id).toBe(cast.a.community.id);
      const me = await as(kit.t.app, token)({ method: 'GET', url: '/api/community/users/profile' });
      expect(me.statusCode).toBe(200);
    }
  });

  it('lets the pastor do every change', async () => {
    const pastor = as(kit.t.app, cast.a.tokens.pastor);
    const expected = [201, 200, 200, 200, 200, 200];
    const calls = pastorOnly();
    for (const [i, call] of calls.entries()) {
      const res = await pastor(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(expected[i]);
    }
  });
});
