import { addDays, isoWeekOf, isoWeekStart } from '@koinonia/shared/common/weeks';
import { sql } from 'drizzle-orm';
import { rebuildCellSummaries } from '../../apps/api/src/modules/groups/cell-summaries.queries.ts';
import { recountRosters } from '../../apps/api/src/modules/groups/meetings.queries.ts';
import { q, same } from './checks.ts';
import type { BenchDomain, Check, Scenario } from './types.ts';

/**
 * The cells' life at the bench's scale: every group of groups.ts gets a roster of 8 to 15 people and a
 * weekly report for the last 52 weeks (about 3 million attendance rows at 5,000 groups). Seeded after
 * groups.ts, from its groups ('Célula <g>': sector (g % 120) + 1, active unless g % 9 = 0, its current
 * members the roster's 8 + g % 8).
 *
 * The model below is the seed's: group g, w weeks before the current one, reports unless
 * (7g + w) % 17 = 0, or g % 50 = 0 and w < 3 (those cells stopped reporting); it met unless (g + w) % 13
 * = 0; roster member j (0-based) came unless (g + w + j) % 6 = 0, or j = 0, g % 10 = 3 and w < 4 (a
 * person who stopped coming); one visitor when it met and (g + w) % 5 = 0.
 */

const WEEKS = 52;
const GROUPS_PER_CHUNK = 500;
const sectorCount = 120;

const rosterSize = (g: number) => 8 + (g % 8);
const reports = (g: number, w: number) => (7 * g + w) % 17 !== 0 && !(g % 50 === 0 && w < 3);
const held = (g: number, w: number) => (g + w) % 13 !== 0;
const came = (g: number, w: number, j: number) =>
  (g + w + j) % 6 !== 0 && !(j === 0 && g % 10 === 3 && w < 4);
const attendance = (g: number, w: number) => {
  let n = 0;
  for (let j = 0; j < rosterSize(g); j++) if (came(g, w, j)) n++;
  return n;
};
const visitor = (g: number, w: number) => held(g, w) && (g + w) % 5 === 0;

type Item = Record<string, unknown>;

