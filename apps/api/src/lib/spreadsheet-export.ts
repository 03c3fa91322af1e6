import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * Exports as CSV or XLSX, streamed: the rows come from an async generator (keyset chunks of a query)
 * and are written as they come, so tens of thousands of them are never held in memory at once.
 * CSV: UTF-8 with a byte order mark (spreadsheet programs read the accents), separated by ';' (what
 * Excel in a Spanish, decimal-comma locale such as es-CO splits a double-clicked CSV on), formulas
 * escaped (formulaSafe). XLSX: exceljs's streaming WorkbookWriter (its texts are text cells, never
 * formulas). An instant is Bogotá's wall clock (YYYY-MM-DD HH:MM in CSV, a date cell in XLSX).
 */

export type ExportFormat = 'csv' | 'xlsx';
export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type CellValue = string | number | Date | null;

export interface ExportColumn<T> {
  header: string;
  /** The XLSX column's width, in characters. */
  width?: number;
  value: (row: T) => CellValue;
}

export interface ExportSheet<T> {
  /** The XLSX worksheet's name. */
  sheetName: string;
  columns: ExportColumn<T>[];
}

/**
 * A CSV text as a spreadsheet shows it, never runs it: a text that starts as a formula would (=, +, -,
 * @, a tab or a carriage return) gets a leading apostrophe, so a name like =HYPERLINK(…) stays text on
 * the reader's machine. A phone number ('+' then digits, spaces, dashes and parentheses, as the phone
 * fields take it) can call nothing and is kept as it is.
 */
export function formulaSafe(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text) || /^\+[\d ()-]+$/.test(text)) return text;
  return `'${text}`;
}

const BOGOTA_OFFSET_MS = 5 * 3_600_000;

/** An instant as Bogotá's wall clock, YYYY-MM-DD HH:MM. */
export const bogotaDateTime = (at: Date) =>
  new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A title as a file name's part: ASCII, lower case, words joined by hyphens (`fallback` when nothing is left). */
export function slugOf(title: string, fallback = 'archivo'): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

function csvStream<T>(sheet: ExportSheet<T>, rows: AsyncIterable<T>) {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows)
        yield sheet.columns.map((c) => {
          const v = c.value(row);
          if (v instanceof Date) return bogotaDateTime(v);
          return typeof v === 'string' ? formulaSafe(v) : (v ?? '');
        });
    })(),
  );
  const csv = stringify({
    header: true,
    columns: sheet.columns.map((c) => c.header),
    delimiter: ';',
    bom: true,
  });
  // An error reading the rows destroys the answer (the client sees a cut download, never a short file).
  return pipeline(records, csv, () => {});
}

function xlsxStream<T>(sheet: ExportSheet<T>, rows: AsyncIterable<T>) {
  const out = new PassThrough();
  (async () => {
    // Loaded on the first XLSX export, not at start: exceljs is the biggest module the server has
    // (about 0.3 s of a warm start's 1.5-2.5 s to compile).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const worksheet = workbook.addWorksheet(sheet.sheetName);
    worksheet.columns = sheet.columns.map((c, i) => ({
      header: c.header,
      key: `c${i}`,
      width: c.width ?? 20,
    }));
    for await (const row of rows) {
      const values = sheet.columns.map((c) => c.value(row));
      const added = worksheet.addRow(
        // A spreadsheet date has no zone: it shows Bogotá's wall clock.
        values.map((v) => (v instanceof Date ? new Date(v.getTime() - BOGOTA_OFFSET_MS) : v)),
      );
      values.forEach((v, i) => {
        if (v instanceof Date) added.getCell(i + 1).numFmt = 'yyyy-mm-dd hh:mm';
      });
      added.commit();
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((err: Error) => out.destroy(err));
  return out;
}

/** The file's bytes as a stream, in the format asked for. */
export function spreadsheetStream<T>(
  format: ExportFormat,
  sheet: ExportSheet<T>,
  rows: AsyncIterable<T>,
): NodeJS.ReadableStream {
  return format === 'csv' ? csvStream(sheet, rows) : xlsxStream(sheet, rows);
}
