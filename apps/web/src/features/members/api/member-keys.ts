import type { StatsFilter } from '@koinonia/shared/members/members.schemas';

export interface MembersListParams {
  search?: string;
  filter?: StatsFilter | null;
  includeInactive?: boolean;
  page: number;
  limit: number;
}

/** Query keys of the members feature: invalidating `all` refreshes lists, details and statistics. */
export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (params: MembersListParams) => [...memberKeys.lists(), params] as const,
  details: (userId: string) => [...memberKeys.all, 'details', userId] as const,
  stats: (communityId: string) => [...memberKeys.all, 'stats', communityId] as const,
  lookup: (document: string) => [...memberKeys.all, 'lookup', document] as const,
};

/** The page size of the member table and the older modals. */
export const MEMBERS_PAGE_SIZE = 20;
