import type { Community, CommunityBody } from '@koinonia/shared/communities/communities.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** POST /api/communities: reserved to platform super admins (the server answers 403 to pastors). */
export function createCommunity(body: CommunityBody): Promise<Community> {
  return api<Community>('/communities', {
    method: 'POST',
    body,
    fallback: 'Solo Super Admins pueden crear comunidades',
  });
}

export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.list() }),
  });
}
