import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { EVENTS_LIMITS } from '@koinonia/shared/events/events.schemas';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EVENTS_BASE, eventFallbacks, eventsKeys } from './events-keys';

export interface EventsPage {
  items: EventItem[];
  pagination: Pagination;
}

/** One page of the list (spec §7, §9): 50 events, hidden ones included. */
export function fetchEventsPage(page: number, signal?: AbortSignal) {
  return api<EventsPage>(EVENTS_BASE, {
    query: { page, limit: EVENTS_LIMITS.pageSize, includeInactive: true },
    signal,
    fallback: eventFallbacks.load,
  });
}

export const eventsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: eventsKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchEventsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    select: (data) => {
      // An event created while pages load shifts the page boundaries: keep each event once.
      const byId = new Map(data.pages.flatMap((p) => p.items).map((event) => [event.id, event]));
      return { items: [...byId.values()], total: data.pages.at(-1)?.pagination.total ?? byId.size };
    },
  });

export function useEventsList() {
  return useInfiniteQuery(eventsListQueryOptions());
}
