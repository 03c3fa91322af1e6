import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.ts';
import { useGroupsTestApp } from './groups.test-kit.ts';

const k = useGroupsTestApp();
const a = () => k.cast.a;

describe('groups: create and read', () => {
  it('creates a group and reads it in the spec’s shape', async () => {
    const sector = await k.makeSector({ name: 'Centro', color: '#e03131' });
    const group = await k.makeGroup(sector.id);
    expect(group).toEqual({
      id: expect.any(String),
      name: 'Célula Familias de Fe',
      description: 'Estudio bíblico para familias',
      sector: { id: sector.id, name: 'Centro', color: '#e03131' },
      leader: { id: a().helper.user.id, name: a().helper.user.name },
      coLeader: { id: a().member.user.id, name: a().member.user.name },
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
    const read = await k.helper({ method: 'GET', url: `/api/groups/${group.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(group);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await k.pastor({ method: 'GET', url: `/api/groups/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('El grupo no existe');
    }
  });

  it('applies the spec’s defaults and drops empty optional fields and zero or half coordinates', async () => {
    const sector = await k.makeSector();
    const minimal = {
      name: 'Célula Mínima',
      sectorId: sector.id,
      leaderId: a().pastor.user.id,
      meetingAddress: 'Cra 7 # 1-1',
      meetingDay: 'Lunes',
      meetingTime: '18:30',
      capacity: 15,
    };
    const dropped = {
      coLeader: null,
      description: null,
      contact: { whatsappNumber: null },
      meeting: { coordinates: null },
    };
    for (const extra of [
      {},
      { coLeaderId: '', whatsappNumber: '', description: '  ', coordinates: { lat: 0, lng: -74.1 } },
      { coLeaderId: null, whatsappNumber: null, coordinates: { lat: 4.6 } },
      { coordinates: { lat: 4.6, lng: 0 } },
      { coordinates: null },
    ]) {
      const res = await k.pastor({ method: 'POST', url: '/api/groups', payload: { ...minimal, ...extra } });
      expect(res.statusCode, JSON.stringify(extra)).toBe(201);
      expect(res.json(), JSON.stringify(extra)).toMatchObject({
        ...dropped,
        capacity: { total: 15, current: 0, occupancyRate: 0 },
        showInPreview: false,
        isOpenToNewMembers: true,
        isActive: true,
      });
    }
  });

  it('accepts the limits: capacity 5 and 100, current members 0 and equal to the capacity', async () => {
    const sector = await k.makeSector();
    for (const [capacity, currentMembers] of [
      [5, 5],
      [100, 0],
      [100, 100],
    ]) {
      const g = await k.makeGroup(sector.id, { capacity, currentMembers });
      expect(g.capacity).toEqual({
        total: capacity,
        current: currentMembers,
        occupancyRate: (100 * currentMembers!) / capacity!,
      });
    }
  });

  it('enforces the form rules with the spec’s messages, storing nothing', async () => {
    const sector = await k.makeSector();
    const before = await k.snapshot();
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'El nombre es requerido'],
      [{ name: undefined }, 'El nombre es requerido'],
      [{ sectorId: '' }, 'Debe seleccionar un sector'],
      [{ sectorId: undefined }, 'Debe seleccionar un sector'],
      [{ leaderId: '' }, 'Debe seleccionar un líder'],
      [{ leaderId: undefined }, 'Debe seleccionar un líder'],
      [{ capacity: 4 }, 'Entre 5 y 100 personas'],
      [{ capacity: 101 }, 'Entre 5 y 100 personas'],
      [{ capacity: undefined }, 'Entre 5 y 100 personas'],
      [{ capacity: 'quince' }, 'Entre 5 y 100 personas'],
      [{ capacity: 12.5 }, 'Entre 5 y 100 personas'],
      [{ capacity: 10, currentMembers: 11 }, 'Los miembros actuales no pueden exceder la capacidad'],
      [{ currentMembers: -1 }, 'Los miembros actuales no pueden ser negativos'],
      [{ coLeaderId: a().helper.user.id }, 'El colíder debe ser diferente del líder'],
      [{ meetingAddress: '' }, 'La dirección de reunión es requerida'],
      [{ meetingAddress: undefined }, 'La dirección de reunión es requerida'],
      [{ meetingDay: 'Funday' }, 'Debe seleccionar un día de reunión'],
      [{ meetingDay: undefined }, 'Debe seleccionar un día de reunión'],
      [{ meetingTime: '25:00' }, 'La hora de reunión es requerida (HH:MM)'],
      [{ meetingTime: undefined }, 'La hora de reunión es requerida'],
      [{ coordinates: { lat: 'norte', lng: -74 } }, 'La latitud debe ser un número decimal'],
      [{ coordinates: { lat: 4.6, lng: 'oeste' } }, 'La longitud debe ser un número decimal'],
      [{ coordinates: { lat: 91, lng: -74 } }, 'La latitud debe estar entre -90 y 90'],
      [{ coordinates: { lat: 4.6, lng: -181 } }, 'La longitud debe estar entre -180 y 180'],
      [
        { whatsappNumber: 'llámame' },
        'El número de WhatsApp solo puede contener dígitos, espacios, guiones y +',
      ],
    ];
    for (const [overrides, message] of refusals) {
      const res = await k.pastor({
        method: 'POST',
        url: '/api/groups',
        payload: k.groupPayload(sector.id, overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message, JSON.stringify(overrides)).toBe(message);
    }
    // Every day of the week, Lunes to Domingo, is accepted.
    for (const meetingDay of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) {
      expect((await k.makeGroup(sector.id, { meetingDay })).meeting.day).toBe(meetingDay);
    }
    expect((await k.snapshot()).groups.length).toBe(before.groups.length + 7);
  });

  it('requires leaders who are active members and an active sector of the community', async () => {
    const sector = await k.makeSector();
    const before = await k.snapshot();
    const inactive = await createMember(k.t.database.db, a().community.id, { isActive: false });
    const post = (overrides: Record<string, unknown>) =>
      k.pastor({ method: 'POST', url: '/api/groups', payload: k.groupPayload(sector.id, overrides) });

    const leader = await post({ leaderId: inactive.user.id });
    expect(leader.statusCode).toBe(404);
    expect(leader.json()).toMatchObject({
      code: 'LEADER_NOT_MEMBER',
      message: 'El líder debe ser un miembro activo de la comunidad',
    });
    const coLeader = await post({ coLeaderId: inactive.user.id });
    expect(coLeader.statusCode).toBe(404);
    expect(coLeader.json().message).toBe('El colíder debe ser un miembro activo de la comunidad');
    expect((await post({ leaderId: 'not-a-uuid' })).json().code).toBe('LEADER_NOT_MEMBER');

    const unknown = await post({ sectorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('El sector no existe');
    const closed = await k.makeSector({ isActive: false });
    const inClosed = await post({ sectorId: closed.id });
    expect(inClosed.statusCode).toBe(400);
    expect(inClosed.json().message).toBe('El sector seleccionado está inactivo');
    expect((await k.snapshot()).groups).toEqual(before.groups);

    // Guests are members of the community too: they may lead.
    const guest = await createMember(k.t.database.db, a().community.id, { role: 'GUEST' });
    expect((await k.makeGroup(sector.id, { leaderId: guest.user.id })).leader.id).toBe(guest.user.id);
  });
});

describe('groups: edit and delete', () => {
  it('applies a partial PATCH over the stored group and validates the result as a whole', async () => {
    const sector = await k.makeSector();
    const group = await k.makeGroup(sector.id, { capacity: 20, currentMembers: 12 });
    const res = await k.helper({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { isActive: false, name: 'Célula Renombrada' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...group,
      name: 'Célula Renombrada',
      isActive: false,
    });
    const stored = await k.snapshot();
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ capacity: 10 }, 400, 'Los miembros actuales no pueden exceder la capacidad'],
      [{ capacity: 200 }, 400, 'Entre 5 y 100 personas'],
      [{ leaderId: a().member.user.id }, 400, 'El colíder debe ser diferente del líder'],
      [{ name: '' }, 400, 'El nombre es requerido'],
      [{ sectorId: null }, 400, 'Debe seleccionar un sector'],
      [{ meetingDay: 'Lunes y Martes' }, 400, 'Debe seleccionar un día de reunión'],
      [{ leaderId: k.cast.b.pastor.user.id }, 404, 'El líder debe ser un miembro activo de la comunidad'],
    ];
    for (const [payload, status, message] of refusals) {
      const bad = await k.pastor({ method: 'PATCH', url: `/api/groups/${group.id}`, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(status);
      expect(bad.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await k.snapshot()).toEqual(stored);
  });

  it('clears the optional fields when PATCH sends them empty or null', async () => {
    const sector = await k.makeSector();
    const group = await k.makeGroup(sector.id);
    const res = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { coLeaderId: null, whatsappNumber: '', description: null, coordinates: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      coLeader: null,
      contact: { whatsappNumber: null },
      description: null,
      meeting: { coordinates: null, address: group.meeting.address },
    });
  });

  it('keeps an inactive sector on edit but refuses moving a group into one', async () => {
    const sector = await k.makeSector();
    const group = await k.makeGroup(sector.id);
    await k.pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { isActive: false },
    });
    const rename = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { name: 'Sigue en su sector' },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().sector.id).toBe(sector.id);

    const open = await k.makeSector();
    const elsewhere = await k.makeGroup(open.id);
    const move = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/${elsewhere.id}`,
      payload: { sectorId: sector.id },
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe('El sector seleccionado está inactivo');
    const moved = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/${group.id}`,
      payload: { sectorId: open.id },
    });
    expect(moved.json().sector.id).toBe(open.id);
  });

  it('deletes a group (204), after which it is 404', async () => {
    const sector = await k.makeSector();
    const group = await k.makeGroup(sector.id);
    const del = await k.helper({ method: 'DELETE', url: `/api/groups/${group.id}` });
    expect(del.statusCode).toBe(204);
    for (const call of [
      { method: 'GET', url: `/api/groups/${group.id}` },
      { method: 'DELETE', url: `/api/groups/${group.id}` },
      { method: 'PATCH', url: `/api/groups/${group.id}`, payload: { name: 'Fantasma' } },
    ] as const) {
      const res = await k.pastor(call);
      expect(res.statusCode, call.method).toBe(404);
      expect(res.json().message).toBe('El grupo no existe');
    }
    // The sector is free again.
    expect((await k.pastor({ method: 'DELETE', url: `/api/groups/sectors/${sector.id}` })).statusCode).toBe(
      204,
    );
  });
});

