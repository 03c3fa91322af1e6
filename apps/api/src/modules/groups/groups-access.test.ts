import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, createMember } from '../../test/factories.ts';
import { useGroupsTestApp } from './groups.test-kit.ts';

const k = useGroupsTestApp();

/** Every dashboard route of the domain (everything but the preview and a sector's groups). */
function dashboardCalls(sectorId: string, groupId: string, payload: Record<string, unknown>) {
  return [
    { method: 'GET', url: '/api/groups/sectors' },
    { method: 'POST', url: '/api/groups/sectors', payload: { name: 'Intruso' } },
    { method: 'PATCH', url: `/api/groups/sectors/${sectorId}`, payload: { name: 'Intruso' } },
    { method: 'DELETE', url: `/api/groups/sectors/${sectorId}` },
    { method: 'GET', url: '/api/groups' },
    { method: 'GET', url: '/api/groups/statistics' },
    { method: 'GET', url: `/api/groups/${groupId}` },
    { method: 'POST', url: '/api/groups', payload },
    { method: 'PATCH', url: `/api/groups/${groupId}`, payload: { name: 'Intruso' } },
    { method: 'DELETE', url: `/api/groups/${groupId}` },
    { method: 'GET', url: '/api/community/users' },
  ] satisfies InjectOptions[];
}

describe('roles', () => {
  it('refuses members and guests (403) on every dashboard route, changing nothing', async () => {
    const sector = await k.makeSector();
    const group = await k.makeGroup(sector.id);
    // An empty sector too, so a DELETE that slipped through would succeed rather than be refused with 409.
    const empty = await k.makeSector();
    const before = await k.snapshot();
    for (const [who, call] of [
      ['MEMBER', k.member],
      ['GUEST', k.guest],
    ] as const) {
      for (const options of [
        ...dashboardCalls(sector.id, group.id, k.groupPayload(sector.id)),
        { method: 'DELETE', url: `/api/groups/sectors/${empty.id}` },
      ] as InjectOptions[]) {
        const res = await call(options);
        expect(res.statusCode, `${who} ${options.method} ${options.url}`).toBe(403);
        expect(res.json()).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'No tienes permisos para realizar esta acción',
        });
      }
    }
    expect(await k.snapshot()).toEqual(before);
  });

  it('answers 401 to every route without a session', async () => {
    const sector = await k.makeSector();
    const group = await k.makeGroup(sector.id);
    for (const options of [
      ...dashboardCalls(sector.id, group.id, k.groupPayload(sector.id)),
      { method: 'GET', url: '/api/groups/preview' },
      { method: 'GET', url: `/api/groups/by-sector/${sector.id}` },
    ] as InjectOptions[]) {
      const res = await k.t.app.inject(options);
      expect(res.statusCode, `${options.method} ${options.url}`).toBe(401);
    }
  });

  it('lets a helper (SECTION_ADMIN) do everything a pastor does', async () => {
    const sector = await k.makeSector({ name: 'Del ayudante' }, k.helper);
    const group = await k.makeGroup(sector.id, {}, k.helper);
    expect((await k.helper({ method: 'GET', url: '/api/groups/statistics' })).statusCode).toBe(200);
    expect((await k.helper({ method: 'GET', url: `/api/groups/${group.id}` })).statusCode).toBe(200);
    const edited = await k.helper({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { currentMembers: 3 },
    });
    expect(edited.json().capacity.current).toBe(3);
    expect((await k.helper({ method: 'DELETE', url: `/api/groups/${group.id}` })).statusCode).toBe(204);
    expect((await k.helper({ method: 'DELETE', url: `/api/groups/sectors/${sector.id}` })).statusCode).toBe(
      204,
    );
  });

  it('offers as leaders the active members only, as {id, name, documentNumber}', async () => {
    const db = k.t.database.db;
    const gone = await createMember(db, k.cast.a.community.id, { isActive: false, name: 'Persona Retirada' });
    const guest = await createMember(db, k.cast.a.community.id, { role: 'GUEST', name: 'Persona Invitada' });
    const res = await k.helper({ method: 'GET', url: '/api/community/users?limit=100' });
    expect(res.statusCode).toBe(200);
    const options: { id: string }[] = res.json();
    expect(options.map((o) => o.id)).toEqual(
      expect.arrayContaining([k.cast.a.pastor.user.id, guest.user.id]),
    );
    expect(options.map((o) => o.id)).not.toContain(gone.user.id);
    expect(options.find((o) => o.id === guest.user.id)).toEqual({
      id: guest.user.id,
      name: 'Persona Invitada',
      documentNumber: guest.user.documentNumber,
    });
  });
});

