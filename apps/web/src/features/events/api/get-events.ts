import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { EVENTS_LIMITS } from '@koinonia/shared/events/events.schemas';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { mergePages, pagedQueryOptions } from '../../../lib/paged-query';
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
  pagedQueryOptions(eventsKeys.list(), fetchEventsPage, { select: (data) => mergePages(data.pages) });

export function useEventsList() {
  return useInfiniteQuery(eventsListQueryOptions());
}
