import type { LeaderOption } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKeys } from './groups-keys';

export const LEADER_OPTIONS_LIMIT = 500;

/** Active members of the community who can lead a group (the first 500, or those matching a search). */
export function fetchLeaderOptions(search: string, signal?: AbortSignal): Promise<LeaderOption[]> {
  return api<LeaderOption[]>('/community/users', {
    query: { search: search || undefined, limit: LEADER_OPTIONS_LIMIT },
    signal,
    fallback: 'Error al cargar los posibles líderes',
  });
}

export const leaderOptionsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [...groupsKeys.leaderOptions(), search],
    queryFn: ({ signal }) => fetchLeaderOptions(search, signal),
  });

export function useLeaderOptions(search = '', enabled = true) {
  return useQuery({ ...leaderOptionsQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
