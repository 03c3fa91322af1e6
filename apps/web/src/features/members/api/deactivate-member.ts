import type { Membership } from '@koinonia/shared/members/members.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

/** DELETE deactivates the membership (it is kept, inactive). */
export function deactivateMember(membershipId: string): Promise<Membership> {
  return api<Membership>(`/community/memberships/${encodeURIComponent(membershipId)}`, {
    method: 'DELETE',
    fallback: 'Error al inactivar miembro',
  });
}

export function useDeactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
