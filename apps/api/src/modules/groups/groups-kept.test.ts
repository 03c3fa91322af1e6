import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useGroupsTestApp } from './groups.test-kit.ts';

/**
 * The groups statistics, the sectors' totals and the admin list's counts are kept by the server per
 * community and groups version (list_versions): every change of a group, by the API or by any statement,
 * must raise that version, so what is shown stays exact. A sector's own fields are always read fresh.
 */
describe('groups: kept statistics, sector totals and list counts', () => {
  const k = useGroupsTestApp();

  async function get(url: string) {
    const res = await k.pastor({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** What the pastor sees, reduced to the numbers a write can change. */
  async function shown() {
    const stats = await get('/api/groups/statistics');
    const sectors = (await get('/api/groups/sectors')) as {
      name: string;
      groupCount: number;
      totalMembers: number;
      totalCapacity: number;
    }[];
    const lists: Record<string, [number, number]> = {};
    for (const query of ['', 'onlyActive=true', 'search=jovenes']) {
      const body = await get(`/api/groups?limit=1&${query}`);
      lists[query] = [body.pagination.total, body.activeCount];
    }
    return {
      stats: [stats.totalGroups, stats.activeGroups, stats.totalMembers, stats.totalCapacity],
      sectors: sectors.map((s) => [s.name, s.groupCount, s.totalMembers, s.totalCapacity]),
      lists,
    };
  }

  /** The same numbers counted in SQL now. */
  async function truth() {
    const communityId = k.cast.a.community.id;
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await k.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [s] = await rows<{ t: number; a: number; m: number; c: number }>(sql`
      select count(*)::int as t, count(*) filter (where is_active)::int as a,
        coalesce(sum(current_members) filter (where is_active), 0)::int as m,
        coalesce(sum(capacity) filter (where is_active), 0)::int as c
      from groups where community_id = ${communityId}`);
    const sectors = await rows<{ name: string; n: number; m: number; c: number }>(sql`
      select s.name, count(g.id)::int as n,
        coalesce(sum(g.current_members) filter (where g.is_active), 0)::int as m,
        coalesce(sum(g.capacity) filter (where g.is_active), 0)::int as c
      from sectors s left join groups g on g.sector_id = s.id
      where s.community_id = ${communityId}
      group by s.id order by s.display_order, s.sort_name, s.id`);
    const list = async (where: ReturnType<typeof sql>) => {
      const [r] = await rows<{ t: number; a: number }>(sql`
        select count(*)::int as t, count(*) filter (where is_active)::int as a
        from groups where community_id = ${communityId} and ${where}`);
      return [r!.t, r!.a];
    };
    return {
      stats: [s!.t, s!.a, s!.m, s!.c],
      sectors: sectors.map((x) => [x.name, x.n, x.m, x.c]),
      lists: {
        '': await list(sql`true`),
        'onlyActive=true': await list(sql`is_active`),
        'search=jovenes': await list(sql`search_text like '%jovenes%'`),
      },
    };
  }

  it('stay exact through creates, edits, deletes, sector changes and any statement', async () => {
    const expectExact = async () => expect(await shown()).toEqual(await truth());
    const sector = await k.makeSector({ name: 'Sector Norte' });
    await expectExact();
    const a = await k.makeGroup(sector.id);
    await expectExact();
    const b = await k.makeGroup(sector.id, { name: 'Célula Jóvenes', currentMembers: 3, capacity: 10 });
    await expectExact();
    expect((await shown()).lists).toMatchObject({ '': [2, 2], 'search=jovenes': [1, 1] });

    // Edits through the API: deactivated, members changed.
    const patch = async (id: string, payload: Record<string, unknown>) => {
      const res = await k.pastor({ method: 'PATCH', url: `/api/groups/${id}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await patch(a.id, { isActive: false });
    await expectExact();
    await patch(b.id, { currentMembers: 7 });
    await expectExact();

    // A sector renamed, and a new empty one: sectors are read fresh, their totals kept.
    const renamed = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { name: 'Sector Norte Alto' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await k.makeSector({ name: 'Sector Sur' });
    await expectExact();

    // A change made without the triggers is not seen: the numbers are the kept ones.
    await k.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update groups set current_members = 1 where id = ${b.id}`);
    });
    expect((await shown()).stats[2]).toBe(7);

    // Any statement with the triggers on is seen, the one before it too.
    await k.t.database.db.execute(sql`update groups set capacity = 12 where id = ${b.id}`);
    await expectExact();
    expect((await shown()).stats).toEqual([2, 1, 1, 12]);

    // A delete through the API.
    expect((await k.pastor({ method: 'DELETE', url: `/api/groups/${a.id}` })).statusCode).toBe(204);
    await expectExact();
  });
});
