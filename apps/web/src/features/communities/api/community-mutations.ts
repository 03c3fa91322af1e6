import type { Community, CommunityBody } from '@koinonia/shared/communities/communities.schemas';
import { api } from '@koinonia/ui/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { communityKeys } from './community-keys';

/** POST /api/communities: reserved to platform super admins (the server answers 403 to pastors). */
export function createCommunity(body: CommunityBody): Promise<Community> {
  return api<Community>('/communities', {
    method: 'POST',
    body,
    fallback: 'Solo Super Admins pueden crear comunidades',
  });
}

export const useCreateCommunity = () =>
  useRefreshingMutation(createCommunity, { queryKey: communityKeys.list() });

/** PUT /api/community/profile {name, description}: edits the signed-in user's community. */
export function updateCommunity(body: CommunityBody): Promise<Community> {
  return api<Community>('/community/profile', {
    method: 'PUT',
    body,
    fallback: 'Error al actualizar la comunidad',
  });
}

export const useUpdateCommunity = () =>
  useRefreshingMutation(updateCommunity, { queryKey: communityKeys.list() });

/** DELETE /api/communities/{id}: reserved to platform super admins (the server answers 403 to pastors). */
export function deleteCommunity(id: string): Promise<void> {
  return api<void>(`/communities/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'Error al eliminar la comunidad',
  });
}

export const useDeleteCommunity = () =>
  useRefreshingMutation(deleteCommunity, { queryKey: communityKeys.list() });
