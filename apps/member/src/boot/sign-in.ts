import type { AccountCommunities } from '@koinonia/shared/auth/account-communities.schemas';
import type { LoginBody, LoginResponse } from '@koinonia/shared/auth/auth.schemas';
import { ApiError, api } from '@koinonia/ui/api-client';

/** POST /api/auth/login: the token and the person. A 401 here never clears a session (see api()). */
export function signIn(body: LoginBody): Promise<LoginResponse> {
  return api<LoginResponse>('/auth/login', { method: 'POST', body });
}

/** What a refused sign-in tells the person: the server's words for a known refusal, else a fixed text. */
export function signInFailure(error: unknown): string {
  if (error instanceof ApiError && error.code && [401, 403, 429].includes(error.status)) return error.message;
  if (error instanceof ApiError && error.status === 0) return error.message;
  return 'No se pudo iniciar sesión. Inténtalo de nuevo.';
}

/**
 * Whether the account just signed in belongs to several communities (it then picks one). Asked with
 * the new token before it is stored; any failure answers no: the person goes on in the login's one.
 */
export async function hasSeveralCommunities(token: string): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/communities', { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return false;
    const body = (await response.json()) as AccountCommunities;
    return body.items.length > 1;
  } catch {
    return false;
  }
}
