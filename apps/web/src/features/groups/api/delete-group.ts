import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupsData } from './groups-keys';

export const GROUP_DELETE_FALLBACK = 'Error eliminando el grupo';

export function deleteGroup(id: string): Promise<void> {
  return api<void>(`/groups/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: GROUP_DELETE_FALLBACK,
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  // Reloaded after a refusal too: a 409 or 404 means the screen was out of date.
  return useMutation({ mutationFn: deleteGroup, onSettled: () => refreshGroupsData(queryClient) });
}
