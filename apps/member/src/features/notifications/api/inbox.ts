import type { InboxPage } from '@koinonia/shared/notifications/notifications-inbox.schemas';
import { INBOX_LIMITS } from '@koinonia/shared/notifications/notifications-inbox.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /api/notifications/inbox: the community's notices since the person joined, newest first. */
export function fetchInboxPage(page: number, signal?: AbortSignal): Promise<InboxPage> {
  return api<InboxPage>('/notifications/inbox', {
    query: { page, limit: INBOX_LIMITS.pageSize },
    signal,
  });
}

export const inboxQuery = infiniteQueryOptions({
  queryKey: ['notifications', 'inbox'],
  queryFn: ({ pageParam, signal }) => fetchInboxPage(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
});

export function useInbox() {
  return useInfiniteQuery(inboxQuery);
}
