import type { RegisterBody } from '@koinonia/shared/auth/auth.schemas';
import { api } from '@koinonia/ui/api-client';

/** POST /api/auth/register: a new account, with no community yet (its answer is not needed here). */
export function register(body: RegisterBody): Promise<unknown> {
  return api('/auth/register', { method: 'POST', body });
}
