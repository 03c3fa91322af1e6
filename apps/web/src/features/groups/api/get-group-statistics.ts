import type { GroupStatistics } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOAD_FALLBACK } from './get-sectors';
import { groupsKeys } from './groups-keys';

export function fetchGroupStatistics(signal?: AbortSignal): Promise<GroupStatistics> {
  return api<GroupStatistics>('/groups/statistics', { signal, fallback: LOAD_FALLBACK });
}

export const groupStatisticsQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.statistics(), queryFn: ({ signal }) => fetchGroupStatistics(signal) });

export function useGroupStatistics() {
  return useQuery(groupStatisticsQueryOptions());
}
