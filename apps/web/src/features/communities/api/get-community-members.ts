import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { Membership } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityKeys } from './community-keys';

/** The members modal shows at most this many; beyond it, it points to /users. */
export const COMMUNITY_MEMBERS_LIMIT = 100;

export interface CommunityMembersPage {
  items: Membership[];
  pagination: Pagination;
}

/** GET /api/community/members?limit=100: the first members of the signed-in user's community. */
export function getCommunityMembers(limit: number, signal?: AbortSignal): Promise<CommunityMembersPage> {
  return api<CommunityMembersPage>('/community/members', {
    signal,
    query: { limit },
    fallback: 'Error al cargar miembros',
  });
}

export function communityMembersQueryOptions(limit = COMMUNITY_MEMBERS_LIMIT) {
  return queryOptions({
    queryKey: communityKeys.members(limit),
    queryFn: ({ signal }) => getCommunityMembers(limit, signal),
  });
}

export function useCommunityMembers(enabled: boolean) {
  return useQuery({ ...communityMembersQueryOptions(), enabled });
}
