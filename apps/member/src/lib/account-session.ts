import type { AccountCommunities } from '@koinonia/shared/auth/account-communities.schemas';
import type { LoginResponse } from '@koinonia/shared/auth/auth.schemas';
import { api } from '@koinonia/ui/api-client';
import { clearSession, saveSession } from '@koinonia/ui/session';
import { queryOptions } from '@tanstack/react-query';
import { forgetSessionData } from './offline-cache';
import { disablePush } from './web-push';

// The account's sessions in the app: its communities, entering one (after joining or switching) and
// signing out. Shared by the joining screen and the communities screen.

/** GET /api/auth/communities: the person's active memberships (`current` marks the session's). */
export const accountCommunitiesQuery = queryOptions({
  queryKey: ['auth', 'communities'],
  queryFn: ({ signal }) => api<AccountCommunities>('/auth/communities', { signal }),
});

/**
 * Continues in a new session (a join or a switch answers like a login): what the previous one saw is
 * forgotten first, on the screen and on the device, so another community's data never shows.
 */
export async function enterSession(result: LoginResponse) {
  await forgetSessionData();
  saveSession({ token: result.access_token, user: result.user });
}

/** POST /api/auth/switch-community, then continues in that community. */
export async function switchCommunity(communityId: string) {
  const result = await api<LoginResponse>('/auth/switch-community', {
    method: 'POST',
    body: { communityId },
  });
  await enterSession(result);
}

/**
 * Signs out of the app: this phone's notifications stop (the subscription is removed while the session
 * can still remove it), then the session and everything it saw are forgotten, so whoever uses the phone
 * next sees nothing of this person's.
 */
export async function signOut() {
  await disablePush().catch(() => undefined);
  // The session before the data: nothing asked after this carries the token, so nothing new is kept.
  clearSession();
  await forgetSessionData();
}
