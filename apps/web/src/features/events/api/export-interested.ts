import { downloadFile } from '@koinonia/ui/download-file';
import { eventFallbacks, eventPath } from './events-keys';

export type ExportFormat = 'csv' | 'xlsx';

/** The file's name when the server gives none: interesados-<evento>.<format>. */
export function exportFileName(title: string, format: ExportFormat): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `interesados-${slug || 'evento'}.${format}`;
}

/** GET /{id}/statistics/export?format=csv|xlsx with the session's token, saved as a file. */
export function downloadInterestedExport(id: string, title: string, format: ExportFormat) {
  return downloadFile(eventPath(id, '/statistics/export'), {
    query: { format },
    fallback: eventFallbacks.export,
    offline: 'No se pudo conectar con el servidor. Revisa tu conexión.',
    fileName: exportFileName(title, format),
  });
}
