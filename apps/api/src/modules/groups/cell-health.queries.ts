import { CELL_HEALTH } from '@koinonia/shared/groups/cell-health.schemas';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isoText } from '../../lib/json-items.ts';
import { rowsOf } from '../../lib/rows.ts';

/** Today in Bogotá, as PostgreSQL reads it. */
const today = sql`(now() at time zone 'America/Bogota')::date`;

export interface WeekFigures {
  sector_id: string;
  sector_name: string;
  sector_color: string;
  cells: number;
  reported: number;
  met: number;
  not_met: number;
  attendance: number;
  visitors: number;
}

/** The week's figures by sector (in the sectors' order): its active cells, and the week's kept totals. */
export async function weekBySector(db: Tx, { communityId, start }: { communityId: string; start: string }) {
  const result = await db.execute(sql`
    select s.id as sector_id, s.name as sector_name, s.color as sector_color, c.cells,
      coalesce(t.reported, 0) as reported, coalesce(t.met, 0) as met, coalesce(t.reported - t.met, 0) as not_met,
      coalesce(t.attendance, 0) as attendance, coalesce(t.visitors, 0) as visitors
    from (
      select sector_id, count(*)::int as cells from groups
      where community_id = ${communityId} and is_active
      group by sector_id
    ) c
    join sectors s on s.id = c.sector_id
    left join cell_week_totals t
      on t.community_id = ${communityId} and t.week_start = ${start}::date and t.sector_id = c.sector_id
    order by s.display_order, s.sort_name, s.id`);
  return rowsOf<WeekFigures>(result);
}

export interface WeekRow {
  start: string;
  reported: number;
  met: number;
  attendance: number;
  visitors: number;
}

/** The active cells' reports of each week from `from` to `to` (Mondays), from the kept totals. */
export async function weeklyTotals(
  db: Tx,
  { communityId, from, to }: { communityId: string; from: string; to: string },
) {
  const result = await db.execute(sql`
    select to_char(week_start, 'YYYY-MM-DD') as start, sum(reported)::int as reported, sum(met)::int as met,
      sum(attendance)::int as attendance, sum(visitors)::int as visitors
    from cell_week_totals
    where community_id = ${communityId} and week_start between ${from}::date and ${to}::date
    group by week_start
    order by week_start`);
  return rowsOf<WeekRow>(result);
}

/**
 * The active cells with 2 or more of their meeting days (weekly, up to yesterday) after the day their
 * silence counts from (group_last_reports.quiet_from: their last report, or the day before they were
 * created). `last_day` is a meeting day's most recent date; the meeting days after a day X up to it are
 * (last_day - X - 1) / 7 + 1, so 2 or more means X <= last_day - 8: for each meeting day, a range of
 * group_last_reports_quiet_idx, read from the index alone (it holds copies of the group's columns).
 */
const quietDays = 7 * (CELL_HEALTH.missedReports - 1) + 1;

function quietCells(communityId: string, sectorId: string | undefined) {
  return sql`
    select lr.group_id as id, lr.sort_name, lr.sector_id, lr.last_report_on as last_report,
      (d.last_day - lr.quiet_from - 1) / 7 + 1 as missed
    from (
      select u.day, t.y - ((extract(isodow from t.y)::int - u.n::int + 7) % 7) as last_day
      from (select ${today} - 1 as y) t
      cross join unnest(array['Lunes','Martes','Miércoles','Jueves','Viernes','Sábado','Domingo'])
        with ordinality as u(day, n)
    ) d
    cross join lateral (
      select lr.group_id, lr.sort_name, lr.sector_id, lr.last_report_on, lr.quiet_from
      from group_last_reports lr
      where lr.community_id = ${communityId} and lr.is_active and lr.meeting_day = d.day
        and lr.quiet_from <= d.last_day - ${quietDays}::int
        ${sectorId ? sql`and lr.sector_id = ${sectorId}` : sql``}
    ) lr`;
}

