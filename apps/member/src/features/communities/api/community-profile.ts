import type { Community } from '@koinonia/shared/communities/communities.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/community/profile: the community of the session (its name heads the app). */
export const communityProfileQuery = queryOptions({
  queryKey: ['community', 'profile'],
  queryFn: ({ signal }) => api<Community>('/community/profile', { signal }),
  staleTime: 5 * 60_000,
});
