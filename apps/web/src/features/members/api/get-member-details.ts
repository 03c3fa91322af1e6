import type { MemberDetails } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberKeys } from './member-keys';

export function getMemberDetails(userId: string, signal?: AbortSignal): Promise<MemberDetails> {
  return api<MemberDetails>(`/community/members/${encodeURIComponent(userId)}/details`, {
    signal,
    fallback: 'Error al cargar detalles',
  });
}

export function memberDetailsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: memberKeys.details(userId ?? ''),
    queryFn: ({ signal }) => getMemberDetails(userId!, signal),
    enabled: Boolean(userId),
  });
}

export function useMemberDetails(userId: string | null) {
  return useQuery(memberDetailsQueryOptions(userId));
}
