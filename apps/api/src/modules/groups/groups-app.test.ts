import { appSectorSchema, groupsMapSchema } from '@koinonia/shared/groups/groups-app.schemas';
import { describe, expect, it } from 'vitest';
import { useGroupsTestApp } from './groups.test-kit.ts';

// What the members' app reads to list the sectors and draw the map: active things only, of the
// caller's community only, for any member.

const k = useGroupsTestApp();

describe('the app’s sectors and map', () => {
  it('lists the active sectors in order with their active groups, and maps the active groups with coordinates', async () => {
    const north = await k.makeSector({ name: 'Norte', displayOrder: 1 });
    const south = await k.makeSector({ name: 'Sur', displayOrder: 2 });
    const closed = await k.makeSector({ name: 'Cerrado', displayOrder: 0 });
    const empty = await k.makeSector({ name: 'Vacío', displayOrder: 3 });
    const alpha = await k.makeGroup(north.id, { name: 'Alfa', coordinates: { lat: 4.7, lng: -74.05 } });
    await k.makeGroup(north.id, { name: 'Beta sin mapa', coordinates: null });
    await k.makeGroup(north.id, { name: 'Gamma inactivo', isActive: false });
    const delta = await k.makeGroup(south.id, {
      name: 'Delta',
      meetingDay: 'Sábado',
      meetingTime: '16:30',
      coordinates: { lat: 4.58, lng: -74.15 },
    });
    await k.makeGroup(closed.id, { name: 'En sector cerrado' });
    await k.pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${closed.id}`,
      payload: { isActive: false },
    });

    for (const call of [k.member, k.guest, k.helper, k.pastor]) {
      const sectors = await call({ method: 'GET', url: '/api/groups/app-sectors' });
      expect(sectors.statusCode).toBe(200);
      expect(sectors.json()).toEqual([
        {
          id: north.id,
          name: 'Norte',
          description: null,
          iconName: 'house',
          color: '#2f9e44',
          groupCount: 2,
        },
        { id: south.id, name: 'Sur', description: null, iconName: 'house', color: '#2f9e44', groupCount: 1 },
        {
          id: empty.id,
          name: 'Vacío',
          description: null,
          iconName: 'house',
          color: '#2f9e44',
          groupCount: 0,
        },
      ]);
      expect(sectors.json().every((s: unknown) => appSectorSchema.strict().safeParse(s).success)).toBe(true);

      const map = await call({ method: 'GET', url: '/api/groups/map' });
      expect(map.statusCode).toBe(200);
      expect(map.json()).toEqual({
        items: [
          {
            id: alpha.id,
            name: 'Alfa',
            sector: { id: north.id, name: 'Norte', color: '#2f9e44' },
            lat: 4.7,
            lng: -74.05,
            meeting: { day: 'Miércoles', time: '19:00' },
          },
          {
            id: delta.id,
            name: 'Delta',
            sector: { id: south.id, name: 'Sur', color: '#2f9e44' },
            lat: 4.58,
            lng: -74.15,
            meeting: { day: 'Sábado', time: '16:30' },
          },
        ],
        truncated: false,
      });
      expect(groupsMapSchema.strict().safeParse(map.json()).success).toBe(true);
    }
  });

  it('never shows another community’s sectors or groups, and needs a session', async () => {
    const sector = await k.makeSector({ name: 'Solo de A' });
    await k.makeGroup(sector.id, { name: 'Grupo de A' });
    const sectorsB = await k.pastorB({ method: 'GET', url: '/api/groups/app-sectors' });
    expect(sectorsB.statusCode).toBe(200);
    expect(sectorsB.json().map((s: { name: string }) => s.name)).not.toContain('Solo de A');
    const mapB = await k.pastorB({ method: 'GET', url: '/api/groups/map' });
    expect(mapB.json().items.map((g: { name: string }) => g.name)).not.toContain('Grupo de A');
    for (const url of ['/api/groups/app-sectors', '/api/groups/map']) {
      expect((await k.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('shows a change to a sector or a group on the next read of the map (it is kept between changes)', async () => {
    const sector = await k.makeSector({ name: 'Oriente', color: '#1c7ed6' });
    await k.makeGroup(sector.id, { name: 'Kappa', coordinates: { lat: 4.61, lng: -74.07 } });
    const pointOf = async (name: string) =>
      (await k.member({ method: 'GET', url: '/api/groups/map' }))
        .json()
        .items.find((g: { name: string }) => g.name === name) as { sector: { name: string; color: string } };
    expect((await pointOf('Kappa')).sector).toMatchObject({ name: 'Oriente', color: '#1c7ed6' });
    // Read again, unchanged (the kept answer), then the sector's colour and name change.
    expect((await pointOf('Kappa')).sector.color).toBe('#1c7ed6');
    const patch = (payload: object) =>
      k.pastor({ method: 'PATCH', url: `/api/groups/sectors/${sector.id}`, payload });
    expect((await patch({ color: '#e03131' })).statusCode).toBe(200);
    expect((await pointOf('Kappa')).sector.color).toBe('#e03131');
    expect((await patch({ name: 'Oriente Alto' })).statusCode).toBe(200);
    expect((await pointOf('Kappa')).sector.name).toBe('Oriente Alto');
    // A sector closed takes its groups off the map at once.
    expect((await patch({ isActive: false })).statusCode).toBe(200);
    expect(await pointOf('Kappa')).toBeUndefined();
  });
});
