import type { Group, GroupBody } from '@koinonia/shared/groups/groups.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GROUP_SAVE_FALLBACK } from './create-group';
import { refreshGroupsData } from './groups-keys';

export interface UpdateGroupInput {
  id: string;
  body: Partial<GroupBody>;
}

/** PATCH with the whole form payload: the server merges it over the stored group and validates it again. */
export function updateGroup({ id, body }: UpdateGroupInput): Promise<Group> {
  return api<Group>(`/groups/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallback: GROUP_SAVE_FALLBACK,
  });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  // Reloaded after a refusal too: an inactive or missing sector or leader means the screen was out of date.
  return useMutation({ mutationFn: updateGroup, onSettled: () => refreshGroupsData(queryClient) });
}
