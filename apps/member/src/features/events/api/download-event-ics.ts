import { downloadFile } from '@koinonia/ui/download-file';

/** GET /api/community/events/{id}/ics (with the session's token), saved as a file for the calendar. */
export function downloadEventIcs(id: string): Promise<void> {
  return downloadFile(`/community/events/${encodeURIComponent(id)}/ics`, {
    fallback: 'No se pudo descargar el evento. Inténtalo de nuevo.',
    offline: 'No se pudo conectar con el servidor. Revisa tu conexión.',
    fileName: 'evento.ics',
  });
}
