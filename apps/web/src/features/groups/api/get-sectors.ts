import type { Sector } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKeys } from './groups-keys';

export const LOAD_FALLBACK = 'Error cargando los datos de grupos';

/** Every sector of the community (inactive ones too), with its group count, members and occupancy. */
export function fetchSectors(signal?: AbortSignal): Promise<Sector[]> {
  return api<Sector[]>('/groups/sectors', { signal, fallback: LOAD_FALLBACK });
}

export const sectorsQueryOptions = () =>
  queryOptions({ queryKey: groupsKeys.sectors(), queryFn: ({ signal }) => fetchSectors(signal) });

export function useSectors() {
  return useQuery(sectorsQueryOptions());
}
