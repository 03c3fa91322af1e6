import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { Membership } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MembersListParams, memberKeys } from './member-keys';

export interface MembersPage {
  items: Membership[];
  pagination: Pagination;
}

export function getMembers(params: MembersListParams, signal?: AbortSignal): Promise<MembersPage> {
  return api<MembersPage>('/community/members', {
    signal,
    query: {
      search: params.search?.trim() || undefined,
      filter: params.filter ?? undefined,
      includeInactive: params.includeInactive ? true : undefined,
      page: params.page,
      limit: params.limit,
    },
    fallback: 'Error al cargar miembros',
  });
}

export function membersQueryOptions(params: MembersListParams) {
  return queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: ({ signal }) => getMembers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(params: MembersListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(params), enabled: options.enabled ?? true });
}
