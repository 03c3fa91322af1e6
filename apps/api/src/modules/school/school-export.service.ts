import { enrollmentStatusLabels } from '@koinonia/shared/school/school.labels';
import type { EnrollmentsExportQuery } from '@koinonia/shared/school/school-requests.schemas';
import type { Db } from '../../db/client.ts';
import { bogotaDay } from '../../lib/days.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { type ExportSheet, exportContentTypes, spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './school-enrollments.queries.ts';

/**
 * GET /admin/biblical-school/enrollments/export?format=csv|xlsx (and the list's filters): every
 * matching enrollment, newest first, read in keyset chunks and streamed as it is read
 * (lib/spreadsheet-export.ts), so memory stays flat at tens of thousands of rows.
 */

const CHUNK = 1000;

type ExportRow = Awaited<ReturnType<typeof q.enrollmentsAfter>>[number];

const sheet: ExportSheet<ExportRow> = {
  sheetName: 'Inscripciones',
  columns: [
    { header: 'Estudiante', width: 30, value: (r) => r.enrollment.snapshotName },
    { header: 'Correo', width: 32, value: (r) => r.enrollment.snapshotEmail },
    { header: 'Teléfono', width: 16, value: (r) => r.enrollment.snapshotPhone },
    { header: 'Documento', width: 16, value: (r) => r.enrollment.snapshotDocumentNumber },
    { header: 'Dirección', width: 30, value: (r) => r.enrollment.snapshotAddress },
    { header: 'Curso', width: 30, value: (r) => r.courseTitle },
    { header: 'Instructor', width: 26, value: (r) => r.instructorName },
    { header: 'Estado', width: 16, value: (r) => enrollmentStatusLabels[r.enrollment.status] },
    { header: 'Fecha de inscripción', width: 20, value: (r) => r.enrollment.enrollmentDate },
    { header: 'Motivación', width: 40, value: (r) => r.enrollment.motivation },
    { header: 'Razón de rechazo', width: 30, value: (r) => r.enrollment.rejectionReason },
    { header: 'WhatsApp enviado', width: 12, value: (r) => (r.enrollment.whatsappSent ? 'Sí' : 'No') },
  ],
};

async function* everyEnrollment(db: Db, communityId: string, filters: q.EnrollmentFilters) {
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const rows = await q.enrollmentsAfter(db, communityId, { ...filters, after, limit: CHUNK });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < CHUNK) return;
    after = { cursor: last.cursor, id: last.enrollment.id };
  }
}

export function exportEnrollments(
  deps: ServiceDeps,
  caller: Caller,
  query: EnrollmentsExportQuery,
  now = new Date(),
): { fileName: string; contentType: string; stream: NodeJS.ReadableStream } {
  const { format, ...filters } = query;
  return {
    fileName: `inscripciones-escuela-biblica-${bogotaDay(now)}.${format}`,
    contentType: exportContentTypes[format],
    stream: spreadsheetStream(format, sheet, everyEnrollment(deps.db, caller.communityId, filters)),
  };
}
