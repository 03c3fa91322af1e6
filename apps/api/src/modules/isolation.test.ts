import { beforeAll, describe, expect, it } from 'vitest';
import { communities, memberships } from '../db/schema.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, snapshotRows } from '../test/factories.ts';

/**
 * Tenancy: the second community's pastor, using the first community's ids on every route, gets 404
 * and nothing changes. Routes without ids in the path only ever answer the caller's own community.
 */
const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
let inactiveA: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  inactiveA = await createMember(kit.t.database.db, cast.a.community.id, {
    isActive: false,
    name: 'Inactivo Alfa',
  });
});

const snapshot = () => snapshotRows(kit.t.database.db, { communities, memberships });

describe('isolation between communities', () => {
  it('answers 404 to every route naming another community’s objects, and changes nothing', async () => {
    const before = await snapshot();
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const a = cast.a;
    const calls = [
      { method: 'GET', url: `/api/communities/${a.community.id}/dashboard-stats` },
      { method: 'DELETE', url: `/api/communities/${a.community.id}` },
      {
        method: 'PUT',
        url: `/api/community/memberships/${a.member.membership.id}`,
        payload: { role: 'GUEST' },
      },
      { method: 'DELETE', url: `/api/community/memberships/${a.member.membership.id}` },
      { method: 'PUT', url: `/api/community/memberships/${inactiveA.membership.id}/reactivate` },
      { method: 'GET', url: `/api/community/members/${a.member.user.id}/details` },
    ] as const;
    for (const call of calls) {
      const res = await b(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.body).not.toContain(a.member.user.email);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never lists another community’s members, stats, profile or leader options', async () => {
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const aEmails = [
      cast.a.pastor.user.email,
      cast.a.helper.user.email,
      cast.a.member.user.email,
      inactiveA.user.email,
    ];
    const responses = await Promise.all([
      b({ method: 'GET', url: '/api/community/members?includeInactive=true&limit=100' }),
      b({
        method: 'GET',
        url: `/api/community/members?search=${encodeURIComponent(cast.a.member.user.name)}`,
      }),
      b({ method: 'GET', url: '/api/community/members?filter=inactivos' }),
      b({ method: 'GET', url: '/api/community/users' }),
      b({ method: 'GET', url: '/api/community/profile' }),
      b({ method: 'GET', url: '/api/communities' }),
      b({ method: 'GET', url: '/api/community/stats' }),
      b({ method: 'GET', url: `/api/communities/${cast.b.community.id}/dashboard-stats` }),
    ]);
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      for (const email of aEmails) expect(res.body).not.toContain(email);
      expect(res.body).not.toContain(cast.a.community.id);
    }
    expect(responses[2]!.json().pagination.total).toBe(0);
    expect(responses[7]!.json().totalUsuarios).toBe(3);
    const profile = await b({
      method: 'PUT',
      url: '/api/community/profile',
      payload: { name: 'Beta renombrada' },
    });
    expect(profile.json().id).toBe(cast.b.community.id);
  });

  it('adding by document creates a membership in the caller’s community only', async () => {
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const lookup = await b({
      method: 'GET',
      url: `/api/community/users/by-document/${cast.a.member.user.documentNumber}`,
    });
    // A person may belong to several communities: the lookup shows the user but not A's membership.
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().membership).toBeNull();
    const res = await b({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: cast.a.member.user.documentNumber, role: 'GUEST' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().community.name).not.toBe('Comunidad Alfa');
    const aView = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({ method: 'GET', url: `/api/community/members/${cast.a.member.user.id}/details` });
    expect(aView.json()).toMatchObject({
      role: 'MEMBER',
      isActive: true,
      community: { name: 'Comunidad Alfa' },
    });
  });
});
