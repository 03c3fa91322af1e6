import type { userProfileSchema } from '@koinonia/shared/members/members.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { myProfileRead } from '../../../lib/first-reads';

export type MyProfile = z.output<typeof userProfileSchema>;

/** GET /api/community/users/profile: the person's own account, photo, role and community. */
export const myProfileQuery = queryOptions({
  queryKey: ['users', 'profile'],
  queryFn: ({ signal }) => apiRead<MyProfile>(myProfileRead, signal),
});

export function useMyProfile() {
  return useQuery(myProfileQuery);
}