describe('groups: the list', () => {
  it('filters by sector, active state and search (ignoring accents), paginates and counts the active', async () => {
    const sector = await k.makeSector({ name: 'Filtro' });
    await k.makeGroup(sector.id, { name: 'Célula Águilas', meetingAddress: 'Av. Boyacá # 1-2' });
    await k.makeGroup(sector.id, { name: 'Célula Palomas', isActive: false });
    await k.makeGroup(sector.id, { name: 'Célula Leones', description: 'Reunión de matrimonios jóvenes' });
    const list = (await k.pastor({ method: 'GET', url: `/api/groups?sectorId=${sector.id}&limit=2` })).json();
    expect(list.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(list.activeCount).toBe(2);
    expect(list.items.map((g: { name: string }) => g.name)).toEqual(['Célula Águilas', 'Célula Leones']);
    const page2 = (
      await k.pastor({ method: 'GET', url: `/api/groups?sectorId=${sector.id}&limit=2&page=2` })
    ).json();
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
    expect(page2.items.map((g: { name: string }) => g.name)).toEqual(['Célula Palomas']);

    const active = (
      await k.pastor({ method: 'GET', url: `/api/groups?sectorId=${sector.id}&onlyActive=true` })
    ).json();
    expect(active.items.map((g: { name: string }) => g.name)).toEqual(['Célula Águilas', 'Célula Leones']);
    expect(active.pagination.total).toBe(2);

    const names = async (query: string) =>
      (await k.pastor({ method: 'GET', url: `/api/groups?${query}` }))
        .json()
        .items.map((g: { name: string }) => g.name);
    expect(await names('search=AGUILAS')).toEqual(['Célula Águilas']);
    expect(await names('search=boyaca')).toEqual(['Célula Águilas']);
    expect(await names('search=matrimonios%20jovenes')).toEqual(['Célula Leones']);
    expect(await names('search=100%25')).toEqual([]);
  });

  it('lists by sector (display order, then name) and by name, following sector edits and moves', async () => {
    const { call, pastor } = await k.freshCommunity();
    const sector = async (name: string, displayOrder: number) =>
      (await call({ method: 'POST', url: '/api/groups/sectors', payload: { name, displayOrder } })).json();
    const [norte, sur, centro] = [
      await sector('Norte', 0),
      await sector('Sur', 1),
      await sector('Centro', 1),
    ];
    const base = {
      leaderId: pastor.user.id,
      meetingAddress: 'Calle 1',
      meetingDay: 'Lunes',
      meetingTime: '19:00',
    };
    const ids = new Map<string, string>();
    for (const [name, sectorId] of [
      ['Olivos', norte.id],
      ['Álamos', norte.id],
      ['Robles', sur.id],
      ['Cedros', centro.id],
      ['Pinos', centro.id],
    ] as const) {
      const res = await call({
        method: 'POST',
        url: '/api/groups',
        payload: { ...base, name, sectorId, capacity: 10 },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.set(name, res.json().id);
    }
    const list = async () => {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await call({ method: 'GET', url: `/api/groups?limit=2&page=${page}` });
        expect(res.statusCode).toBe(200);
        expect(res.json().pagination.total).toBe(5);
        pages.push(...res.json().items);
      }
      return pages.map((g: { name: string; sector: { name: string } }) => `${g.sector.name}/${g.name}`);
    };
    expect(await list()).toEqual([
      'Norte/Álamos',
      'Norte/Olivos',
      'Centro/Cedros',
      'Centro/Pinos',
      'Sur/Robles',
    ]);

    // Sur goes first; Centro is renamed Zona (after Sur at the same display order); Álamos moves to Sur.
    const edit = async (url: string, payload: Record<string, unknown>) =>
      expect((await call({ method: 'PATCH', url, payload })).statusCode).toBe(200);
    await edit(`/api/groups/sectors/${sur.id}`, { displayOrder: 0 });
    expect(await list()).toEqual([
      'Norte/Álamos',
      'Norte/Olivos',
      'Sur/Robles',
      'Centro/Cedros',
      'Centro/Pinos',
    ]);
    await edit(`/api/groups/sectors/${norte.id}`, { displayOrder: 1 });
    await edit(`/api/groups/sectors/${centro.id}`, { name: 'Zona' });
    expect(await list()).toEqual(['Sur/Robles', 'Norte/Álamos', 'Norte/Olivos', 'Zona/Cedros', 'Zona/Pinos']);
    await edit(`/api/groups/${ids.get('Álamos')}`, { sectorId: sur.id });
    expect(await list()).toEqual(['Sur/Álamos', 'Sur/Robles', 'Norte/Olivos', 'Zona/Cedros', 'Zona/Pinos']);
    // An edit that keeps the sector keeps the group in it.
    await edit(`/api/groups/${ids.get('Olivos')}`, { name: 'Abetos', sectorId: norte.id });
    expect(await list()).toEqual(['Sur/Álamos', 'Sur/Robles', 'Norte/Abetos', 'Zona/Cedros', 'Zona/Pinos']);
  });

  it('answers 404 for a sector filter that is not one of the community’s, 400 for bad paging', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'norte']) {
      const res = await k.pastor({ method: 'GET', url: `/api/groups?sectorId=${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('El sector no existe');
    }
    const page = await k.pastor({ method: 'GET', url: '/api/groups?page=0' });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('La página debe ser al menos 1');
    const limit = await k.pastor({ method: 'GET', url: '/api/groups?limit=101' });
    expect(limit.json().message).toBe('El límite no puede superar 100');
  });
});
