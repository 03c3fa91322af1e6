import type { AddMemberBody, Membership, Role } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberKeys } from './member-keys';

export function addMember(body: AddMemberBody): Promise<Membership> {
  return api<Membership>('/community/members', {
    method: 'POST',
    body: { documentNumber: body.documentNumber.trim(), role: body.role },
    fallback: 'Error al agregar miembro',
  });
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

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
