import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/groups/by-sector/{sectorId}: a sector's active groups. */
export const sectorGroupsQuery = (sectorId: string) =>
  queryOptions({
    queryKey: ['groups', 'by-sector', sectorId],
    queryFn: ({ signal }) => api<Group[]>(`/groups/by-sector/${encodeURIComponent(sectorId)}`, { signal }),
  });

export const useSectorGroups = (sectorId: string, enabled: boolean) =>
  useQuery({ ...sectorGroupsQuery(sectorId), enabled });
