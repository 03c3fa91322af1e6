import type { AppConfig } from '@koinonia/shared/app-config/app-config.schemas';
import type { GroupsMap } from '@koinonia/shared/groups/groups-app.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/groups/map: the active groups with coordinates. */
export const groupsMapQuery = queryOptions({
  queryKey: ['groups', 'map'],
  queryFn: ({ signal }) => api<GroupsMap>('/groups/map', { signal }),
});

/** GET /api/app/config: the map's tile server and attribution (the server's configuration). */
export const appConfigQuery = queryOptions({
  queryKey: ['app', 'config'],
  queryFn: ({ signal }) => api<AppConfig>('/app/config', { signal }),
  staleTime: 60 * 60_000,
});

export const useGroupsMap = () => useQuery(groupsMapQuery);
export const useAppConfig = () => useQuery(appConfigQuery);
