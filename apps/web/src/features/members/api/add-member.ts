import type { AddMemberBody, Membership } from '@koinonia/shared/members/members.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