describe('isolation', () => {
  it('answers 404 for another community’s sectors, groups and leaders, changing nothing', async () => {
    const a = k.cast.a;
    const b = k.cast.b;
    const sector = await k.makeSector();
    const group = await k.makeGroup(sector.id);
    const empty = await k.makeSector();
    const bSector = await k.makeSector({ name: 'Sector Beta' }, k.pastorB);
    const bGroup = await k.makeGroup(
      bSector.id,
      { leaderId: b.helper.user.id, coLeaderId: b.member.user.id },
      k.pastorB,
    );
    const bMember = as(k.t.app, b.tokens.member);
    const before = await k.snapshot();

    const fromB = [
      { method: 'PATCH', url: `/api/groups/sectors/${sector.id}`, payload: { name: 'Robado' } },
      { method: 'DELETE', url: `/api/groups/sectors/${empty.id}` },
      { method: 'GET', url: `/api/groups/${group.id}` },
      { method: 'PATCH', url: `/api/groups/${group.id}`, payload: { name: 'Robado' } },
      { method: 'DELETE', url: `/api/groups/${group.id}` },
      { method: 'GET', url: `/api/groups/by-sector/${sector.id}` },
      { method: 'GET', url: `/api/groups?sectorId=${sector.id}` },
      // B's group into A's sector, or led by A's people.
      {
        method: 'POST',
        url: '/api/groups',
        payload: { ...k.groupPayload(sector.id), leaderId: b.pastor.user.id, coLeaderId: null },
      },
      {
        method: 'POST',
        url: '/api/groups',
        payload: { ...k.groupPayload(bSector.id), leaderId: a.pastor.user.id, coLeaderId: null },
      },
      {
        method: 'POST',
        url: '/api/groups',
        payload: { ...k.groupPayload(bSector.id), leaderId: b.pastor.user.id, coLeaderId: a.member.user.id },
      },
      { method: 'PATCH', url: `/api/groups/${bGroup.id}`, payload: { sectorId: sector.id } },
      { method: 'PATCH', url: `/api/groups/${bGroup.id}`, payload: { leaderId: a.pastor.user.id } },
      { method: 'PATCH', url: `/api/groups/${bGroup.id}`, payload: { coLeaderId: a.member.user.id } },
    ] satisfies InjectOptions[];
    for (const options of fromB) {
      const res = await k.pastorB(options);
      expect(res.statusCode, `${options.method} ${options.url} ${JSON.stringify(options)}`).toBe(404);
    }
    const memberOfB = await bMember({ method: 'GET', url: `/api/groups/by-sector/${sector.id}` });
    expect(memberOfB.statusCode).toBe(404);
    expect(await k.snapshot()).toEqual(before);

    // B's lists show nothing of A.
    for (const url of [
      '/api/groups/sectors',
      '/api/groups?limit=100',
      '/api/groups/preview',
      '/api/community/users?limit=100',
    ]) {
      const res = await k.pastorB({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      for (const id of [sector.id, empty.id, group.id, a.helper.user.id, a.member.user.id]) {
        expect(res.body, url).not.toContain(id);
      }
    }
    expect((await k.pastorB({ method: 'GET', url: '/api/groups/statistics' })).json()).toMatchObject({
      totalGroups: 1,
      sectorsWithGroups: 1,
      totalCapacity: 15,
    });
  });
});
