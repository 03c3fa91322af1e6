import type { PasswordResetBody } from '@koinonia/shared/invitations/invitations.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/password-reset: sets the new password with a one-time link's token (204). */
export function resetPassword(body: PasswordResetBody): Promise<void> {
  return api<void>('/auth/password-reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
