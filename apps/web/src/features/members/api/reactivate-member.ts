import type { Membership } from '@koinonia/shared/members/members.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

export function reactivateMember(membershipId: string): Promise<Membership> {
  return api<Membership>(`/community/memberships/${encodeURIComponent(membershipId)}/reactivate`, {
    method: 'PUT',
    fallback: 'Error al reactivar miembro',
  });
}

export function useReactivateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
