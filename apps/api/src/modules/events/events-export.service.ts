import type { Db } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  type ExportFormat,
  type ExportSheet,
  exportContentTypes,
  slugOf,
  spreadsheetStream,
} from '../../lib/spreadsheet-export.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './events.queries.ts';
import { eventOrThrow } from './events.service.ts';

/**
 * GET /community/admin/events/{id}/statistics/export?format=csv|xlsx: every person interested in an
 * event (Nombre, Correo, Fecha de registro, newest first), streamed: the people are read in keyset
 * chunks and written as they come (lib/spreadsheet-export.ts), so an event with tens of thousands of
 * them is never held in memory at once. Dates are Bogotá's wall-clock time.
 */

const CHUNK = 1000;

type Person = { name: string; email: string; createdAt: Date };
const sheet: ExportSheet<Person> = {
  sheetName: 'Interesados',
  columns: [
    { header: 'Nombre', width: 32, value: (p) => p.name },
    { header: 'Correo', width: 36, value: (p) => p.email },
    { header: 'Fecha de registro', width: 20, value: (p) => p.createdAt },
  ],
};

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

export async function exportInterested(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  format: ExportFormat,
): Promise<{ fileName: string; contentType: string; stream: NodeJS.ReadableStream }> {
  const event = await eventOrThrow(deps, caller, id);
  const people = everyoneInterested(deps.db, { communityId: caller.communityId, eventId: event.id });
  return {
    fileName: `evento-${slugOf(event.title, 'evento')}-interesados.${format}`,
    contentType: exportContentTypes[format],
    stream: spreadsheetStream(format, sheet, people),
  };
}
