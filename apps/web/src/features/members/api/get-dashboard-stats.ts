import type { DashboardStats } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
