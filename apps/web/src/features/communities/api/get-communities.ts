import type { Community } from '@koinonia/shared/communities/communities.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityKeys } from './community-keys';

/** GET /api/communities: the communities the signed-in user administers (their own). */
export function getCommunities(signal?: AbortSignal): Promise<Community[]> {
  return api<Community[]>('/communities', { signal, fallback: 'Error al cargar las comunidades' });
}

export function communitiesQueryOptions() {
  return queryOptions({ queryKey: communityKeys.list(), queryFn: ({ signal }) => getCommunities(signal) });
}

export function useCommunities() {
  return useQuery(communitiesQueryOptions());
}
