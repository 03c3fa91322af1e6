import { groupSchema, groupStatisticsSchema } from '@koinonia/shared/groups/groups.schemas';
import { describe, expect, it } from 'vitest';
import { useGroupsTestApp } from './groups.test-kit.ts';

const k = useGroupsTestApp();

describe('statistics', () => {
  it('are all zero for a community without groups', async () => {
    const { call } = await k.freshCommunity();
    const res = await call({ method: 'GET', url: '/api/groups/statistics' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalGroups: 0,
      activeGroups: 0,
      totalMembers: 0,
      totalCapacity: 0,
      occupancyRate: 0,
      availableSpaces: 0,
      sectorsWithGroups: 0,
      averageGroupSize: 0,
    });
  });

  it('add up the community’s groups (members, capacity and sizes of active groups only)', async () => {
    const { call, pastor } = await k.freshCommunity();
    const sector = async (name: string) =>
      (await call({ method: 'POST', url: '/api/groups/sectors', payload: { name } })).json();
    const [one, two] = [await sector('Uno'), await sector('Dos')];
    await sector('Vacío');
    const base = {
      leaderId: pastor.user.id,
      meetingAddress: 'Calle 1',
      meetingDay: 'Lunes',
      meetingTime: '19:00',
    };
    for (const g of [
      { sectorId: one.id, name: 'A', capacity: 20, currentMembers: 10 },
      { sectorId: one.id, name: 'B', capacity: 10, currentMembers: 5 },
      { sectorId: two.id, name: 'C', capacity: 12, currentMembers: 4 },
      { sectorId: two.id, name: 'D', capacity: 10, currentMembers: 10, isActive: false },
    ]) {
      expect(
        (await call({ method: 'POST', url: '/api/groups', payload: { ...base, ...g } })).statusCode,
      ).toBe(201);
    }
    const stats = await call({ method: 'GET', url: '/api/groups/statistics' });
    expect(stats.json()).toEqual({
      totalGroups: 4,
      activeGroups: 3,
      totalMembers: 19,
      totalCapacity: 42,
      occupancyRate: 45.2,
      availableSpaces: 23,
      sectorsWithGroups: 2,
      averageGroupSize: 6.3,
    });
    expect(groupStatisticsSchema.strict().safeParse(stats.json()).success).toBe(true);
    // Another community's groups never count.
    expect((await k.pastor({ method: 'GET', url: '/api/groups/statistics' })).json().totalGroups).toBe(0);
  });
});

describe('what the mobile app reads', () => {
  it('shows any member or guest only active groups of active sectors, and the preview only flagged ones', async () => {
    const open = await k.makeSector({ name: 'Abierto' });
    const closed = await k.makeSector({ name: 'Cerrado' });
    const shown = await k.makeGroup(open.id, { name: 'Visible', showInPreview: true });
    await k.makeGroup(open.id, { name: 'Sin estrella', showInPreview: false });
    await k.makeGroup(open.id, { name: 'Inactivo', isActive: false, showInPreview: true });
    await k.makeGroup(closed.id, { name: 'En sector cerrado', showInPreview: true });
    await k.pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${closed.id}`,
      payload: { isActive: false },
    });

    for (const call of [k.member, k.guest, k.helper, k.pastor]) {
      const preview = await call({ method: 'GET', url: '/api/groups/preview' });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual([shown]);
      expect(preview.json().every((g: unknown) => groupSchema.strict().safeParse(g).success)).toBe(true);

      const bySector = await call({ method: 'GET', url: `/api/groups/by-sector/${open.id}` });
      expect(bySector.statusCode).toBe(200);
      expect(bySector.json().map((g: { name: string }) => g.name)).toEqual(['Sin estrella', 'Visible']);
      const inClosed = await call({ method: 'GET', url: `/api/groups/by-sector/${closed.id}` });
      expect(inClosed.statusCode).toBe(200);
      expect(inClosed.json()).toEqual([]);
    }
  });

  it('answers 404 for a sector that does not exist, and 401 without a session', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'centro']) {
      const res = await k.member({ method: 'GET', url: `/api/groups/by-sector/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('El sector no existe');
    }
    const sector = await k.makeSector();
    for (const url of ['/api/groups/preview', `/api/groups/by-sector/${sector.id}`]) {
      expect((await k.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
