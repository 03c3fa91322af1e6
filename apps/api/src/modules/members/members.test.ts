import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createCommunity,
  createMember,
  createTwoCommunities,
  createUser,
  login,
} from '../../test/factories.ts';

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});

const pastorA = () => as(kit.t.app, cast.a.tokens.pastor);
const helperA = () => as(kit.t.app, cast.a.tokens.helper);
const memberA = () => as(kit.t.app, cast.a.tokens.member);

async function membershipRow(id: string) {
  const [row] = await kit.t.database.db.select().from(memberships).where(eq(memberships.id, id));
  return row!;
}

describe('GET /api/community/members', () => {
  it('lists the active members of the caller’s community only, paginated', async () => {
    const res = await helperA()({ method: 'GET', url: '/api/community/members?limit=2&page=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ community: { name: 'Comunidad Alfa' }, isActive: true });
    expect(Object.keys(body.items[0].user).sort()).toEqual(
      ['createdAt', 'documentNumber', 'email', 'id', 'memberSince', 'name', 'phone'].sort(),
    );
    const page2 = (await helperA()({ method: 'GET', url: '/api/community/members?limit=2&page=2' })).json();
    expect(page2.pagination.hasMore).toBe(false);
    expect(page2.items).toHaveLength(1);
    const all = [...body.items, ...page2.items].map((m: { user: { id: string } }) => m.user.id).sort();
    expect(all).toEqual([cast.a.pastor.user.id, cast.a.helper.user.id, cast.a.member.user.id].sort());
  });

  it('searches name, email or document case- and accent-insensitively', async () => {
    const { community } = cast.a;
    const jose = await createMember(kit.t.database.db, community.id, {
      name: 'José Ñúñez Peña',
      email: 'jose.nunez@correo.test',
      documentNumber: '80111222',
    });
    await createMember(kit.t.database.db, community.id, { name: 'María López' });
    await createMember(kit.t.database.db, cast.b.community.id, { name: 'José Ñúñez Otro' });
    const search = async (s: string) =>
      (await pastorA()({ method: 'GET', url: `/api/community/members?search=${encodeURIComponent(s)}` }))
        .json()
        .items.map((m: { user: { id: string } }) => m.user.id);
    expect(await search('jose nunez')).toEqual([jose.user.id]);
    expect(await search('NÚÑEZ')).toEqual([jose.user.id]);
    expect(await search('JOSE.NUNEZ@')).toEqual([jose.user.id]);
    expect(await search('80111')).toEqual([jose.user.id]);
    expect(await search('%')).toEqual([]);
  });

  it('filters by the statistics cards and includes inactive members on request', async () => {
    const db = kit.t.database.db;
    const c = await createCommunity(db, { name: 'Filtros' });
    const p = await createMember(db, c.id, { role: 'COMMUNITY_ADMIN' });
    await createMember(db, c.id, { role: 'SECTION_ADMIN' });
    await createMember(db, c.id, { role: 'MEMBER' });
    await createMember(db, c.id, { role: 'MEMBER' });
    await createMember(db, c.id, { role: 'GUEST' });
    await createMember(db, c.id, { role: 'MEMBER', isActive: false });
    const token = await login(kit.t.app, p.user.email);
    const count = async (query: string) =>
      (await as(kit.t.app, token)({ method: 'GET', url: `/api/community/members?${query}` })).json()
        .pagination.total;
    expect(await count('')).toBe(5);
    expect(await count('includeInactive=true')).toBe(6);
    expect(await count('filter=total')).toBe(6);
    expect(await count('filter=oficiales')).toBe(4);
    expect(await count('filter=pastores')).toBe(1);
    expect(await count('filter=ayudantes')).toBe(1);
    expect(await count('filter=miembros')).toBe(2);
    expect(await count('filter=invitados')).toBe(1);
    expect(await count('filter=inactivos')).toBe(1);

    const stats = await as(
      kit.t.app,
      token,
    )({ method: 'GET', url: `/api/communities/${c.id}/dashboard-stats` });
    expect(stats.json()).toEqual({
      totalUsuarios: 6,
      oficiales: 4,
      invitados: 1,
      miembrosInactivados: 1,
      desgloseRolesActivos: { pastores: 1, ayudantes: 1, miembros: 2 },
    });
    const communityStats = await as(kit.t.app, token)({ method: 'GET', url: '/api/community/stats' });
    expect(communityStats.json()).toMatchObject({
      totalMembers: 6,
      activeMembers: 5,
      inactiveMembers: 1,
      byRole: { COMMUNITY_ADMIN: 1, SECTION_ADMIN: 1, MEMBER: 2, GUEST: 1 },
    });
  });

  it('rejects bad query values in Spanish and refuses members (not dashboard roles)', async () => {
    const bad = await pastorA()({ method: 'GET', url: '/api/community/members?filter=todos&limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['El filtro no es válido', 'El límite no puede superar 100']),
    );
    const res = await memberA()({ method: 'GET', url: '/api/community/members' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'No tienes permisos para realizar esta acción',
    });
  });
});

describe('adding members', () => {
  it('looks a registered user up by document: name, masked email, membership here (404 when unknown)', async () => {
    await createUser(kit.t.database.db, {
      name: 'Berta Quiroga',
      documentNumber: '70100200',
      email: 'berta.quiroga@correo.test',
      phone: '+57 300 000 0000',
    });
    const found = await pastorA()({ method: 'GET', url: '/api/community/users/by-document/70100200' });
    expect(found.statusCode).toBe(200);
    // Only what adding a member needs: no id, no full email, no phone.
    expect(found.json()).toEqual({
      name: 'Berta Quiroga',
      emailHint: 'be•••••••••••@c•••••.test',
      documentNumber: '70100200',
      membership: null,
    });
    const missing = await pastorA()({ method: 'GET', url: '/api/community/users/by-document/000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuario no encontrado en el sistema');
    const helper = await helperA()({ method: 'GET', url: '/api/community/users/by-document/70100200' });
    expect(helper.statusCode).toBe(403);
  });

  it('adds a user by document with a role; a second add is a 409; only pastors may add', async () => {
    const user = await createUser(kit.t.database.db, { documentNumber: '70100300' });
    const refused = await helperA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: '70100300', role: 'MEMBER' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Solo los pastores (administradores de la comunidad) pueden realizar esta acción',
    );

    const res = await pastorA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: '70100300', role: 'SECTION_ADMIN' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'SECTION_ADMIN',
      isActive: true,
      user: { id: user.id },
      community: { name: 'Comunidad Alfa' },
    });

    const again = await pastorA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: '70100300', role: 'MEMBER' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este usuario ya es un miembro activo de la comunidad');

    const lookup = await pastorA()({ method: 'GET', url: '/api/community/users/by-document/70100300' });
    expect(lookup.json().membership).toMatchObject({ role: 'SECTION_ADMIN', isActive: true });
  });

  it('brings a former member back with the chosen role', async () => {
    const former = await createMember(kit.t.database.db, cast.a.community.id, {
      isActive: false,
      role: 'GUEST',
      documentNumber: '70100400',
    });
    const res = await pastorA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: '70100400', role: 'MEMBER' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: former.membership.id, role: 'MEMBER', isActive: true });
  });

  it('validates the body: document required, role among the four', async () => {
    const empty = await pastorA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: '  ', role: 'MEMBER' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El número de documento es requerido');
    const missing = await pastorA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { role: 'MEMBER' },
    });
    expect(missing.json().message).toBe('El número de documento es requerido');
    const role = await pastorA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: '1', role: 'SUPER' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('El rol no es válido');
    const unknown = await pastorA()({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: 'NOEXISTE1', role: 'MEMBER' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Usuario no encontrado en el sistema');
  });
});

