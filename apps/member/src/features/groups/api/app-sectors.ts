import type { AppSector } from '@koinonia/shared/groups/groups-app.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appSectorsRead } from '../../../lib/first-reads';

/** GET /api/groups/app-sectors: the active sectors, each with its number of active groups. */
export const appSectorsQuery = queryOptions({
  queryKey: ['groups', 'sectors'],
  queryFn: ({ signal }) => apiRead<AppSector[]>(appSectorsRead, signal),
});

export const useAppSectors = () => useQuery(appSectorsQuery);
