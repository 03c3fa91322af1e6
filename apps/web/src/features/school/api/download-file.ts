import type { ApiErrorBody } from '@koinonia/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { clearSession, readSession } from '../../../lib/session';
import { dispositionFileName } from '../lib/enrollment-filters';
import { schoolPath } from './school-keys';

/**
 * A school file (the enrollments export, the complete report) with the session's token. The API client
 * answers JSON only, so the file is read here; a refusal is the client's ApiError with the server's
 * message (else `fallback`), and a 401 clears the session like every other call.
 */
export async function downloadSchoolFile(
  path: string,
  query: Record<string, string>,
  fallback: string,
  fallbackName: string,
) {
  const session = readSession();
  const search = new URLSearchParams(query).toString();
  let response: Response;
  try {
    response = await fetch(`/api${schoolPath(path)}${search ? `?${search}` : ''}`, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });
  } catch {
    throw new ApiError(0, fallback);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    if (response.status === 401) clearSession();
    throw new ApiError(response.status, body.message || fallback, body.code);
  }
  const blob = await response.blob();
  saveFile(blob, dispositionFileName(response.headers.get('content-disposition'), fallbackName));
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
