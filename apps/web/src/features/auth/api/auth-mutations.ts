import type { LoginBody, LoginResponse } from '@koinonia/shared/auth/auth.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/login: the token and the user. A 401 here never clears a session (see api()). */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api<LoginResponse>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
