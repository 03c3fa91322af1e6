import type { userProfileSchema } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

export type MyProfile = z.output<typeof userProfileSchema>;

/** GET /api/community/users/profile: the person's own account, photo, role and community. */
export const myProfileQuery = queryOptions({
  queryKey: ['users', 'profile'],
  queryFn: ({ signal }) => api<MyProfile>('/community/users/profile', { signal }),
});

export function useMyProfile() {
  return useQuery(myProfileQuery);
}
