import type { ApiErrorBody } from '@koinonia/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/session';
import { eventFallbacks, eventPath } from './events-keys';

export type ExportFormat = 'csv' | 'xlsx';

/** The file's name: the server's (Content-Disposition), else interesados-<evento>.<format>. */
export function exportFileName(disposition: string | null, title: string, format: ExportFormat): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  if (plain) return plain;
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `interesados-${slug || 'evento'}.${format}`;
}

/**
 * GET /{id}/statistics/export?format=csv|xlsx with the session's token, as a file. The API client
 * answers JSON only, so the file is read here; its refusals are the client's ApiError, and a 401
 * clears the session like every other call (the gate then shows the login).
 */
export async function fetchInterestedExport(id: string, format: ExportFormat) {
  const session = readSession();
  let response: Response;
  try {
    response = await fetch(`/api${eventPath(id, '/statistics/export')}?format=${format}`, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'No se pudo conectar con el servidor. Revisa tu conexión.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    if (response.status === 401) clearSession();
    throw new ApiError(response.status, body.message || eventFallbacks.export, body.code);
  }
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}

/** Saves a blob as a file through a temporary link. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
