import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createCommunity, createMember, login } from '../../test/factories.ts';

/**
 * The member lists' totals, the statistics cards, a search's total and the leader options come from
 * counters, copies and cached totals that triggers keep (migration 0017): after every kind of write,
 * through the API or straight into the tables, they must equal a fresh count of the memberships.
 */
const kit = useTestApp();
const db = () => kit.t.database.db;

type Call = ReturnType<typeof as>;
let community: { id: string };
let other: { id: string };
let pastor: Call;
let otherPastor: Call;
let pastorId: string;

beforeAll(async () => {
  community = await createCommunity(db(), { name: 'Contadores' });
  other = await createCommunity(db(), { name: 'Otra' });
  const p = await createMember(db(), community.id, { role: 'COMMUNITY_ADMIN', name: 'Pastor Contador' });
  pastorId = p.membership.id;
  pastor = as(kit.t.app, await login(kit.t.app, p.user.email));
  // A pastor of the other community keeps it countable through the API too.
  const q = await createMember(db(), other.id, { role: 'COMMUNITY_ADMIN', name: 'Pastora Otra' });
  otherPastor = as(kit.t.app, await login(kit.t.app, q.user.email));
});

const filters = [
  'total',
  'oficiales',
  'pastores',
  'ayudantes',
  'miembros',
  'invitados',
  'inactivos',
] as const;
const searches = ['ana', 'CONTADOR'];
const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Every membership of the community with its user, read afresh from the tables. */
async function freshRows(communityId: string) {
  return db()
    .select({
      role: memberships.role,
      isActive: memberships.isActive,
      joinedAt: memberships.joinedAt,
      userId: users.id,
      name: users.name,
      text: sql<string>`${users.name} || ' ' || ${users.email} || ' ' || ${users.documentNumber}`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.communityId, communityId));
}
type Row = Awaited<ReturnType<typeof freshRows>>[number];

const keep: Record<(typeof filters)[number] | 'default' | 'includeInactive', (r: Row) => boolean> = {
  default: (r) => r.isActive,
  includeInactive: () => true,
  total: () => true,
  oficiales: (r) => r.isActive && r.role !== 'GUEST',
  pastores: (r) => r.isActive && r.role === 'COMMUNITY_ADMIN',
  ayudantes: (r) => r.isActive && r.role === 'SECTION_ADMIN',
  miembros: (r) => r.isActive && r.role === 'MEMBER',
  invitados: (r) => r.isActive && r.role === 'GUEST',
  inactivos: (r) => !r.isActive,
};