describe('roles and activation', () => {
  it('changes a role (pastor only) and refuses self changes', async () => {
    const m = await createMember(kit.t.database.db, cast.a.community.id, { role: 'MEMBER' });
    const byHelper = await helperA()({
      method: 'PUT',
      url: `/api/community/memberships/${m.membership.id}`,
      payload: { role: 'GUEST' },
    });
    expect(byHelper.statusCode).toBe(403);
    expect((await membershipRow(m.membership.id)).role).toBe('MEMBER');

    const res = await pastorA()({
      method: 'PUT',
      url: `/api/community/memberships/${m.membership.id}`,
      payload: { role: 'SECTION_ADMIN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.membership.id, role: 'SECTION_ADMIN' });
    expect((await membershipRow(m.membership.id)).role).toBe('SECTION_ADMIN');

    const self = await pastorA()({
      method: 'PUT',
      url: `/api/community/memberships/${cast.a.pastor.membership.id}`,
      payload: { role: 'MEMBER' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('No puedes cambiar tu propio rol');
    const bad = await pastorA()({
      method: 'PUT',
      url: `/api/community/memberships/${m.membership.id}`,
      payload: { role: 'REY' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deactivates with the rules: not oneself, not twice, never the last pastor', async () => {
    const m = await createMember(kit.t.database.db, cast.a.community.id);
    expect(
      (await helperA()({ method: 'DELETE', url: `/api/community/memberships/${m.membership.id}` }))
        .statusCode,
    ).toBe(403);
    const res = await pastorA()({ method: 'DELETE', url: `/api/community/memberships/${m.membership.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    const twice = await pastorA()({ method: 'DELETE', url: `/api/community/memberships/${m.membership.id}` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El miembro ya está inactivo');
    const self = await pastorA()({
      method: 'DELETE',
      url: `/api/community/memberships/${cast.a.pastor.membership.id}`,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('No puedes inactivar tu propia cuenta');
    expect((await membershipRow(cast.a.pastor.membership.id)).isActive).toBe(true);

    const reactivated = await pastorA()({
      method: 'PUT',
      url: `/api/community/memberships/${m.membership.id}/reactivate`,
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().isActive).toBe(true);
    const again = await pastorA()({
      method: 'PUT',
      url: `/api/community/memberships/${m.membership.id}/reactivate`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El miembro ya está activo');
  });

  it('keeps at least one active pastor even when two pastors demote each other at once', async () => {
    const db = kit.t.database.db;
    const c = await createCommunity(db);
    const p1 = await createMember(db, c.id, { role: 'COMMUNITY_ADMIN' });
    const p2 = await createMember(db, c.id, { role: 'COMMUNITY_ADMIN' });
    const [t1, t2] = [await login(kit.t.app, p1.user.email), await login(kit.t.app, p2.user.email)];
    const results = await Promise.all([
      as(
        kit.t.app,
        t1,
      )({
        method: 'PUT',
        url: `/api/community/memberships/${p2.membership.id}`,
        payload: { role: 'MEMBER' },
      }),
      as(
        kit.t.app,
        t2,
      )({
        method: 'PUT',
        url: `/api/community/memberships/${p1.membership.id}`,
        payload: { role: 'MEMBER' },
      }),
    ]);
    // One demotion wins; the other is refused, either by the last-pastor rule (both passed the role check
    // before either committed) or by the role check itself (the loser was already demoted).
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    const loser = results.find((r) => r.statusCode !== 200)!;
    expect([
      'La comunidad debe conservar al menos un pastor activo',
      'Solo los pastores (administradores de la comunidad) pueden realizar esta acción',
    ]).toContain(loser.json().message);
    const roles = [
      (await membershipRow(p1.membership.id)).role,
      (await membershipRow(p2.membership.id)).role,
    ];
    expect(roles.filter((r) => r === 'COMMUNITY_ADMIN')).toHaveLength(1);
  });
});

describe('details and leader options', () => {
  it('answers a member’s details by user id, 404 for non-members', async () => {
    const res = await helperA()({
      method: 'GET',
      url: `/api/community/members/${cast.a.member.user.id}/details`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: cast.a.member.membership.id,
      user: { id: cast.a.member.user.id },
    });
    const stranger = await createUser(kit.t.database.db);
    expect(
      (await helperA()({ method: 'GET', url: `/api/community/members/${stranger.id}/details` })).statusCode,
    ).toBe(404);
    expect(
      (await helperA()({ method: 'GET', url: '/api/community/members/not-a-uuid/details' })).statusCode,
    ).toBe(404);
  });

  it('lists active members as leader options', async () => {
    const res = await pastorA()({ method: 'GET', url: '/api/community/users' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((o: { id: string }) => o.id);
    expect(ids).toContain(cast.a.pastor.user.id);
    expect(ids).not.toContain(cast.b.pastor.user.id);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['documentNumber', 'id', 'name']);
  });

  it('answers the caller’s profile to any member', async () => {
    const res = await memberA()({ method: 'GET', url: '/api/community/users/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: cast.a.member.user.id,
      role: 'MEMBER',
      communityId: cast.a.community.id,
      community: { name: 'Comunidad Alfa' },
    });
  });
});
