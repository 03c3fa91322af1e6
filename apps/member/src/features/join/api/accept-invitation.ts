import type { AcceptedInvitation } from '@koinonia/shared/invitations/invitations.schemas';
import { ApiError, api } from '@koinonia/ui/api-client';
import { useMutation } from '@tanstack/react-query';
import { accountCommunitiesQuery, enterSession, switchCommunity } from '../../../lib/account-session';
import { queryClient } from '../../../lib/query-client';

/** POST /api/invitations/{code}/accept: the signed-in person joins; answers a session in that community. */
export function acceptInvitation(code: string): Promise<AcceptedInvitation> {
  return api<AcceptedInvitation>(`/invitations/${encodeURIComponent(code)}/accept`, { method: 'POST' });
}

/** How a join ended: a new membership, or one the person already had (the app continues there). */
export type JoinOutcome = 'joined' | 'already-member';

/**
 * A person who already belongs to the community continues in it: its id comes from their communities,
 * by the invitation's community name (when exactly one matches). Otherwise the refusal stands.
 */
async function continueAsMember(communityName: string, refusal: ApiError): Promise<JoinOutcome> {
  const { items } = await queryClient.fetchQuery({ ...accountCommunitiesQuery, staleTime: 0 });
  const matches = items.filter((item) => item.community.name === communityName);
  const [only] = matches;
  if (matches.length !== 1 || !only) throw refusal;
  if (!only.current) await switchCommunity(only.community.id);
  return 'already-member';
}

/** Joins with the code and continues in the new community (what the previous session saw is forgotten). */
export function useJoinCommunity(code: string) {
  return useMutation({
    mutationFn: async (communityName: string): Promise<JoinOutcome> => {
      try {
        await enterSession(await acceptInvitation(code));
        return 'joined';
      } catch (error) {
        if (error instanceof ApiError && error.code === 'ALREADY_MEMBER') {
          return continueAsMember(communityName, error);
        }
        throw error;
      }
    },
  });
}
