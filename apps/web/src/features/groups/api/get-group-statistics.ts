import type { GroupStatistics } from '@koinonia/shared/groups/groups.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
