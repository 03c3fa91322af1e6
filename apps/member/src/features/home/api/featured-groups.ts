import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/groups/preview: the groups the church features on the home. */
export const featuredGroupsQuery = queryOptions({
  queryKey: ['groups', 'preview'],
  queryFn: ({ signal }) => api<Group[]>('/groups/preview', { signal }),
});

export const useFeaturedGroups = () => useQuery(featuredGroupsQuery);