async function total(call: Call, query: string) {
  const res = await call({ method: 'GET', url: `/api/community/members?limit=5&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pagination.total as number;
}

/** The API's totals, cards, searches and leader options of both communities against a fresh count. */
async function expectExact(step: string) {
  await expectExactIn(`${step} (community)`, community.id, pastor);
  await expectExactIn(`${step} (other)`, other.id, otherPastor);
}

async function expectExactIn(step: string, communityId: string, call: Call) {
  const rows = await freshRows(communityId);
  const count = (f: (r: Row) => boolean) => rows.filter(f).length;
  const actual: Record<string, number> = {};
  const expected: Record<string, number> = {};
  const queries: [string, (r: Row) => boolean][] = [
    ['', keep.default],
    ['includeInactive=true', keep.includeInactive],
    ...filters.map((f) => [`filter=${f}`, keep[f]] as [string, (r: Row) => boolean]),
  ];
  for (const [query, f] of queries) {
    actual[query] = await total(call, query);
    expected[query] = count(f);
    for (const term of searches) {
      const matches = (r: Row) => f(r) && fold(r.text).includes(fold(term));
      const key = `${query}&search=${encodeURIComponent(term)}`;
      actual[key] = await total(call, key);
      expected[key] = count(matches);
    }
  }
  // The same search again: its total is now the cached one, which must still be the fresh count.
  actual.again = await total(call, 'search=ana');
  expected.again = expected['&search=ana']!;
  expect(actual, step).toEqual(expected);

  const startOfMonth = new Date();
  startOfMonth.setUTCDate(1);
  startOfMonth.setUTCHours(0, 0, 0, 0);
  const active = (role: string) => count((r) => r.isActive && r.role === role);
  const stats = await call({ method: 'GET', url: '/api/community/stats' });
  expect(stats.json(), step).toEqual({
    totalMembers: rows.length,
    activeMembers: count((r) => r.isActive),
    inactiveMembers: count((r) => !r.isActive),
    byRole: {
      COMMUNITY_ADMIN: active('COMMUNITY_ADMIN'),
      SECTION_ADMIN: active('SECTION_ADMIN'),
      MEMBER: active('MEMBER'),
      GUEST: active('GUEST'),
    },
    newThisMonth: count((r) => r.joinedAt >= startOfMonth),
  });
  const cards = await call({ method: 'GET', url: `/api/communities/${communityId}/dashboard-stats` });
  expect(cards.json(), step).toEqual({
    totalUsuarios: rows.length,
    oficiales: count(keep.oficiales),
    invitados: count(keep.invitados),
    miembrosInactivados: count(keep.inactivos),
    desgloseRolesActivos: {
      pastores: active('COMMUNITY_ADMIN'),
      ayudantes: active('SECTION_ADMIN'),
      miembros: active('MEMBER'),
    },
  });
  const profile = await call({ method: 'GET', url: '/api/community/profile' });
  expect(profile.json()._count, step).toEqual({ memberships: count((r) => r.isActive) });

  // The leader options: active members by folded name, then id.
  for (const term of ['', 'ana']) {
    const res = await call({
      method: 'GET',
      url: `/api/community/users?limit=50${term ? `&search=${term}` : ''}`,
    });
    const fresh = await db()
      .select({ id: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.communityId, communityId),
          eq(memberships.isActive, true),
          term ? sql`${users.searchText} like koinonia_fold(${`%${term}%`})` : undefined,
        ),
      )
      .orderBy(sql`koinonia_fold(${users.name})`, users.id)
      .limit(50);
    expect(
      res.json().map((o: { id: string }) => o.id),
      `${step}: leader options ${term}`,
    ).toEqual(fresh.map((r) => r.id));
  }
}

describe('member counters', () => {
  it('stay exact through inserts, role changes, deactivation, reactivation, join dates, renames and deletions', async () => {
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCDate(0);
    const members = [
      await createMember(db(), community.id, { role: 'MEMBER', name: 'Ana Rojas' }),
      await createMember(db(), community.id, { role: 'MEMBER', name: 'Ána Zeta', joinedAt: lastMonth }),
      await createMember(db(), community.id, { role: 'GUEST', name: 'Beto Zeta' }),
      await createMember(db(), community.id, { role: 'SECTION_ADMIN', name: 'Carla Ana' }),
      await createMember(db(), community.id, { role: 'MEMBER', name: 'Dario Pérez', isActive: false }),
      await createMember(db(), community.id, { role: 'GUEST', name: 'Elena Ana', joinedAt: lastMonth }),
    ];
    await createMember(db(), other.id, { role: 'MEMBER', name: 'Ana de Otra' });
    await expectExact('after inserts');

    const [ana, anaZeta, beto, carla, dario, elena] = members.map((m) => m.membership.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const put = async (url: string, payload?: object) => {
      const res = await pastor({ method: 'PUT', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBe(200);
    };
    await put(`/api/community/memberships/${beto}`, { role: 'MEMBER' });
    await put(`/api/community/memberships/${carla}`, { role: 'COMMUNITY_ADMIN' });
    await expectExact('after role changes');

    const deactivated = await pastor({ method: 'DELETE', url: `/api/community/memberships/${ana}` });
    expect(deactivated.statusCode).toBe(200);
    await expectExact('after a deactivation');

    await put(`/api/community/memberships/${dario}/reactivate`);
    await expectExact('after a reactivation');

    // Adding a former member back: reactivated with a new role and joined now.
    const back = await pastor({
      method: 'POST',
      url: '/api/community/members',
      payload: { documentNumber: members[0]!.user.documentNumber, role: 'GUEST' },
    });
    expect(back.statusCode, back.body).toBe(201);
    await expectExact('after adding a former member back');

    await db().update(memberships).set({ joinedAt: lastMonth }).where(eq(memberships.id, elena));
    await db().update(memberships).set({ joinedAt: new Date() }).where(eq(memberships.id, anaZeta));
    await expectExact('after join date changes');

    await db().update(users).set({ name: 'Beto Contador' }).where(eq(users.id, members[2]!.user.id));
    await db().update(users).set({ name: 'Zoe Ana' }).where(eq(users.id, members[4]!.user.id));
    await expectExact('after renames');

    // One statement changing several memberships, and one moving a membership to another community.
    await db()
      .update(memberships)
      .set({ role: 'GUEST' })
      .where(sql`${memberships.communityId} = ${community.id} and ${memberships.id} <> ${pastorId}`);
    await db().update(memberships).set({ communityId: other.id }).where(eq(memberships.id, carla));
    await expectExact('after a bulk update and a move');

    await db().delete(users).where(eq(users.id, members[1]!.user.id));
    await db().delete(memberships).where(eq(memberships.id, beto));
    await expectExact('after a user’s deletion and a membership’s');
  }, 180_000);
});
