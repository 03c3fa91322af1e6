import {
  joinRequestSchema,
  myGroupsSchema,
  rosterCandidatesSchema,
  rosterMemberSchema,
} from '@koinonia/shared/groups/cell-life.schemas';
import { describe, expect, it } from 'vitest';
import { useCellTestApp } from './cell-life.test-kit.ts';

// A cell's roster and the requests to join it: the leader and co-leader manage their group, pastors and
// helpers every group, any member may ask to join; another community's ids are missing.

const c = useCellTestApp();
const { k } = c;

describe('a group’s roster', () => {
  it('lets the leader add and remove people; the roster reads by name and the group counts them', async () => {
    const cell = await c.makeCell({ name: 'Célula Roble' });
    const ana = await c.makePerson('Ana Zapata');
    const bruno = await c.makePerson('Bruno Álvarez');
    await c.addToRoster(cell.id, ana.id);
    await c.addToRoster(cell.id, bruno.id, k.helper);

    const page = await c.roster(cell.id);
    expect(page.pagination).toEqual({ page: 1, limit: 50, total: 2, hasMore: false });
    expect(page.items.map((m: { user: { name: string } }) => m.user.name)).toEqual([
      'Ana Zapata',
      'Bruno Álvarez',
    ]);
    expect(page.items[1]).toMatchObject({
      user: { id: bruno.id, phone: null, avatar: null },
      lastAttendedOn: null,
    });
    expect(rosterMemberSchema.strict().safeParse(page.items[1]).success).toBe(true);
    expect((await c.roster(cell.id, k.pastor, '?limit=1&page=2')).items[0].user.id).toBe(bruno.id);

    const read = await k.pastor({ method: 'GET', url: `/api/groups/${cell.id}` });
    expect(read.json().capacity).toMatchObject({ total: 15, current: 2 });

    const removed = await k.member({ method: 'DELETE', url: `/api/groups/${cell.id}/members/${ana.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await k.pastor({ method: 'GET', url: `/api/groups/${cell.id}` })).json().capacity.current).toBe(
      1,
    );
    const again = await k.member({ method: 'DELETE', url: `/api/groups/${cell.id}/members/${ana.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('La persona no está en la lista del grupo');

    expect(await c.auditOf('group-member')).toEqual([
      expect.objectContaining({ action: 'create', changes: { group: 'Célula Roble', person: 'Ana Zapata' } }),
      expect.objectContaining({
        action: 'create',
        changes: { group: 'Célula Roble', person: 'Bruno Álvarez' },
      }),
      expect.objectContaining({ action: 'delete', changes: { group: 'Célula Roble', userId: ana.id } }),
    ]);
  });

  it('refuses, in Spanish and changing nothing, what the rules do not allow', async () => {
    const cell = await c.makeCell();
    const ana = await c.makePerson('Ana Ruiz');
    await c.addToRoster(cell.id, ana.id);
    const before = await c.snapshot();

    const cases = [
      [
        k.guest,
        { userId: ana.id },
        403,
        'Solo el líder y el colíder del grupo, los pastores y los ayudantes pueden hacer esto',
      ],
      [k.member, { userId: ana.id }, 409, 'La persona ya está en la lista del grupo'],
      [
        k.member,
        { userId: k.cast.b.member.user.id },
        404,
        'La persona debe ser un miembro activo de la comunidad',
      ],
      [k.member, { userId: 'no-es-un-id' }, 404, 'La persona debe ser un miembro activo de la comunidad'],
      [k.member, {}, 400, 'Debe seleccionar una persona'],
      [k.pastorB, { userId: ana.id }, 404, 'El grupo no existe'],
    ] as const;
    for (const [call, payload, status, message] of cases) {
      const res = await call({ method: 'POST', url: `/api/groups/${cell.id}/members`, payload });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message);
    }
    for (const call of [k.guest, k.pastorB]) {
      const read = await call({ method: 'GET', url: `/api/groups/${cell.id}/members` });
      expect(read.statusCode).toBe(call === k.guest ? 403 : 404);
      const del = await call({ method: 'DELETE', url: `/api/groups/${cell.id}/members/${ana.id}` });
      expect(del.statusCode).toBe(call === k.guest ? 403 : 404);
    }
    expect(await c.snapshot()).toEqual(before);
  });

  it('offers the leader the community’s people to add, by name, marking who is already in', async () => {
    const cell = await c.makeCell();
    const ana = await c.makePerson('Ana Candidata');
    const eva = await c.makePerson('Eva Candidata');
    await c.addToRoster(cell.id, ana.id);
    const found = await k.member({
      method: 'GET',
      url: `/api/groups/${cell.id}/candidates?search=candidata`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(rosterCandidatesSchema.strict().safeParse(found.json()).success).toBe(true);
    expect(found.json().items).toEqual([
      { id: ana.id, name: 'Ana Candidata', inGroup: true },
      { id: eva.id, name: 'Eva Candidata', inGroup: false },
    ]);
    const first = await k.helper({ method: 'GET', url: `/api/groups/${cell.id}/candidates` });
    expect(first.json().items.length).toBeGreaterThan(2);
    expect(first.json().items.length).toBeLessThanOrEqual(20);

    expect((await eva.call({ method: 'GET', url: `/api/groups/${cell.id}/candidates` })).statusCode).toBe(
      403,
    );
    expect((await k.pastorB({ method: 'GET', url: `/api/groups/${cell.id}/candidates` })).statusCode).toBe(
      404,
    );
    const long = await k.member({
      method: 'GET',
      url: `/api/groups/${cell.id}/candidates?search=${'a'.repeat(101)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('La búsqueda no puede superar 100 caracteres');
  });

  it('keeps within the capacity, also when two additions race for the last place', async () => {
    const cell = await c.makeCell({ capacity: 5 });
    const people = await Promise.all(
      ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'].map((n) => c.makePerson(n)),
    );
    for (const p of people.slice(0, 4)) await c.addToRoster(cell.id, p.id);
    const race = await Promise.all(
      people
        .slice(4)
        .map((p) =>
          k.member({ method: 'POST', url: `/api/groups/${cell.id}/members`, payload: { userId: p.id } }),
        ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(race.find((r) => r.statusCode === 409)?.json().message).toBe(
      'El grupo está completo: no quedan cupos',
    );
    expect((await c.roster(cell.id)).pagination.total).toBe(5);
    expect((await k.pastor({ method: 'GET', url: `/api/groups/${cell.id}` })).json().capacity).toMatchObject({
      current: 5,
      occupancyRate: 100,
    });
  });

  it('makes the typed current members follow the roster once the group has one', async () => {
    const cell = await c.makeCell({ currentMembers: 7 });
    const typed = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/${cell.id}`,
      payload: { currentMembers: 8 },
    });
    expect(typed.json().capacity.current).toBe(8);

    const ana = await c.makePerson('Ana Roster');
    await c.addToRoster(cell.id, ana.id);
    const group = await k.pastor({ method: 'GET', url: `/api/groups/${cell.id}` });
    expect(group.json().capacity.current).toBe(1);
    const refused = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/${cell.id}`,
      payload: { currentMembers: 9 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Los miembros actuales siguen la lista del grupo: agrega o quita personas de la lista',
    );
    // The whole form sent back with the same count still saves.
    const same = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/${cell.id}`,
      payload: { currentMembers: 1, name: 'Célula renombrada' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('asking to join a group', () => {
  it('a member asks; the leader sees the request and accepts it, and the person is on the roster', async () => {
    const cell = await c.makeCell({ name: 'Célula Cedro' });
    const asker = await c.makePerson('Carla Pérez');
    const asked = await asker.call({ method: 'POST', url: `/api/groups/${cell.id}/join-requests` });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      groupId: cell.id,
      user: { id: asker.id, name: 'Carla Pérez' },
      status: 'PENDING',
      decidedAt: null,
    });
    expect(joinRequestSchema.strict().safeParse(asked.json()).success).toBe(true);

    const twice = await asker.call({ method: 'POST', url: `/api/groups/${cell.id}/join-requests` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ya pediste unirte a este grupo: el líder te responderá');

    const pending = await k.member({ method: 'GET', url: `/api/groups/${cell.id}/join-requests` });
    expect(pending.json()).toEqual({
      items: [asked.json()],
      pagination: { page: 1, limit: 20, total: 1, hasMore: false },
    });
    const notLeader = await asker.call({ method: 'GET', url: `/api/groups/${cell.id}/join-requests` });
    expect(notLeader.statusCode).toBe(403);
    const answerAsAsker = await asker.call({
      method: 'PUT',
      url: `/api/groups/${cell.id}/join-requests/${asked.json().id}`,
      payload: { accept: true },
    });
    expect(answerAsAsker.statusCode).toBe(403);

    const accepted = await k.member({
      method: 'PUT',
      url: `/api/groups/${cell.id}/join-requests/${asked.json().id}`,
      payload: { accept: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.any(String) });
    expect((await c.roster(cell.id)).items.map((m: { user: { id: string } }) => m.user.id)).toEqual([
      asker.id,
    ]);
    const answered = await k.member({
      method: 'PUT',
      url: `/api/groups/${cell.id}/join-requests/${asked.json().id}`,
      payload: { accept: false },
    });
    expect(answered.statusCode).toBe(409);
    expect(answered.json().message).toBe('Esta solicitud ya fue respondida');
    const member = await asker.call({ method: 'POST', url: `/api/groups/${cell.id}/join-requests` });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('La persona ya está en la lista del grupo');

    expect((await c.auditOf('group-join-request')).map((e) => [e.action, e.actorName])).toEqual([
      ['create', 'Carla Pérez'],
      ['update', k.cast.a.member.user.name],
    ]);
  });

  it('a declined request leaves the roster as it was, and the person may ask again', async () => {
    const cell = await c.makeCell();
    const asker = await c.makePerson('Diego Mora');
    const asked = await asker.call({ method: 'POST', url: `/api/groups/${cell.id}/join-requests` });
    const declined = await k.helper({
      method: 'PUT',
      url: `/api/groups/${cell.id}/join-requests/${asked.json().id}`,
      payload: { accept: false },
    });
    expect(declined.json().status).toBe('DECLINED');
    expect((await c.roster(cell.id)).pagination.total).toBe(0);
    const again = await asker.call({ method: 'POST', url: `/api/groups/${cell.id}/join-requests` });
    expect(again.statusCode).toBe(201);
    // Added directly by the leader: the open request is answered with it.
    await c.addToRoster(cell.id, asker.id);
    const pending = await k.member({ method: 'GET', url: `/api/groups/${cell.id}/join-requests` });
    expect(pending.json().items).toEqual([]);
  });

  it('refuses a closed or inactive group, a full one on acceptance, and another community’s ids', async () => {
    const closed = await c.makeCell({ isOpenToNewMembers: false });
    const inactive = await c.makeCell({ isActive: false });
    const asker = await c.makePerson('Elena Paz');
    for (const group of [closed, inactive]) {
      const res = await asker.call({ method: 'POST', url: `/api/groups/${group.id}/join-requests` });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Este grupo no está recibiendo nuevos miembros');
    }
    const other = await k.pastorB({ method: 'POST', url: `/api/groups/${closed.id}/join-requests` });
    expect(other.statusCode).toBe(404);

    const small = await c.makeCell({ capacity: 5 });
    const asked = await asker.call({ method: 'POST', url: `/api/groups/${small.id}/join-requests` });
    for (const n of ['A', 'B', 'C', 'D', 'E'])
      await c.addToRoster(small.id, (await c.makePerson(`Lleno ${n}`)).id);
    const before = await c.snapshot();
    const full = await k.member({
      method: 'PUT',
      url: `/api/groups/${small.id}/join-requests/${asked.json().id}`,
      payload: { accept: true },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('El grupo está completo: no quedan cupos');
    const elsewhere = await k.member({
      method: 'PUT',
      url: `/api/groups/${closed.id}/join-requests/${asked.json().id}`,
      payload: { accept: true },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('La solicitud no existe');
    expect(await c.snapshot()).toEqual(before);
  });
});

describe('my groups', () => {
  it('lists the active groups a person leads, co-leads or belongs to, and their open requests', async () => {
    const person = await c.makePerson('Mónica Mis Grupos');
    const led = await c.makeCell({ name: 'Zeta liderada', leaderId: person.id });
    const coLed = await c.makeCell({ name: 'Alfa colíder', coLeaderId: person.id });
    const joined = await c.makeCell({ name: 'Beta miembro' });
    await c.addToRoster(joined.id, person.id);
    const closedOne = await c.makeCell({ name: 'Gamma inactiva', isActive: false, coLeaderId: person.id });
    const asked = await c.makeCell({ name: 'Delta pedida' });
    const request = await person.call({ method: 'POST', url: `/api/groups/${asked.id}/join-requests` });

    const res = await person.call({ method: 'GET', url: '/api/groups/mine' });
    expect(res.statusCode, res.body).toBe(200);
    expect(myGroupsSchema.strict().safeParse(res.json()).success).toBe(true);
    expect(
      res.json().groups.map((g: { group: { id: string }; role: string }) => [g.group.id, g.role]),
    ).toEqual([
      [coLed.id, 'co-leader'],
      [joined.id, 'member'],
      [led.id, 'leader'],
    ]);
    expect(res.json().groups.some((g: { group: { id: string } }) => g.group.id === closedOne.id)).toBe(false);
    expect(res.json().pendingRequests).toEqual([{ id: request.json().id, groupId: asked.id }]);
    const nobody = await k.pastorB({ method: 'GET', url: '/api/groups/mine' });
    expect(nobody.json()).toEqual({ groups: [], pendingRequests: [] });
  });
});
