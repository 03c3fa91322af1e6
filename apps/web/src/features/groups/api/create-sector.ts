import type { Sector, SectorBody } from '@koinonia/shared/groups/groups.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupsData } from './groups-keys';

export const SECTOR_SAVE_FALLBACK = 'Error guardando el sector';

export function createSector(body: SectorBody): Promise<Sector> {
  return api<Sector>('/groups/sectors', { method: 'POST', body, fallback: SECTOR_SAVE_FALLBACK });
}

export function useCreateSector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSector, onSuccess: () => refreshGroupsData(queryClient) });
}
