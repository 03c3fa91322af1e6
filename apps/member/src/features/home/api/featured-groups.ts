import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { featuredGroupsRead } from '../../../lib/first-reads';

/** GET /api/groups/preview: the groups the church features on the home. */
export const featuredGroupsQuery = queryOptions({
  queryKey: ['groups', 'preview'],
  queryFn: ({ signal }) => apiRead<Group[]>(featuredGroupsRead, signal),
});

export const useFeaturedGroups = () => useQuery(featuredGroupsQuery);
