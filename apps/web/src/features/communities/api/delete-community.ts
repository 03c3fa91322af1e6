import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** DELETE /api/communities/{id}: reserved to platform super admins (the server answers 403 to pastors). */
export function deleteCommunity(id: string): Promise<void> {
  return api<void>(`/communities/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'Error al eliminar la comunidad',
  });
}

export function useDeleteCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.list() }),
  });
}
