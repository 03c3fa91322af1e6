import type { DashboardStats } from '@koinonia/shared/members/members.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys } from './member-keys';

export function getDashboardStats(communityId: string, signal?: AbortSignal): Promise<DashboardStats> {
  return api<DashboardStats>(`/communities/${encodeURIComponent(communityId)}/dashboard-stats`, {
    signal,
    fallback: 'Error al cargar estadísticas',
  });
}

export function dashboardStatsQueryOptions(communityId: string | null | undefined) {
  return queryOptions({
    queryKey: memberKeys.stats(communityId ?? ''),
    queryFn: ({ signal }) => getDashboardStats(communityId!, signal),
    enabled: Boolean(communityId),
  });
}

export function useDashboardStats(communityId: string | null | undefined) {
  return useQuery(dashboardStatsQueryOptions(communityId));
}
