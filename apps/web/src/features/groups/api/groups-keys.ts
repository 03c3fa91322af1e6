import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the groups screen: sectors, groups (by page), statistics, home preview and leader options. */
export const groupsKeys = {
  all: ['groups'] as const,
  sectors: () => [...groupsKeys.all, 'sectors'] as const,
  lists: () => [...groupsKeys.all, 'list'] as const,
  list: (page: number) => [...groupsKeys.lists(), page] as const,
  detail: (id: string) => [...groupsKeys.all, 'detail', id] as const,
  statistics: () => [...groupsKeys.all, 'statistics'] as const,
  preview: () => [...groupsKeys.all, 'preview'] as const,
  leaderOptions: () => [...groupsKeys.all, 'leader-options'] as const,
};

/** After any write: reload sectors, groups, statistics and preview (not the leader options). */
export function refreshGroupsData(queryClient: QueryClient) {
  return Promise.all(
    [
      groupsKeys.sectors(),
      groupsKeys.lists(),
      groupsKeys.statistics(),
      groupsKeys.preview(),
      [...groupsKeys.all, 'detail'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
