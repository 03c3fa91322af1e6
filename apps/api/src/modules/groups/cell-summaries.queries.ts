import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * What the cells' summaries keep (tables cell_week_totals and group_last_reports, and the roster's
 * last_attended_on): rebuilt from the reports for the weeks and groups a write touched.
 *
 * Every write that changes them first takes its sectors' summary locks (transaction advisory locks, in
 * order), and computes after it has them: under READ COMMITTED each statement that follows sees every
 * write committed before, so two reports of one sector's week, recorded at once, both count. A meeting's
 * report locks its group row `for share` before, so a change of the cell's sector or state (which updates
 * that row) and a report never rebuild the same rows from different snapshots.
 */

/** The summary locks of these sectors, in order (always after any group row the write locks). */
export async function lockSectorSummaries(db: Tx, sectorIds: string[]) {
  const ids = [...new Set(sectorIds)].sort();
  if (ids.length === 0) return;
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('cell_week_totals:' || s, 0))
    from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as u(s, n)
    order by n`);
}

/** Rows of group_meetings `m` grouped by cell and ISO week: one line per cell that reported that week. */
const cellWeeks = (where: SQL) => sql`
  select m.group_id, date_trunc('week', m.date)::date as week_start, bool_or(m.held) as held,
    coalesce(sum(m.attendance_count) filter (where m.held), 0) as attendance, sum(m.visitor_count) as visitors
  from group_meetings m
  join groups g on g.id = m.group_id and g.is_active
  where ${where}
  group by m.group_id, date_trunc('week', m.date)`;

/** The weeks' totals of these sectors, from their active cells' reports (inserted: the old rows are gone). */
const insertWeekTotals = (communityId: string, where: SQL) => sql`
  insert into cell_week_totals (community_id, sector_id, week_start, reported, met, attendance, visitors)
  select ${communityId}, g.sector_id, w.week_start, count(*), count(*) filter (where w.held),
    sum(w.attendance), sum(w.visitors)
  from (${cellWeeks(where)}) w
  join groups g on g.id = w.group_id
  group by g.sector_id, w.week_start`;

/**
 * The totals of one sector's weeks (their Mondays), or of every week when `mondays` is omitted (its
 * cells changed: one moved, stopped or started again). Call with the sector's summary lock held.
 */
export async function refreshSectorWeeks(
  db: Tx,
  { communityId, sectorId, mondays }: { communityId: string; sectorId: string; mondays?: string[] },
) {
  const ofSector = sql`m.community_id = ${communityId} and g.sector_id = ${sectorId}`;
  if (!mondays) {
    await db.execute(
      sql`delete from cell_week_totals where community_id = ${communityId} and sector_id = ${sectorId}`,
    );
    await db.execute(insertWeekTotals(communityId, ofSector));
    return;
  }
  for (const monday of new Set(mondays)) {
    await db.execute(sql`
      delete from cell_week_totals
      where community_id = ${communityId} and sector_id = ${sectorId} and week_start = ${monday}::date`);
    await db.execute(
      insertWeekTotals(
        communityId,
        sql`${ofSector} and m.date between ${monday}::date and ${monday}::date + 6`,
      ),
    );
  }
}

/** The last report day and the silence's start of the groups `g` that `where` picks. */
const lastReports = (where: SQL) => sql`
  insert into group_last_reports (group_id, community_id, last_report_on, quiet_from, sector_id, is_active,
    meeting_day, sort_name)
  select g.id, g.community_id, m.day, coalesce(m.day, (g.created_at at time zone 'America/Bogota')::date - 1),
    g.sector_id, g.is_active, g.meeting_day, g.sort_name
  from groups g
  left join lateral (select max(date) as day from group_meetings where group_id = g.id) m on true
  where ${where}
  on conflict (group_id) do update
    set last_report_on = excluded.last_report_on, quiet_from = excluded.quiet_from`;

/** The group's last report day, from its reports. */
export async function refreshLastReport(
  db: Tx,
  { communityId, groupId }: { communityId: string; groupId: string },
) {
  await db.execute(lastReports(sql`g.community_id = ${communityId} and g.id = ${groupId}`));
}

/** Everything kept, for a whole community, from its reports: after a seed writes them directly. */
export async function rebuildCellSummaries(db: Tx, communityId: string) {
  await db.execute(sql`delete from cell_week_totals where community_id = ${communityId}`);
  await db.execute(insertWeekTotals(communityId, sql`m.community_id = ${communityId}`));
  await db.execute(lastReports(sql`g.community_id = ${communityId}`));
}
