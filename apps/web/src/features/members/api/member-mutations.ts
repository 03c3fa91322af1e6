import type { AddMemberBody, Membership, Role } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { memberKeys } from './member-keys';

export function addMember(body: AddMemberBody): Promise<Membership> {
  return api<Membership>('/community/members', {
    method: 'POST',
    body: { documentNumber: body.documentNumber.trim(), role: body.role },
    fallback: 'Error al agregar miembro',
  });
}

export const useAddMember = () => useRefreshingMutation(addMember, { queryKey: memberKeys.all });

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

export const useChangeRole = () => useRefreshingMutation(changeRole, { queryKey: memberKeys.all }, 'settled');

/** DELETE deactivates the membership (it is kept, inactive). */
export function deactivateMember(membershipId: string): Promise<Membership> {
  return api<Membership>(`/community/memberships/${encodeURIComponent(membershipId)}`, {
    method: 'DELETE',
    fallback: 'Error al inactivar miembro',
  });
}

export const useDeactivateMember = () =>
  useRefreshingMutation(deactivateMember, { queryKey: memberKeys.all }, 'settled');

export function reactivateMember(membershipId: string): Promise<Membership> {
  return api<Membership>(`/community/memberships/${encodeURIComponent(membershipId)}/reactivate`, {
    method: 'PUT',
    fallback: 'Error al reactivar miembro',
  });
}

export const useReactivateMember = () =>
  useRefreshingMutation(reactivateMember, { queryKey: memberKeys.all }, 'settled');
