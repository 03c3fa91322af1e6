import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshGroupsData } from './groups-keys';

export const SECTOR_DELETE_FALLBACK = 'Error eliminando el sector';

/** Refused with 409 'No se puede eliminar: tiene grupos asignados' while the sector has groups. */
export function deleteSector(id: string): Promise<void> {
  return api<void>(`/groups/sectors/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: SECTOR_DELETE_FALLBACK,
  });
}

export function useDeleteSector() {
  const queryClient = useQueryClient();
  // Reloaded after a refusal too: a 409 or 404 means the screen was out of date.
  return useMutation({ mutationFn: deleteSector, onSettled: () => refreshGroupsData(queryClient) });
}
