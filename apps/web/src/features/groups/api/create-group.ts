import type { Group, GroupBody } from '@koinonia/shared/groups/groups.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupsData } from './groups-keys';

export const GROUP_SAVE_FALLBACK = 'Error guardando el grupo';

export function createGroup(body: GroupBody): Promise<Group> {
  return api<Group>('/groups', { method: 'POST', body, fallback: GROUP_SAVE_FALLBACK });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  // Reloaded after a refusal too: an inactive or missing sector or leader means the screen was out of date.
  return useMutation({ mutationFn: createGroup, onSettled: () => refreshGroupsData(queryClient) });
}