export const cellsBench: BenchDomain = {
  name: 'cells',
  async seed({ db, communityId, sizes }) {
    // The bench's "today" (UTC, as PostgreSQL's current_date on the bench's machine): week 0 is its week.
    const today = new Date().toISOString().slice(0, 10);
    const monday = isoWeekStart(isoWeekOf(today))!;
    await db.execute(sql`
      with ms as (
        select user_id, (row_number() over (order by user_id) - 1)::int as k
        from memberships where community_id = ${communityId} and is_active
      ), n as (select count(*)::int as total from ms),
      g as (select id, substring(name from 8)::int as i from groups where community_id = ${communityId})
      insert into group_members (community_id, group_id, user_id, created_at)
      select ${communityId}, g.id, ms.user_id, now() - interval '400 days'
      from g cross join n cross join generate_series(0, 7 + g.i % 8) j
      join ms on ms.k = (g.i * 13 + j) % n.total`);
    await db.execute(sql`
      insert into group_meetings (community_id, group_id, date, held, topic, attendance_count, visitor_count)
      select ${communityId}, g.id, d.date, (g.i + w) % 13 <> 0, 'Tema ' || w, 0,
        case when (g.i + w) % 13 <> 0 and (g.i + w) % 5 = 0 then 1 else 0 end
      from (select id, substring(name from 8)::int as i, meeting_day from groups
        where community_id = ${communityId}) g
      cross join generate_series(0, ${WEEKS - 1}) w
      cross join lateral (select ${monday}::date - 7 * w
        + array_position(array['Lunes','Martes','Miércoles','Jueves','Viernes','Sábado','Domingo'], g.meeting_day) - 1
        as date) d
      where d.date < current_date and (7 * g.i + w) % 17 <> 0 and not (g.i % 50 = 0 and w < 3)`);
    // In chunks of groups: one statement of 3 million attendance rows outlasts the server's statement
    // timeout on a busy machine.
    for (let from = 1; from <= sizes.groups; from += GROUPS_PER_CHUNK) {
      const to = Math.min(sizes.groups, from + GROUPS_PER_CHUNK - 1);
      const chunk = sql`(select id, substring(name from 8)::int as i from groups
        where community_id = ${communityId} and substring(name from 8)::int between ${from} and ${to})`;
      await db.execute(sql`
        insert into group_attendance (meeting_id, user_id, community_id, group_id, date)
        select m.id, r.user_id, ${communityId}, m.group_id, m.date
        from ${chunk} g
        join group_meetings m on m.group_id = g.id and m.held
        cross join lateral (select case when m.date >= ${monday}::date then 0
          else (${monday}::date - m.date + 6) / 7 end as w) wk
        join (select group_id, user_id, (row_number() over (partition by group_id order by user_id) - 1)::int as j
          from group_members where group_id in (select id from ${chunk} c)) r on r.group_id = m.group_id
        where (g.i + wk.w + r.j) % 6 <> 0 and not (r.j = 0 and g.i % 10 = 3 and wk.w < 4)`);
      await db.execute(sql`
        update group_meetings m set attendance_count = a.n
        from (select meeting_id, count(*)::int as n from group_attendance
          where group_id in (select id from ${chunk} c) group by meeting_id) a
        where a.meeting_id = m.id`);
      await recountRosters(db, sql`r.group_id in (select id from ${chunk} c)`);
    }
    await db.execute(sql`
      insert into group_visitors (community_id, meeting_id, group_id, date, name, phone)
      select community_id, id, group_id, date, 'Visitante ' || substring(id::text from 1 for 6), '3001234567'
      from group_meetings where community_id = ${communityId} and visitor_count = 1`);
    await rebuildCellSummaries(db, communityId);

    const groups = Array.from({ length: sizes.groups }, (_, k) => k + 1);
    const active = (g: number) => g % 9 !== 0;
    const sectorOf = (g: number) => (g % sectorCount) + 1;
    const ids = new Map(
      (
        (await db.execute(
          sql`select substring(name from 8)::int as i, id from groups where community_id = ${communityId}`,
        )) as unknown as { rows: { i: number; id: string }[] }
      ).rows.map((r) => [r.i, r.id]),
    );

    /** A past week's summary: every active cell's report of week w, by sector and in total. */
    const weekCheck = (w: number): Check => {
      const cells = groups.filter(active);
      const reported = cells.filter((g) => reports(g, w));
      const met = reported.filter((g) => held(g, w));
      const totals = {
        cells: cells.length,
        reported: reported.length,
        met: met.length,
        notMet: reported.length - met.length,
        notReported: cells.length - reported.length,
        attendance: met.reduce((t, g) => t + attendance(g, w), 0),
        visitors: met.filter((g) => visitor(g, w)).length,
      };
      const sectorsWithCells = new Set(cells.map(sectorOf)).size;
      return (body) => {
        const b = body as { totals?: Item; sectors?: Item[]; weeks?: Item[] };
        for (const [key, value] of Object.entries(totals)) {
          const wrong = same(`totals.${key}`, b.totals?.[key], value);
          if (wrong) return wrong;
        }
        return (
          same('sectors', b.sectors?.length, sectorsWithCells) ??
          same('weeks', b.weeks?.length, 9) ??
          same('last week reported', b.weeks?.at(-1)?.reported, totals.reported)
        );
      };
    };
    const weekOf = (w: number) => isoWeekOf(addDays(monday, -7 * w));

    /** The cells that stopped reporting (g % 50 = 0, active) are among the first, with 2 or more missed. */
    const stopped = groups.filter((g) => g % 50 === 0 && active(g)).length;
    const followUpCheck: Check = (body) => {
      const b = body as {
        cells?: { items?: Item[]; pagination?: { total: number } };
        people?: { items?: Item[] };
      };
      if (!b.cells?.items || !b.people?.items) return 'not a follow-up answer';
      if ((b.cells.pagination?.total ?? 0) < stopped)
        return `${b.cells.pagination?.total} cells without reports, expected at least ${stopped}`;
      if (b.cells.items.some((c) => (c.missedReports as number) < 2))
        return 'a listed cell missed fewer than 2';
      if (b.people.items.length === 0) return 'nobody to follow up';
      return undefined;
    };

    const sample = [1, 7, 42, 420, 1234, 2500, 3333, 4999].filter((g) => g <= sizes.groups);
    const rosterCheck =
      (g: number): Check =>
      (body) => {
        const b = body as { items?: Item[]; pagination?: { total: number } };
        return (
          same('roster total', b.pagination?.total, rosterSize(g)) ??
          same('items', b.items?.length, rosterSize(g))
        );
      };
    const meetingsCheck =
      (g: number): Check =>
      (body) => {
        const b = body as {
          items?: { date: string; attendanceCount: number; held: boolean }[];
          pagination?: { total: number };
        };
        const total = b.pagination?.total ?? 0;
        const expected = Array.from({ length: WEEKS }, (_, w) => w).filter(
          (w) => w > 0 && reports(g, w),
        ).length;
        // Week 0's report exists when its day has passed.
        if (total !== expected && total !== expected + (reports(g, 0) ? 1 : 0))
          return `${total} meetings, expected ${expected} (+ this week's)`;
        const first = b.items?.[0];
        if (!first) return 'no meetings';
        const days = (Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${first.date}T00:00:00Z`)) / 86_400_000;
        const week = first.date >= monday ? 0 : Math.floor((days + 6) / 7);
        return same(
          'attendance of the newest',
          first.attendanceCount,
          held(g, week) ? attendance(g, week) : 0,
        );
      };

    return [
      {
        name: 'cells week by sector',
        ratioExempt: 'a summary of the week and the 8 before it, not a list',
        p99BudgetMs: 300,
        requests: [1, 2, 3, 5, 8].map((w) => ({
          path: q('/api/groups/health', { week: weekOf(w) }),
          check: weekCheck(w),
        })),
      },
      {
        name: 'cells follow-up',
        p99BudgetMs: 300,
        requests: [1, 2].map((page) => ({
          path: q('/api/groups/follow-up', { cellsPage: page, peoplePage: page }),
          check: followUpCheck,
        })),
      },
      {
        name: 'cell roster',
        p99BudgetMs: 300,
        requests: sample.map((g) => ({ path: `/api/groups/${ids.get(g)}/members`, check: rosterCheck(g) })),
      },
      {
        name: 'cell meetings',
        p99BudgetMs: 300,
        requests: sample.map((g) => ({
          path: `/api/groups/${ids.get(g)}/meetings`,
          check: meetingsCheck(g),
        })),
      },
    ] satisfies Scenario[];
  },
};
