import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, sectors } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { as, createMember, createTwoCommunities } from '../../test/factories.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await createTwoCommunities(t.app, t.database.db);
});
afterAll(() => t.close());

const pastor = () => as(t.app, cast.a.tokens.pastor);
const helper = () => as(t.app, cast.a.tokens.helper);
const member = () => as(t.app, cast.a.tokens.member);

async function makeSector(overrides: Record<string, unknown> = {}) {
  const res = await pastor()({
    method: 'POST',
    url: '/api/groups/sectors',
    payload: {
      name: `Sector ${Math.random().toString(36).slice(2, 7)}`,
      iconName: 'house',
      color: '#2f9e44',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function groupPayload(sectorId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Célula Familias de Fe',
    description: 'Estudio bíblico para familias',
    sectorId,
    leaderId: cast.a.helper.user.id,
    coLeaderId: cast.a.member.user.id,
    meetingAddress: 'Calle 45 # 12-30, Chapinero',
    meetingDay: 'Miércoles',
    meetingTime: '19:00',
    capacity: 15,
    currentMembers: 9,
    showInPreview: true,
    whatsappNumber: '+57 300 111 2233',
    coordinates: { lat: 4.6486, lng: -74.0628 },
    isOpenToNewMembers: true,
    isActive: true,
    ...overrides,
  };
}

async function makeGroup(sectorId: string, overrides: Record<string, unknown> = {}) {
  const res = await pastor()({
    method: 'POST',
    url: '/api/groups',
    payload: groupPayload(sectorId, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('sectors', () => {
  it('creates, lists with computed totals, edits and deletes a sector', async () => {
    const sector = await makeSector({ name: 'Norte', description: 'Barrios del norte', displayOrder: 2 });
    expect(sector).toMatchObject({
      name: 'Norte',
      description: 'Barrios del norte',
      iconName: 'house',
      color: '#2f9e44',
      displayOrder: 2,
      isActive: true,
      groupCount: 0,
      totalMembers: 0,
      totalCapacity: 0,
      occupancyRate: 0,
    });
    await makeGroup(sector.id, { capacity: 20, currentMembers: 5 });
    await makeGroup(sector.id, { capacity: 10, currentMembers: 10, name: 'Célula Jóvenes' });
    await makeGroup(sector.id, {
      capacity: 50,
      currentMembers: 50,
      isActive: false,
      name: 'Célula Inactiva',
    });
    const list = (await helper()({ method: 'GET', url: '/api/groups/sectors' })).json();
    expect(list.find((s: { id: string }) => s.id === sector.id)).toMatchObject({
      groupCount: 3,
      totalMembers: 15,
      totalCapacity: 30,
      occupancyRate: 50,
    });
    const edited = await helper()({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { name: 'Norte Alto', isActive: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Norte Alto', isActive: false, displayOrder: 2 });

    const empty = await makeSector();
    const del = await pastor()({ method: 'DELETE', url: `/api/groups/sectors/${empty.id}` });
    expect(del.statusCode).toBe(204);
    expect(await t.database.db.select().from(sectors).where(eq(sectors.id, empty.id))).toHaveLength(0);
  });

  it('refuses to delete a sector that has groups (409, the spec’s message)', async () => {
    const sector = await makeSector();
    await makeGroup(sector.id);
    const res = await pastor()({ method: 'DELETE', url: `/api/groups/sectors/${sector.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar: tiene grupos asignados');
    expect(await t.database.db.select().from(sectors).where(eq(sectors.id, sector.id))).toHaveLength(1);
  });

  it('validates name, icon, colour and display order', async () => {
    const post = (payload: Record<string, unknown>) =>
      pastor()({ method: 'POST', url: '/api/groups/sectors', payload });
    expect((await post({ name: ' ' })).json().message).toBe('El nombre es requerido');
    expect((await post({ name: 'X', displayOrder: -1 })).json().message).toBe(
      'El orden debe ser un número entero mayor o igual a 0',
    );
    expect((await post({ name: 'X', displayOrder: 1.5 })).json().message).toBe(
      'El orden debe ser un número entero mayor o igual a 0',
    );
    expect((await post({ name: 'X', iconName: 'castle' })).json().message).toBe('El icono no es válido');
    expect((await post({ name: 'X', color: '#000000' })).json().message).toBe('El color no es válido');
    const defaults = await post({ name: 'Por defecto' });
    expect(defaults.json()).toMatchObject({ displayOrder: 0, isActive: true, iconName: 'map-pin' });
  });

  it('lets only pastors and helpers manage sectors', async () => {
    const res = await member()({ method: 'POST', url: '/api/groups/sectors', payload: { name: 'Intruso' } });
    expect(res.statusCode).toBe(403);
    expect((await member()({ method: 'GET', url: '/api/groups/sectors' })).statusCode).toBe(403);
  });
});

describe('groups', () => {
  it('creates a group and reads it in the spec’s shape', async () => {
    const sector = await makeSector({ name: 'Centro', color: '#e03131' });
    const group = await makeGroup(sector.id);
    expect(group).toEqual({
      id: expect.any(String),
      name: 'Célula Familias de Fe',
      description: 'Estudio bíblico para familias',
      sector: { id: sector.id, name: 'Centro', color: '#e03131' },
      leader: { id: cast.a.helper.user.id, name: cast.a.helper.user.name },
      coLeader: { id: cast.a.member.user.id, name: cast.a.member.user.name },
      meeting: {
        address: 'Calle 45 # 12-30, Chapinero',
        day: 'Miércoles',
        time: '19:00',
        coordinates: { lat: 4.6486, lng: -74.0628 },
      },
      capacity: { total: 15, current: 9, occupancyRate: 60 },
      showInPreview: true,
      contact: { whatsappNumber: '+57 300 111 2233' },
      isOpenToNewMembers: true,
      isActive: true,
    });
    const read = await helper()({ method: 'GET', url: `/api/groups/${group.id}` });
    expect(read.json()).toEqual(group);
  });

  it('applies the defaults and drops empty optional fields and zero coordinates', async () => {
    const sector = await makeSector();
    const res = await pastor()({
      method: 'POST',
      url: '/api/groups',
      payload: {
        name: 'Célula Mínima',
        sectorId: sector.id,
        leaderId: cast.a.pastor.user.id,
        coLeaderId: '',
        meetingAddress: 'Cra 7 # 1-1',
        meetingDay: 'Lunes',
        meetingTime: '18:30',
        capacity: 15,
        whatsappNumber: '',
        coordinates: { lat: 0, lng: -74.1 },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      coLeader: null,
      contact: { whatsappNumber: null },
      meeting: { coordinates: null },
      capacity: { total: 15, current: 0 },
      showInPreview: false,
      isOpenToNewMembers: true,
      isActive: true,
    });
  });

  it('enforces the form rules with the spec’s messages, storing nothing', async () => {
    const sector = await makeSector();
    const before = (await t.database.db.select().from(groups)).length;
    const post = (overrides: Record<string, unknown>) =>
      pastor()({ method: 'POST', url: '/api/groups', payload: groupPayload(sector.id, overrides) });
    expect((await post({ name: '' })).json().message).toBe('El nombre es requerido');
    expect((await post({ sectorId: '' })).json().message).toBe('Debe seleccionar un sector');
    expect((await post({ leaderId: '' })).json().message).toBe('Debe seleccionar un líder');
    expect((await post({ capacity: 4 })).json().message).toBe('Entre 5 y 100 personas');
    expect((await post({ capacity: 101 })).json().message).toBe('Entre 5 y 100 personas');
    expect((await post({ capacity: 10, currentMembers: 11 })).json().message).toBe(
      'Los miembros actuales no pueden exceder la capacidad',
    );
    expect((await post({ coLeaderId: cast.a.helper.user.id })).json().message).toBe(
      'El colíder debe ser diferente del líder',
    );
    expect((await post({ meetingDay: 'Funday' })).statusCode).toBe(400);
    expect((await post({ meetingTime: '25:00' })).statusCode).toBe(400);
    expect((await post({ meetingAddress: '' })).json().message).toBe('La dirección de reunión es requerida');
    expect((await t.database.db.select().from(groups)).length).toBe(before);
  });

  it('requires leaders that are active members and an active sector of the community', async () => {
    const sector = await makeSector();
    const inactive = await createMember(t.database.db, cast.a.community.id, { isActive: false });
    const post = (overrides: Record<string, unknown>) =>
      pastor()({ method: 'POST', url: '/api/groups', payload: groupPayload(sector.id, overrides) });
    const res = await post({ leaderId: inactive.user.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El líder debe ser un miembro activo de la comunidad');
    expect((await post({ coLeaderId: inactive.user.id })).json().message).toBe(
      'El colíder debe ser un miembro activo de la comunidad',
    );
    const closed = await makeSector({ isActive: false });
    const inClosed = await post({ sectorId: closed.id });
    expect(inClosed.statusCode).toBe(400);
    expect(inClosed.json().message).toBe('El sector seleccionado está inactivo');
  });

  it('edits a group (partial PATCH validated as a whole) and deletes it', async () => {
    const sector = await makeSector();
    const group = await makeGroup(sector.id, { capacity: 20, currentMembers: 12 });
    const res = await helper()({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { isActive: false, name: 'Célula Renombrada' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Célula Renombrada',
      isActive: false,
      capacity: { total: 20, current: 12 },
    });
    const tooSmall = await helper()({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { capacity: 10 },
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().message).toBe('Los miembros actuales no pueden exceder la capacidad');
    const del = await pastor()({ method: 'DELETE', url: `/api/groups/${group.id}` });
    expect(del.statusCode).toBe(204);
    expect((await pastor()({ method: 'GET', url: `/api/groups/${group.id}` })).statusCode).toBe(404);
  });

  it('lists with filters, pagination and the active count', async () => {
    const sector = await makeSector({ name: 'Filtro' });
    await makeGroup(sector.id, { name: 'Célula Águilas', meetingAddress: 'Av. Boyacá' });
    await makeGroup(sector.id, { name: 'Célula Palomas', isActive: false });
    await makeGroup(sector.id, { name: 'Célula Leones' });
    const list = (await pastor()({ method: 'GET', url: `/api/groups?sectorId=${sector.id}&limit=2` })).json();
    expect(list.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(list.activeCount).toBe(2);
    expect(list.items.map((g: { name: string }) => g.name)).toEqual(['Célula Águilas', 'Célula Leones']);
    const active = (
      await pastor()({ method: 'GET', url: `/api/groups?sectorId=${sector.id}&onlyActive=true` })
    ).json();
    expect(active.pagination.total).toBe(2);
    const search = (await pastor()({ method: 'GET', url: '/api/groups?search=aguilas' })).json();
    expect(search.items.map((g: { name: string }) => g.name)).toEqual(['Célula Águilas']);
    expect((await member()({ method: 'GET', url: '/api/groups' })).statusCode).toBe(403);
  });
});

describe('statistics and what the mobile app reads', () => {
  it('computes the statistics in SQL over the community', async () => {
    const { createCommunity, login } = await import('../../test/factories.ts');
    const db = t.database.db;
    const c = await createCommunity(db);
    const p = await createMember(db, c.id, { role: 'COMMUNITY_ADMIN' });
    const call = as(t.app, await login(t.app, p.user.email));
    const s1 = (await call({ method: 'POST', url: '/api/groups/sectors', payload: { name: 'Uno' } })).json();
    await call({ method: 'POST', url: '/api/groups/sectors', payload: { name: 'Vacío' } });
    const base = {
      sectorId: s1.id,
      leaderId: p.user.id,
      meetingAddress: 'Calle 1',
      meetingDay: 'Lunes',
      meetingTime: '19:00',
    };
    await call({
      method: 'POST',
      url: '/api/groups',
      payload: { ...base, name: 'A', capacity: 20, currentMembers: 10 },
    });
    await call({
      method: 'POST',
      url: '/api/groups',
      payload: { ...base, name: 'B', capacity: 10, currentMembers: 5 },
    });
    await call({
      method: 'POST',
      url: '/api/groups',
      payload: { ...base, name: 'C', capacity: 10, currentMembers: 10, isActive: false },
    });
    const stats = await call({ method: 'GET', url: '/api/groups/statistics' });
    expect(stats.json()).toEqual({
      totalGroups: 3,
      activeGroups: 2,
      totalMembers: 15,
      totalCapacity: 30,
      occupancyRate: 50,
      availableSpaces: 15,
      sectorsWithGroups: 1,
      averageGroupSize: 7.5,
    });
  });

  it('shows members only active groups of active sectors, and the preview only flagged ones', async () => {
    const open = await makeSector({ name: 'Abierto' });
    const closed = await makeSector({ name: 'Cerrado' });
    const shown = await makeGroup(open.id, { name: 'Visible', showInPreview: true });
    const notFlagged = await makeGroup(open.id, { name: 'Sin estrella', showInPreview: false });
    await makeGroup(open.id, { name: 'Inactivo', isActive: false, showInPreview: true });
    await makeGroup(closed.id, { name: 'En sector cerrado', showInPreview: true });
    await pastor()({
      method: 'PATCH',
      url: `/api/groups/sectors/${closed.id}`,
      payload: { isActive: false },
    });

    const preview = await member()({ method: 'GET', url: '/api/groups/preview' });
    expect(preview.statusCode).toBe(200);
    const previewIds = preview.json().map((g: { id: string }) => g.id);
    expect(previewIds).toContain(shown.id);
    expect(previewIds).not.toContain(notFlagged.id);
    expect(
      preview
        .json()
        .every((g: { isActive: boolean; showInPreview: boolean }) => g.isActive && g.showInPreview),
    ).toBe(true);
    expect(preview.json().some((g: { name: string }) => g.name === 'En sector cerrado')).toBe(false);

    const bySector = await member()({ method: 'GET', url: `/api/groups/by-sector/${open.id}` });
    expect(
      bySector
        .json()
        .map((g: { name: string }) => g.name)
        .sort(),
    ).toEqual(['Sin estrella', 'Visible']);
    expect((await member()({ method: 'GET', url: `/api/groups/by-sector/${closed.id}` })).json()).toEqual([]);
  });
});

describe('isolation', () => {
  it('answers 404 for another community’s sectors, groups and leaders, changing nothing', async () => {
    const sector = await makeSector();
    const group = await makeGroup(sector.id);
    const b = as(t.app, cast.b.tokens.pastor);
    const snapshot = async () => ({
      sectors: await t.database.db.select().from(sectors).orderBy(sectors.id),
      groups: await t.database.db.select().from(groups).orderBy(groups.id),
    });
    const before = await snapshot();
    const bSector = (
      await b({ method: 'POST', url: '/api/groups/sectors', payload: { name: 'Sector Beta' } })
    ).json();
    const after = await snapshot();
    const calls = [
      { method: 'PATCH', url: `/api/groups/sectors/${sector.id}`, payload: { name: 'Robado' } },
      { method: 'DELETE', url: `/api/groups/sectors/${sector.id}` },
      { method: 'GET', url: `/api/groups/${group.id}` },
      { method: 'PATCH', url: `/api/groups/${group.id}`, payload: { name: 'Robado' } },
      { method: 'DELETE', url: `/api/groups/${group.id}` },
      { method: 'GET', url: `/api/groups/by-sector/${sector.id}` },
      { method: 'GET', url: `/api/groups?sectorId=${sector.id}` },
      {
        method: 'POST',
        url: '/api/groups',
        payload: { ...groupPayload(sector.id), leaderId: cast.b.pastor.user.id, coLeaderId: null },
      },
      {
        method: 'POST',
        url: '/api/groups',
        payload: { ...groupPayload(bSector.id), leaderId: cast.a.pastor.user.id, coLeaderId: null },
      },
      {
        method: 'POST',
        url: '/api/groups',
        payload: {
          ...groupPayload(bSector.id),
          leaderId: cast.b.pastor.user.id,
          coLeaderId: cast.a.member.user.id,
        },
      },
    ] as const;
    for (const call of calls) {
      const res = await b(call);
      if (call.url.startsWith('/api/groups?')) {
        expect(res.json().items, call.url).toEqual([]);
      } else {
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(after);
    expect(after.sectors.length).toBe(before.sectors.length + 1);
    const lists = [
      await b({ method: 'GET', url: '/api/groups/sectors' }),
      await b({ method: 'GET', url: '/api/groups?limit=100' }),
      await b({ method: 'GET', url: '/api/groups/preview' }),
      await b({ method: 'GET', url: '/api/community/users' }),
    ];
    for (const res of lists) {
      expect(res.body).not.toContain(sector.id);
      expect(res.body).not.toContain(group.id);
      expect(res.body).not.toContain(cast.a.helper.user.id);
    }
    expect((await b({ method: 'GET', url: '/api/groups/statistics' })).json().totalGroups).toBe(0);
  });
});
