import type { PublicInvitation } from '@koinonia/shared/invitations/invitations.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/invitations/{code}, with no session: the community, the role and whether it can be used. */
export function fetchInvitation(code: string, signal?: AbortSignal) {
  return api<PublicInvitation>(`/invitations/${encodeURIComponent(code)}`, { signal });
}

export const invitationQuery = (code: string) =>
  queryOptions({
    queryKey: ['invitations', code],
    queryFn: ({ signal }) => fetchInvitation(code, signal),
    // Whether it can still be used changes (uses, revocation): read afresh each time the screen opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useInvitation(code: string) {
  return useQuery(invitationQuery(code));
}
