import type { AttendanceExportQuery } from '@koinonia/shared/groups/cell-health.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { type ExportSheet, exportContentTypes, spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as sq from './sectors.queries.ts';

/**
 * GET /api/groups/attendance/export?format=csv|xlsx&startDate&endDate[&sectorId]: one row per meeting
 * report (oldest first), with who came and who visited by name, read in keyset chunks and streamed as
 * it is read (lib/spreadsheet-export.ts).
 */

const CHUNK = 500;

interface ExportRow {
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

const sheet: ExportSheet<ExportRow> = {
  sheetName: 'Asistencia',
  columns: [
    { header: 'Fecha', width: 12, value: (r) => r.date },
    { header: 'Sector', width: 20, value: (r) => r.sector },
    { header: 'Célula', width: 28, value: (r) => r.cell },
    { header: 'Líder', width: 26, value: (r) => r.leader },
    { header: 'Hubo reunión', width: 12, value: (r) => (r.held ? 'Sí' : 'No') },
    { header: 'Asistentes', width: 11, value: (r) => r.attendance },
    { header: 'Visitantes', width: 11, value: (r) => r.visitor_count },
    { header: 'Quiénes asistieron', width: 50, value: (r) => r.attendees },
    { header: 'Nombres de visitantes', width: 36, value: (r) => r.visitors },
    { header: 'Tema', width: 30, value: (r) => r.topic },
    { header: 'Nota', width: 40, value: (r) => r.notes },
  ],
};

async function* everyMeeting(
  db: Db,
  communityId: string,
  { startDate, endDate, sectorId }: { startDate: string; endDate: string; sectorId?: string },
) {
  let after: { date: string; id: string } | undefined;
  for (;;) {
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
      limit ${CHUNK}`);
    const rows = rowsOf<ExportRow>(result);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < CHUNK) return;
    after = { date: last.date, id: last.id };
  }
}

export async function exportAttendance(
  deps: ServiceDeps,
  caller: Caller,
  query: AttendanceExportQuery,
): Promise<{ fileName: string; contentType: string; stream: NodeJS.ReadableStream }> {
  const { format, startDate, endDate } = query;
  let sectorId: string | undefined;
  if (query.sectorId) {
    const sector = isUuid(query.sectorId)
      ? await sq.findSectorId(deps.db, { communityId: caller.communityId, sectorId: query.sectorId })
      : undefined;
    if (!sector) throw new AppError('SECTOR_NOT_FOUND');
    sectorId = sector.id;
  }
  return {
    fileName: `asistencia-celulas-${startDate}-a-${endDate}.${format}`,
    contentType: exportContentTypes[format],
    stream: spreadsheetStream(
      format,
      sheet,
      everyMeeting(deps.db, caller.communityId, { startDate, endDate, sectorId }),
    ),
  };
}
