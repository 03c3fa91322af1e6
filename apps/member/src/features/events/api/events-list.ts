import { EVENTS_LIMITS } from '@koinonia/shared/events/events.schemas';
import type { AppEventsPage } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** GET /api/community/events: the upcoming events, featured first, a page at a time ('Cargar más'). */
export function fetchEventsPage(page: number, signal?: AbortSignal): Promise<AppEventsPage> {
  return api<AppEventsPage>('/community/events', {
    query: { page, limit: EVENTS_LIMITS.appPageSize },
    signal,
  });
}

export const eventsListQuery = infiniteQueryOptions({
  queryKey: ['events', 'list'],
  queryFn: ({ pageParam, signal }) => fetchEventsPage(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
});

export function useEventsList() {
  return useInfiniteQuery(eventsListQuery);
}
