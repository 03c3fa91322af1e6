import type { Community, CommunityBody } from '@koinonia/shared/communities/communities.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** PUT /api/community/profile {name, description}: edits the signed-in user's community. */
export function updateCommunity(body: CommunityBody): Promise<Community> {
  return api<Community>('/community/profile', {
    method: 'PUT',
    body,
    fallback: 'Error al actualizar la comunidad',
  });
}

export function useUpdateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.list() }),
  });
}
