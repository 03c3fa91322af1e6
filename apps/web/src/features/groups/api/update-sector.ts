import type { Sector, SectorBody } from '@koinonia/shared/groups/groups.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SECTOR_SAVE_FALLBACK } from './create-sector';
import { refreshGroupsData } from './groups-keys';

export interface UpdateSectorInput {
  id: string;
  body: Partial<SectorBody>;
}

export function updateSector({ id, body }: UpdateSectorInput): Promise<Sector> {
  return api<Sector>(`/groups/sectors/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallback: SECTOR_SAVE_FALLBACK,
  });
}

export function useUpdateSector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSector, onSuccess: () => refreshGroupsData(queryClient) });
}
