import { meetingDays } from '@koinonia/shared/groups/groups.schemas';
import { APP_SECTORS_LIMIT, GROUPS_MAP_LIMIT } from '@koinonia/shared/groups/groups-app.schemas';
import { sql } from 'drizzle-orm';
import { arrayOf, fields, fold, pageOf, q, same, spreadPages } from './checks.ts';
import type { BenchDomain, Scenario } from './types.ts';

const sectorCount = 120;

/** Group g as the SQL below seeds it: in sector (g % 120) + 1; sector s is inactive when s % 10 = 0. */
function benchGroup(g: number) {
  const name = `Célula ${g}`;
  const address = `Calle ${g} # 10-20`;
  const sector = (g % sectorCount) + 1;
  return {
    g,
    name,
    sector,
    sectorActive: sector % 10 !== 0,
    active: g % 9 !== 0,
    preview: g % 40 === 0,
    capacity: 15 + (g % 20),
    // The roster's size (cells.ts gives each group its people).
    current: 8 + (g % 8),
    searchText: fold(`${name} ${address} `),
  };
}
type Group = ReturnType<typeof benchGroup>;

export const groupsBench: BenchDomain = {
  name: 'groups',
  async seed({ db, communityId, sizes }) {
    await db.execute(sql`
      insert into sectors (community_id, name, icon_name, color, display_order, is_active)
      select ${communityId}, 'Sector ' || i,
        (array['map-pin','house','building','tree','mountain','water','road','park'])[1 + i % 8],
        '#1c7ed6', i, i % 10 <> 0
      from generate_series(1, ${sectorCount}) as s(i)`);
    await db.execute(sql`
      insert into groups (community_id, sector_id, name, leader_id, meeting_address, meeting_day, meeting_time,
        capacity, current_members, show_in_preview, latitude, longitude, is_active)
      select ${communityId}, s.id, 'Célula ' || g.i, l.user_id, 'Calle ' || g.i || ' # 10-20',
        (array['Lunes','Martes','Miércoles','Jueves','Viernes','Sábado','Domingo'])[1 + g.i % 7], '19:00',
        15 + g.i % 20, 8 + g.i % 8, g.i % 40 = 0, 4.6 + (g.i % 100) / 1000.0, -74.08 - (g.i % 100) / 1000.0,
        g.i % 9 <> 0
      from generate_series(1, ${sizes.groups}) as g(i)
      join lateral (select id from sectors where community_id = ${communityId} order by display_order
        offset g.i % ${sectorCount} limit 1) s on true
      join lateral (select user_id from memberships where community_id = ${communityId} and is_active
        order by joined_at desc offset g.i % 1000 limit 1) l on true`);
    const sectorIds = (
      (await db.execute(
        sql`select id from sectors where community_id = ${communityId} order by display_order`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);

    // The dashboard's order: by sector, then by name (folded, so 'célula 10' < 'célula 2').
    const all = Array.from({ length: sizes.groups }, (_, k) => benchGroup(k + 1)).sort(
      (a, b) => a.sector - b.sector || (a.searchText < b.searchText ? -1 : 1),
    );
    const limit = 20;
    const sameGroup = (item: Record<string, unknown>, g: Group) => {
      const x = item as { name: string; isActive: boolean; sector: { name: string } };
      return (
        same('name', x.name, g.name) ??
        same('sector', x.sector?.name, `Sector ${g.sector}`) ??
        same('isActive', x.isActive, g.active)
      );
    };
    const list = (rows: Group[], params: Record<string, string | number | undefined>) => ({
      path: q('/api/groups', { limit, ...params }),
      check: pageOf(rows, Number(params.page ?? 1), limit, sameGroup),
    });
    const searches = (terms: string[]) =>
      terms.flatMap((term) => {
        const rows = all.filter((g) => g.searchText.includes(fold(term.trim())));
        return [1, 2]
          .filter((page) => page === 1 || rows.length > limit)
          .map((page) => list(rows, { search: term, page }));
      });
    const counted = all.filter((g) => g.active);
    const sum = (rows: Group[], f: (g: Group) => number) => rows.reduce((t, g) => t + f(g), 0);
    const ofSector = (s: number) => all.filter((g) => g.sector === s && g.active && g.sectorActive);
    // What the members' app shows: active groups of active sectors (every seeded group has coordinates),
    // in the list's order.
    const visible = all.filter((g) => g.active && g.sectorActive);
    const activeSectors = Array.from({ length: sectorCount }, (_, k) => k + 1).filter((s) => s % 10 !== 0);
    const mapped = visible.slice(0, GROUPS_MAP_LIMIT);
    const near = (label: string, got: unknown, expected: number) =>
      typeof got === 'number' && Math.abs(got - expected) < 1e-9 ? undefined : same(label, got, expected);

    return [
      {
        name: 'groups first pages',
        p99BudgetMs: 300,
        requests: [1, 2, 3, 4, 5].map((page) => list(all, { page })),
      },
      {
        name: 'groups deep pages',
        curveExempt:
          'a page in the middle of the list by offset: the rows before it are walked, and there are more in a larger church',
        p99BudgetMs: 400,
        requests: spreadPages(all.length, limit).map((page) => list(all, { page })),
      },
      {
        // One group each at every size (the address after the number ends it: 'célula 420 calle' is not
        // also 4200-4209, so a curve compares answers of the same size; the API trims a search).
        name: 'groups search, rare',
        p99BudgetMs: 400,
        requests: searches(['célula 420 calle', 'CELULA 123 calle', 'calle 377 #']),
      },
      // 'célula 1' matches 1, 10-19, 100-199, 1000-1999: a fifth of the groups; 'calle' every one.
      { name: 'groups search, common', p99BudgetMs: 400, requests: searches(['célula 1', 'calle', '10-20']) },
      {
        name: 'groups statistics',
        ratioExempt: 'a count summary, not a list',
        p99BudgetMs: 300,
        requests: [
          {
            path: '/api/groups/statistics',
            check: fields({
              totalGroups: all.length,
              totalMembers: sum(counted, (g) => g.current),
              totalCapacity: sum(counted, (g) => g.capacity),
            }),
          },
        ],
      },
      {
        name: 'sectors with totals',
        p99BudgetMs: 400,
        requests: [
          {
            path: '/api/groups/sectors',
            check: arrayOf(
              sectorCount,
              (item, k) =>
                same('name', item.name, `Sector ${k + 1}`) ??
                same('groupCount', item.groupCount, all.filter((g) => g.sector === k + 1).length),
            ),
          },
        ],
      },
      {
        name: 'groups preview (app)',
        curveExempt: 'every group flagged for the home (one in 40 here): more groups in a larger church',
        p99BudgetMs: 300,
        requests: [
          {
            path: '/api/groups/preview',
            check: arrayOf(
              all.filter((g) => g.preview && g.active && g.sectorActive).length,
              () => undefined,
            ),
          },
        ],
      },
      {
        name: 'groups of a sector (app)',
        curveExempt: 'every group of the sector: the 120 sectors hold more groups in a larger church',
        p99BudgetMs: 300,
        requests: [1, 7, 10, 33, 64, 100, 119].map((s) => ({
          path: `/api/groups/by-sector/${sectorIds[s - 1]}`,
          check: arrayOf(ofSector(s).length, (item) =>
            same('sector', (item.sector as { name: string }).name, `Sector ${s}`),
          ),
        })),
      },
      // The app as the bench's member, on the first screens that read groups: the home's featured
      // groups (Inicio), and the Grupos tab's sectors and map.
      {
        name: 'app home groups (member)',
        as: 'member',
        curveExempt: 'every group flagged for the home (one in 40 here): more groups in a larger church',
        p99BudgetMs: 300,
        requests: [
          {
            path: '/api/groups/preview',
            check: arrayOf(visible.filter((g) => g.preview).length, (item, k) =>
              same('name', item.name, visible.filter((g) => g.preview)[k]!.name),
            ),
          },
        ],
      },
      {
        name: 'app group sectors (member)',
        as: 'member',
        p99BudgetMs: 300,
        requests: [
          {
            path: '/api/groups/app-sectors',
            check: arrayOf(Math.min(APP_SECTORS_LIMIT, activeSectors.length), (item, k) => {
              const s = activeSectors[k]!;
              return (
                same('name', item.name, `Sector ${s}`) ??
                same(
                  `groupCount of Sector ${s}`,
                  item.groupCount,
                  all.filter((g) => g.sector === s && g.active).length,
                )
              );
            }),
          },
        ],
      },
      {
        name: 'app groups map (member)',
        as: 'member',
        curveExempt: `every group with coordinates, up to ${GROUPS_MAP_LIMIT}: more groups in a larger church`,
        ratioExempt:
          'one answer kept per version of the groups list: the baseline replays only the version read',
        p99BudgetMs: 300,
        requests: [
          {
            path: '/api/groups/map',
            check: (body) => {
              const b = body as { items?: Record<string, unknown>[]; truncated?: boolean };
              return (
                same('truncated', b.truncated, visible.length > GROUPS_MAP_LIMIT) ??
                arrayOf(mapped.length, (item, k) => {
                  const g = mapped[k]!;
                  const sector = item.sector as { name?: string } | undefined;
                  const meeting = item.meeting as { day?: string } | undefined;
                  return (
                    same('name', item.name, g.name) ??
                    same('sector', sector?.name, `Sector ${g.sector}`) ??
                    same('meeting.day', meeting?.day, meetingDays[g.g % 7]) ??
                    near('lat', item.lat, 4.6 + (g.g % 100) / 1000) ??
                    near('lng', item.lng, -74.08 - (g.g % 100) / 1000)
                  );
                })(b.items)
              );
            },
          },
        ],
      },
    ] satisfies Scenario[];
  },
};
