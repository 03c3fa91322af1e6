import type { Community } from '@koinonia/shared/communities/communities.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { queryOptions } from '@tanstack/react-query';
import { communityProfileRead } from '../../../lib/first-reads';

/** GET /api/community/profile: the community of the session (its name heads the app). */
export const communityProfileQuery = queryOptions({
  queryKey: ['community', 'profile'],
  queryFn: ({ signal }) => apiRead<Community>(communityProfileRead, signal),
  staleTime: 5 * 60_000,
});
