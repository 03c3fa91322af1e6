import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LOAD_FALLBACK } from './get-sectors';
import { groupsKeys } from './groups-keys';

export const GROUPS_PAGE_SIZE = 100;

export interface GroupsPage {
  items: Group[];
  pagination: Pagination;
  /** Active groups among all that match (every page). */
  activeCount: number;
}

/** The dashboard lists inactive groups too (they show an 'Inactivo' badge), 100 per page. */
export function fetchGroups(page: number, signal?: AbortSignal): Promise<GroupsPage> {
  return api<GroupsPage>('/groups', {
    query: { page, limit: GROUPS_PAGE_SIZE },
    signal,
    fallback: LOAD_FALLBACK,
  });
}

export const groupsQueryOptions = (page: number) =>
  queryOptions({ queryKey: groupsKeys.list(page), queryFn: ({ signal }) => fetchGroups(page, signal) });

export function useGroups(page: number) {
  return useQuery({ ...groupsQueryOptions(page), placeholderData: keepPreviousData });
}
