import type { AppSector } from '@koinonia/shared/groups/groups-app.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/groups/app-sectors: the active sectors, each with its number of active groups. */
export const appSectorsQuery = queryOptions({
  queryKey: ['groups', 'sectors'],
  queryFn: ({ signal }) => api<AppSector[]>('/groups/app-sectors', { signal }),
});

export const useAppSectors = () => useQuery(appSectorsQuery);
