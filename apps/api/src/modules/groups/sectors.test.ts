import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sectors } from '../../db/schema.ts';
import { useGroupsTestApp } from './groups.test-kit.ts';

const k = useGroupsTestApp();
const sectorRow = async (id: string) =>
  (await k.t.database.db.select().from(sectors).where(eq(sectors.id, id)))[0];

describe('sectors: create, list, edit, delete', () => {
  it('creates a sector with every field and reads it back with zero totals', async () => {
    const sector = await k.makeSector({
      name: '  Norte  ',
      description: 'Barrios del norte',
      iconName: 'mountain',
      color: '#7048e8',
      displayOrder: 2,
      isActive: false,
    });
    expect(sector).toEqual({
      id: expect.any(String),
      name: 'Norte',
      description: 'Barrios del norte',
      iconName: 'mountain',
      color: '#7048e8',
      displayOrder: 2,
      isActive: false,
      groupCount: 0,
      totalMembers: 0,
      totalCapacity: 0,
      occupancyRate: 0,
    });
    const list = (await k.helper({ method: 'GET', url: '/api/groups/sectors' })).json();
    expect(list.find((s: { id: string }) => s.id === sector.id)).toEqual(sector);
  });

  it('applies the defaults: map-pin, the first colour, order 0, active, no description', async () => {
    const res = await k.pastor({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: { name: 'Por defecto', description: '   ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      iconName: 'map-pin',
      color: '#1c7ed6',
      displayOrder: 0,
      isActive: true,
      description: null,
    });
  });

  it('computes group count (every group) and members, capacity and occupancy (active groups) in SQL', async () => {
    const sector = await k.makeSector();
    await k.makeGroup(sector.id, { capacity: 20, currentMembers: 5 });
    await k.makeGroup(sector.id, { capacity: 10, currentMembers: 10, name: 'Célula Jóvenes' });
    await k.makeGroup(sector.id, { capacity: 50, currentMembers: 50, isActive: false, name: 'Inactiva' });
    const other = await k.makeSector();
    await k.makeGroup(other.id, { capacity: 30, currentMembers: 10 });
    const list = (await k.pastor({ method: 'GET', url: '/api/groups/sectors' })).json();
    const byId = (id: string) => list.find((s: { id: string }) => s.id === id);
    expect(byId(sector.id)).toMatchObject({
      groupCount: 3,
      totalMembers: 15,
      totalCapacity: 30,
      occupancyRate: 50,
    });
    expect(byId(other.id)).toMatchObject({
      groupCount: 1,
      totalMembers: 10,
      totalCapacity: 30,
      occupancyRate: 33.3,
    });
  });

  it('lists by display order, then by name ignoring accents', async () => {
    const { call } = await k.freshCommunity();
    for (const [name, displayOrder] of [
      ['Leones', 1],
      ['Zona Última', 0],
      ['Águilas', 1],
      ['Centro', 0],
    ] as const) {
      expect(
        (await call({ method: 'POST', url: '/api/groups/sectors', payload: { name, displayOrder } }))
          .statusCode,
      ).toBe(201);
    }
    const names = (await call({ method: 'GET', url: '/api/groups/sectors' }))
      .json()
      .map((s: { name: string }) => s.name);
    expect(names).toEqual(['Centro', 'Zona Última', 'Águilas', 'Leones']);
  });

  it('edits only the fields sent (a helper may), and validates them', async () => {
    const sector = await k.makeSector({ name: 'Sur', description: 'Barrios del sur', displayOrder: 4 });
    const edited = await k.helper({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { name: 'Sur Oriental', isActive: false, color: '#e03131' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Sur Oriental',
      isActive: false,
      color: '#e03131',
      description: 'Barrios del sur',
      displayOrder: 4,
      iconName: 'house',
    });
    const cleared = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { description: null },
    });
    expect(cleared.json().description).toBeNull();

    const before = await sectorRow(sector.id);
    const bad = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El nombre es requerido' });
    const negative = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { displayOrder: -3 },
    });
    expect(negative.json().message).toBe('El orden debe ser un número entero mayor o igual a 0');
    expect(await sectorRow(sector.id)).toEqual(before);
  });

  it('validates name, icon, colour and display order with Spanish messages, storing nothing', async () => {
    const before = await k.snapshot();
    const post = (payload: Record<string, unknown>) =>
      k.pastor({ method: 'POST', url: '/api/groups/sectors', payload });
    const refusals: [Record<string, unknown>, string][] = [
      [{}, 'El nombre es requerido'],
      [{ name: ' ' }, 'El nombre es requerido'],
      [{ name: null }, 'El nombre es requerido'],
      [{ name: 'X', displayOrder: -1 }, 'El orden debe ser un número entero mayor o igual a 0'],
      [{ name: 'X', displayOrder: 1.5 }, 'El orden debe ser un número entero mayor o igual a 0'],
      [{ name: 'X', displayOrder: 'dos' }, 'El orden debe ser un número entero mayor o igual a 0'],
      [{ name: 'X', iconName: 'castle' }, 'El icono no es válido'],
      [{ name: 'X', color: '#000000' }, 'El color no es válido'],
      [{ name: 'X'.repeat(81) }, 'El nombre no puede superar 80 caracteres'],
    ];
    for (const [payload, message] of refusals) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await k.snapshot()).toEqual(before);
  });

  it('accepts each of the 8 icons and each of the 8 preset colours', async () => {
    const icons = ['map-pin', 'house', 'building', 'tree', 'mountain', 'water', 'road', 'park'];
    const colors = ['#1c7ed6', '#2f9e44', '#e03131', '#e8590c', '#7048e8', '#0c8599', '#c2255c', '#f08c00'];
    for (const [i, iconName] of icons.entries()) {
      const sector = await k.makeSector({ iconName, color: colors[i] });
      expect(sector).toMatchObject({ iconName, color: colors[i] });
    }
  });

  it('deletes a sector without groups (204) and answers 404 for one that does not exist', async () => {
    const empty = await k.makeSector();
    const del = await k.helper({ method: 'DELETE', url: `/api/groups/sectors/${empty.id}` });
    expect(del.statusCode).toBe(204);
    expect(await sectorRow(empty.id)).toBeUndefined();
    for (const id of [empty.id, 'not-a-uuid']) {
      const again = await k.pastor({ method: 'DELETE', url: `/api/groups/sectors/${id}` });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('El sector no existe');
      const patch = await k.pastor({
        method: 'PATCH',
        url: `/api/groups/sectors/${id}`,
        payload: { name: 'X' },
      });
      expect(patch.statusCode).toBe(404);
    }
  });

  it('refuses to delete a sector that has groups, even only inactive ones (409, the spec’s message)', async () => {
    const sector = await k.makeSector();
    await k.makeGroup(sector.id, { isActive: false });
    const res = await k.pastor({ method: 'DELETE', url: `/api/groups/sectors/${sector.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'SECTOR_HAS_GROUPS',
      message: 'No se puede eliminar: tiene grupos asignados',
    });
    expect(await sectorRow(sector.id)).toBeDefined();
  });

  it('never loses a group nor answers 500 when a sector is deleted while a group is created in it', async () => {
    for (let i = 0; i < 4; i++) {
      const sector = await k.makeSector();
      const [del, create] = await Promise.all([
        k.pastor({ method: 'DELETE', url: `/api/groups/sectors/${sector.id}` }),
        k.helper({ method: 'POST', url: '/api/groups', payload: k.groupPayload(sector.id) }),
      ]);
      const outcome = [del.statusCode, create.statusCode];
      // Either the delete went first (the group finds no sector) or the group did (the delete is refused).
      expect([
        [204, 404],
        [409, 201],
      ]).toContainEqual(outcome);
      expect(await sectorRow(sector.id)).toEqual(del.statusCode === 204 ? undefined : expect.anything());
    }
  });
});