/** A page of the quiet cells (most missed first), then their groups, sectors and leaders. */
export async function quietCellsPage(
  db: Tx,
  {
    communityId,
    sectorId,
    limit,
    offset,
  }: { communityId: string; sectorId?: string; limit: number; offset: number },
) {
  const cells = quietCells(communityId, sectorId);
  const result = await db.execute(sql`
    with cut as (
      select c.*, count(*) over ()::int as total from (${cells}) c
      order by c.missed desc, c.sort_name, c.id limit ${limit} offset ${offset}
    )
    select coalesce(json_agg(json_build_object(
      'group', json_build_object('id', g.id, 'name', g.name, 'whatsappNumber', g.whatsapp_number),
      'sector', json_build_object('id', s.id, 'name', s.name, 'color', s.color),
      'leader', json_build_object('id', l.id, 'name', l.name, 'phone', l.phone),
      'meetingDay', g.meeting_day,
      'lastReportOn', to_char(p.last_report, 'YYYY-MM-DD'),
      'missedReports', p.missed
    ) order by p.missed desc, p.sort_name, p.id), '[]')::text as items, max(p.total) as total
    from cut p
    join groups g on g.id = p.id
    join sectors s on s.id = p.sector_id
    join users l on l.id = g.leader_id`);
  const row = rowsOf<{ items: string; total: number | null }>(result)[0];
  // A page past the end has no row to carry the total: then it is counted apart.
  const total =
    row?.total ??
    (offset > 0
      ? (rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${cells}) c`))[0]?.n ?? 0)
      : 0);
  return { items: row?.items ?? '[]', total };
}

type Mark = 'open' | 'contacted';
const marks: Mark[] = ['open', 'contacted'];

/**
 * The people to follow up of one kind and mark: members of active cells absent from their cell's last 3
 * meetings, or visitors of active cells of the last 14 days. Each is a range of its own partial index
 * (group_members_follow_up_*, group_visitors_follow_up_*), in the list's order, with the group's sector
 * and state copied on the row, so that neither the page nor the count reads the groups.
 */
function followUpWhere(type: 'member' | 'visitor', mark: Mark, communityId: string, sectorId?: string) {
  const t = sql.raw(type === 'member' ? 'gm' : 'v');
  return sql`${t}.community_id = ${communityId} and ${t}.group_active
    and ${t}.contacted_at is ${sql.raw(mark === 'open' ? 'null' : 'not null')}
    ${
      type === 'member'
        ? sql`and gm.missed_meetings >= ${sql.raw(String(CELL_HEALTH.missedMeetings))}`
        : sql`and v.date > ${today} - ${sql.raw(String(CELL_HEALTH.visitorDays))}`
    }
    ${sectorId ? sql`and ${t}.sector_id = ${sectorId}` : sql``}`;
}

/** The first `n` people of each kind and mark, in the list's columns. */
function firstPeople(communityId: string, sectorId: string | undefined, n: number) {
  const branches = marks.flatMap((mark) => {
    const contacted = sql.raw(mark === 'open' ? 'false' : 'true');
    return [
      sql`(select gm.id, 'member' as type, gm.group_id, gm.last_attended_on as since,
        gm.missed_meetings as missed, ${contacted} as contacted
        from group_members gm where ${followUpWhere('member', mark, communityId, sectorId)}
        order by gm.missed_meetings desc, gm.last_attended_on desc nulls first, gm.id limit ${n})`,
      sql`(select v.id, 'visitor', v.group_id, v.date, null, ${contacted}
        from group_visitors v where ${followUpWhere('visitor', mark, communityId, sectorId)}
        order by v.date desc, v.id limit ${n})`,
    ];
  });
  return sql.join(branches, sql` union all `);
}

/** How many people there are to follow up: four counts, each of its index alone. */
function peopleCount(communityId: string, sectorId: string | undefined) {
  const counts = marks.flatMap((mark) => [
    sql`(select count(*) from group_members gm where ${followUpWhere('member', mark, communityId, sectorId)})`,
    sql`(select count(*) from group_visitors v where ${followUpWhere('visitor', mark, communityId, sectorId)})`,
  ]);
  return sql`(${sql.join(counts, sql` + `)})::int`;
}

/**
 * Who comes first: people not contacted yet; members (most meetings missed first), then visitors (the
 * newest first).
 */
const peopleOrder = (t: 'p' | 'f') =>
  sql.raw(`${t}.contacted, ${t}.type, ${t}.missed desc nulls last, ${t}.since desc nulls first, ${t}.id`);

export async function peoplePage(
  db: Tx,
  {
    communityId,
    sectorId,
    limit,
    offset,
  }: { communityId: string; sectorId?: string; limit: number; offset: number },
) {
  const result = await db.execute(sql`
    with cut as (
      select f.* from (${firstPeople(communityId, sectorId, offset + limit)}) f
      order by ${peopleOrder('f')} limit ${limit} offset ${offset}
    )
    select coalesce(json_agg(${personItem} order by ${peopleOrder('p')}), '[]')::text as items,
      ${peopleCount(communityId, sectorId)} as total
    from (
      select f.id, f.type, coalesce(u.name, v.name) as name, coalesce(u.phone, v.phone) as phone, f.group_id,
        g.name as group_name, g.leader_id, f.since, f.missed, f.contacted,
        coalesce(gm.contacted_at, v.contacted_at) as contacted_at, coalesce(gm.contact_note, v.contact_note) as contact_note
      from cut f
      join groups g on g.id = f.group_id
      left join group_members gm on f.type = 'member' and gm.id = f.id
      left join users u on u.id = gm.user_id
      left join group_visitors v on f.type = 'visitor' and v.id = f.id
    ) p
    join users l on l.id = p.leader_id`);
  const row = rowsOf<{ items: string; total: number }>(result)[0];
  return { items: row?.items ?? '[]', total: row?.total ?? 0 };
}

/** A row of the follow-up's people `p` (its leader `l`) as followUpPersonSchema answers it. */
const personItem = sql`json_build_object(
  'id', p.id, 'type', p.type, 'name', p.name, 'phone', p.phone,
  'group', json_build_object('id', p.group_id, 'name', p.group_name),
  'leader', json_build_object('id', l.id, 'name', l.name, 'phone', l.phone),
  'since', to_char(p.since, 'YYYY-MM-DD'), 'missedMeetings', p.missed,
  'contacted', p.contacted_at is not null, 'contactedAt', ${isoText(sql`p.contacted_at`)}, 'note', p.contact_note)`;

/** One person to follow up (a roster entry or a visitor of the community), by id. */
export async function followUpPerson(db: Tx, { communityId, id }: { communityId: string; id: string }) {
  const result = await db.execute(sql`
    select ${personItem}::text as item, p.leader_id, g.co_leader_id, p.type
    from (${peopleOfId(communityId, id)}) p
    join users l on l.id = p.leader_id
    join groups g on g.id = p.group_id`);
  return rowsOf<{ item: string; leader_id: string; co_leader_id: string | null; type: 'member' | 'visitor' }>(
    result,
  )[0];
}

/** The roster entry or visitor `id`, listed or not, in the follow-up's columns. */
function peopleOfId(communityId: string, id: string) {
  return sql`
    select gm.id, 'member' as type, u.name, u.phone, g.id as group_id, g.name as group_name, g.leader_id,
      gm.last_attended_on as since,
      gm.missed_meetings as missed, gm.contacted_at, gm.contact_note
    from group_members gm join groups g on g.id = gm.group_id join users u on u.id = gm.user_id
    where gm.community_id = ${communityId} and gm.id = ${id}
    union all
    select v.id, 'visitor', v.name, v.phone, g.id, g.name, g.leader_id, v.date, null, v.contacted_at, v.contact_note
    from group_visitors v join groups g on g.id = v.group_id
    where v.community_id = ${communityId} and v.id = ${id}`;
}

/** Sets or clears the follow-up mark of a roster entry or visitor. */
export async function markFollowUp(
  db: Tx,
  {
    communityId,
    id,
    type,
    contacted,
    note,
  }: { communityId: string; id: string; type: 'member' | 'visitor'; contacted: boolean; note: string | null },
) {
  const at = contacted ? sql`now()` : sql`null`;
  const table = type === 'member' ? sql`group_members` : sql`group_visitors`;
  await db.execute(sql`
    update ${table} set contacted_at = ${at}, contact_note = ${contacted ? note : null}
    where community_id = ${communityId} and id = ${id}`);
}

export interface ExportMeetingRow {
  id: string;
  date: string;
  sector: string;
  cell: string;
  leader: string;
  held: boolean;
  attendance: number;
  visitor_count: number;
  attendees: string | null;
  visitors: string | null;
  topic: string | null;
  notes: string | null;
}

/** A chunk of the export: the range's meeting reports after `after` (by day, then id), with names. */
export async function meetingsForExport(
  db: Tx,
  communityId: string,
  {
    startDate,
    endDate,
    sectorId,
    after,
    limit,
  }: {
    startDate: string;
    endDate: string;
    sectorId?: string;
    after?: { date: string; id: string };
    limit: number;
  },
) {
  const result = await db.execute(sql`
    select m.id, to_char(m.date, 'YYYY-MM-DD') as date, s.name as sector, g.name as cell, l.name as leader,
      m.held, m.attendance_count as attendance, m.visitor_count,
      (select string_agg(u.name, ', ' order by u.name) from group_attendance a join users u on u.id = a.user_id
        where a.meeting_id = m.id) as attendees,
      (select string_agg(v.name, ', ' order by v.name) from group_visitors v where v.meeting_id = m.id) as visitors,
      m.topic, m.notes
    from group_meetings m
    join groups g on g.id = m.group_id
    join sectors s on s.id = g.sector_id
    join users l on l.id = g.leader_id
    where m.community_id = ${communityId} and m.date between ${startDate}::date and ${endDate}::date
      ${sectorId ? sql`and g.sector_id = ${sectorId}` : sql``}
      ${after ? sql`and (m.date, m.id) > (${after.date}::date, ${after.id}::uuid)` : sql``}
    order by m.date, m.id
    limit ${limit}`);
  return rowsOf<ExportMeetingRow>(result);
}
