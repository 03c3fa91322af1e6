import type { Group, GroupBody, Sector, SectorBody } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGroupsData } from './groups-keys';

export const SECTOR_SAVE_FALLBACK = 'Error guardando el sector';

export function createSector(body: SectorBody): Promise<Sector> {
  return api<Sector>('/groups/sectors', { method: 'POST', body, fallback: SECTOR_SAVE_FALLBACK });
}

export function useCreateSector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSector, onSuccess: () => refreshGroupsData(queryClient) });
}

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

export const GROUP_SAVE_FALLBACK = 'Error guardando el grupo';

export function createGroup(body: GroupBody): Promise<Group> {
  return api<Group>('/groups', { method: 'POST', body, fallback: GROUP_SAVE_FALLBACK });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  // Reloaded after a refusal too: an inactive or missing sector or leader means the screen was out of date.
  return useMutation({ mutationFn: createGroup, onSettled: () => refreshGroupsData(queryClient) });
}

export interface UpdateGroupInput {
  id: string;
  body: Partial<GroupBody>;
}

/** PATCH with the whole form payload: the server merges it over the stored group and validates it again. */
export function updateGroup({ id, body }: UpdateGroupInput): Promise<Group> {
  return api<Group>(`/groups/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallback: GROUP_SAVE_FALLBACK,
  });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  // Reloaded after a refusal too: an inactive or missing sector or leader means the screen was out of date.
  return useMutation({ mutationFn: updateGroup, onSettled: () => refreshGroupsData(queryClient) });
}

export const GROUP_DELETE_FALLBACK = 'Error eliminando el grupo';

export function deleteGroup(id: string): Promise<void> {
  return api<void>(`/groups/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: GROUP_DELETE_FALLBACK,
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  // Reloaded after a refusal too: a 409 or 404 means the screen was out of date.
  return useMutation({ mutationFn: deleteGroup, onSettled: () => refreshGroupsData(queryClient) });
}
