/**
 * Where the login page sends someone back after a session expired: `/login?expired=1&next=/users?page=2`.
 * Only a same-origin path is ever followed (one '/' then not another '/' or '\'), never another site.
 */
export const EXPIRED_PARAM = 'expired';
export const NEXT_PARAM = 'next';
export const SESSION_EXPIRED_MESSAGE = 'Tu sesión expiró. Inicia sesión de nuevo.';

/** A path of this site to return to, or null for anything else (absolute URLs, '//host', '/\host'). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside '/\t/host') are dropped by URL parsing: refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'https://koinonia.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    if (url.pathname === '/login') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The login address after an expired session, carrying the page that was open. */
export function expiredLoginPath(current: string): string {
  const params = new URLSearchParams({ [EXPIRED_PARAM]: '1' });
  const next = safeReturnPath(current);
  if (next && next !== '/') params.set(NEXT_PARAM, next);
  return `/login?${params.toString()}`;
}
