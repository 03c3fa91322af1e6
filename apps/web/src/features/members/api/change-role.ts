import type { Membership, Role } from '@koinonia/shared/members/members.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

export interface ChangeRoleInput {
  membershipId: string;
  role: Role;
}

export function changeRole({ membershipId, role }: ChangeRoleInput): Promise<Membership> {
  return api<Membership>(`/community/memberships/${encodeURIComponent(membershipId)}`, {
    method: 'PUT',
    body: { role },
    fallback: 'Error al actualizar rol',
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
