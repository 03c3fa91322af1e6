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
