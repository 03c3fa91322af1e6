import type { ApiErrorBody } from '@koinonia/shared/errors';
import { ApiError } from './api-client';
import { clearSession, readSession } from './session';

/** A file name from Content-Disposition (filename* first), else the fallback. */
export function dispositionFileName(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

export interface DownloadOptions {
  query?: Record<string, string>;
  /** The message of a refusal without one of the server's. */
  fallback: string;
  /** The message when the server cannot be reached; default: `fallback`. */
  offline?: string;
  /** The file's name when the server gives none (Content-Disposition). */
  fileName: string;
}

/**
 * GET a file with the session's token and save it. The API client answers JSON only, so the file is
 * read here; a refusal is the client's ApiError with the server's message (else `fallback`), and a 401
 * clears the session like every other call.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<void> {
  const session = readSession();
  const search = new URLSearchParams(options.query ?? {}).toString();
  let response: Response;
  try {
    response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });
  } catch {
    throw new ApiError(0, options.offline ?? options.fallback);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    if (response.status === 401) clearSession();
    throw new ApiError(response.status, body.message || options.fallback, body.code);
  }
  const blob = await response.blob();
  saveFile(blob, dispositionFileName(response.headers.get('content-disposition'), options.fileName));
}

/** Saves a blob as a file through a temporary link. */
function saveFile(blob: Blob, name: string) {
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
