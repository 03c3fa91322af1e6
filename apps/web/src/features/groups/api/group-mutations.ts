import type { Group, GroupBody, Sector, SectorBody } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { refreshGroupsData } from './groups-keys';

export const SECTOR_SAVE_FALLBACK = 'Error guardando el sector';

export function createSector(body: SectorBody): Promise<Sector> {
  return api<Sector>('/groups/sectors', { method: 'POST', body, fallback: SECTOR_SAVE_FALLBACK });
}

export const useCreateSector = () => useRefreshingMutation(createSector, refreshGroupsData);

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

export const useUpdateSector = () => useRefreshingMutation(updateSector, refreshGroupsData);

export const SECTOR_DELETE_FALLBACK = 'Error eliminando el sector';

/** Refused with 409 'No se puede eliminar: tiene grupos asignados' while the sector has groups. */
export function deleteSector(id: string): Promise<void> {
  return api<void>(`/groups/sectors/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: SECTOR_DELETE_FALLBACK,
  });
}

/** Reloaded after a refusal too: a 409 or 404 means the screen was out of date. */
export const useDeleteSector = () => useRefreshingMutation(deleteSector, refreshGroupsData, 'settled');

export const GROUP_SAVE_FALLBACK = 'Error guardando el grupo';

export function createGroup(body: GroupBody): Promise<Group> {
  return api<Group>('/groups', { method: 'POST', body, fallback: GROUP_SAVE_FALLBACK });
}

/** Reloaded after a refusal too: an inactive or missing sector or leader means the screen was out of date. */
export const useCreateGroup = () => useRefreshingMutation(createGroup, refreshGroupsData, 'settled');

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

/** Reloaded after a refusal too: an inactive or missing sector or leader means the screen was out of date. */
export const useUpdateGroup = () => useRefreshingMutation(updateGroup, refreshGroupsData, 'settled');

export const GROUP_DELETE_FALLBACK = 'Error eliminando el grupo';

export function deleteGroup(id: string): Promise<void> {
  return api<void>(`/groups/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: GROUP_DELETE_FALLBACK,
  });
}

/** Reloaded after a refusal too: a 409 or 404 means the screen was out of date. */
export const useDeleteGroup = () => useRefreshingMutation(deleteGroup, refreshGroupsData, 'settled');
