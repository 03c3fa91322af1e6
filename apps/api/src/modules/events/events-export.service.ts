import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './events.queries.ts';
import { eventOrThrow } from './events.service.ts';

/**
 * GET /community/admin/events/{id}/statistics/export?format=csv|xlsx: every person interested in an
 * event (Nombre, Correo, Fecha de registro, newest first), streamed: the people are read in keyset
 * chunks and written as they come, so an event with tens of thousands of them is never held in memory
 * at once. Dates are Bogotá's wall-clock time.
 */

const CHUNK = 1000;
const HEADERS = ['Nombre', 'Correo', 'Fecha de registro'];
const BOGOTA_OFFSET_MS = 5 * 3_600_000;

export type ExportFormat = 'csv' | 'xlsx';
export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An event title as a file name's part: ASCII, lower case, words joined by hyphens. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'evento';
}

/** A registration instant as Bogotá's wall clock, YYYY-MM-DD HH:MM. */
const bogotaDateTime = (at: Date) =>
  new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

async function* everyoneInterested(db: Db, key: q.EventKey) {
  let after: { cursor: string; userId: string } | undefined;
  for (;;) {
    const rows = await q.interestedAfter(db, { ...key, after, limit: CHUNK });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < CHUNK) return;
    after = { cursor: last.cursor, userId: last.userId };
  }
}

function csvStream(people: AsyncGenerator<{ name: string; email: string; createdAt: Date }>) {
  const rows = Readable.from(
    (async function* () {
      for await (const p of people) yield [p.name, p.email, bogotaDateTime(p.createdAt)];
    })(),
  );
  // A byte order mark, so that spreadsheet programs read the accents as UTF-8.
  // escape_formulas: a name like =HYPERLINK(…) is text in Excel, never a formula run on the pastor's machine.
  const csv = stringify({ header: true, columns: HEADERS, bom: true, escape_formulas: true });
  // An error reading the people destroys the answer (the client sees a cut download, never a short file).
  return pipeline(rows, csv, () => {});
}

function xlsxStream(people: AsyncGenerator<{ name: string; email: string; createdAt: Date }>) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Interesados');
  sheet.columns = [
    { header: HEADERS[0], key: 'name', width: 32 },
    { header: HEADERS[1], key: 'email', width: 36 },
    { header: HEADERS[2], key: 'registeredAt', width: 20, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
  ];
  (async () => {
    for await (const p of people)
      sheet
        .addRow({
          name: p.name,
          email: p.email,
          // A spreadsheet date has no zone: it shows Bogotá's wall clock.
          registeredAt: new Date(p.createdAt.getTime() - BOGOTA_OFFSET_MS),
        })
        .commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err: Error) => out.destroy(err));
  return out;
}

export async function exportInterested(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  format: ExportFormat,
): Promise<{ fileName: string; contentType: string; stream: NodeJS.ReadableStream }> {
  const event = await eventOrThrow(deps, caller, id);
  const people = everyoneInterested(deps.db, { communityId: caller.communityId, eventId: event.id });
  return {
    fileName: `evento-${slugOf(event.title)}-interesados.${format}`,
    contentType: exportContentTypes[format],
    stream: format === 'csv' ? csvStream(people) : xlsxStream(people),
  };
}
