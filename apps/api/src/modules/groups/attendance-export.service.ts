import type { AttendanceExportQuery } from '@koinonia/shared/groups/cell-health.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { type ExportSheet, exportContentTypes, spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as hq from './cell-health.queries.ts';
import * as sq from './sectors.queries.ts';

/**
 * GET /api/groups/attendance/export?format=csv|xlsx&startDate&endDate[&sectorId]: one row per meeting
 * report (oldest first), with who came and who visited by name, read in keyset chunks and streamed as
 * it is read (lib/spreadsheet-export.ts).
 */

const CHUNK = 500;

type ExportRow = hq.ExportMeetingRow;

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
    const rows = await hq.meetingsForExport(db, communityId, {
      startDate,
      endDate,
      sectorId,
      after,
      limit: CHUNK,
    });
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
