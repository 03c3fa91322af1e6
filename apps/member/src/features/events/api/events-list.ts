import type { AppEventsPage } from '@koinonia/shared/events/events-read.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eventsPageRead } from '../../../lib/first-reads';

/** GET /api/community/events: the upcoming events, featured first, a page at a time ('Cargar más'). */
export function fetchEventsPage(page: number, signal?: AbortSignal): Promise<AppEventsPage> {
  return apiRead<AppEventsPage>(eventsPageRead(page), signal);
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
