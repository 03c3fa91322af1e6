import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAD_FALLBACK } from './get-sectors';
import { groupsKeys } from './groups-keys';

/** The groups the mobile app shows on its home: active, flagged showInPreview, in an active sector. */
export function fetchGroupPreview(signal?: AbortSignal): Promise<Group[]> {
  return api<Group[]>('/groups/preview', { signal, fallback: LOAD_FALLBACK });
}

export const groupPreviewQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.preview(), queryFn: ({ signal }) => fetchGroupPreview(signal) });

export function useGroupPreview() {
  return useQuery(groupPreviewQueryOptions());
}
