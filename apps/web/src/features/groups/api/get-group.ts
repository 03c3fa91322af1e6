import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKeys } from './groups-keys';

/** One group as stored now (the edit form starts from it, not from a possibly older list row). */
export function fetchGroup(id: string, signal?: AbortSignal): Promise<Group> {
  return api<Group>(`/groups/${encodeURIComponent(id)}`, { signal, fallback: 'Error al cargar el grupo' });
}

export const groupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupsKeys.detail(id),
    queryFn: ({ signal }) => fetchGroup(id, signal),
    staleTime: 0,
  });

export function useGroup(id: string | null) {
  return useQuery({ ...groupQueryOptions(id ?? ''), enabled: !!id });
}
