import { EVENTS_LIMITS } from '@koinonia/shared/events/events.schemas';
import type { EventStatistics } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { eventFallbacks, eventPath, eventsKeys } from './events-keys';

/** One page of an event's statistics (spec §3): its title, total, and 50 people, newest first. */
export function fetchEventStatistics(id: string, page: number, signal?: AbortSignal) {
  return api<EventStatistics>(eventPath(id, '/statistics'), {
    query: { page, limit: EVENTS_LIMITS.interestedPageSize },
    signal,
    fallback: eventFallbacks.statistics,
  });
}

export const eventStatisticsQueryOptions = (id: string) =>
  pagedQueryOptions(eventsKeys.statistics(id), (page, signal) => fetchEventStatistics(id, page, signal), {
    select: (data) => {
      const last = data.pages.at(-1);
      const people = new Map(
        data.pages.flatMap((p) => p.interestedUsers).map((person) => [person.userId, person]),
      );
      return {
        eventTitle: last?.eventTitle ?? '',
        totalInterested: last?.totalInterested ?? 0,
        people: [...people.values()],
      };
    },
  });

export function useEventStatistics(id: string | null) {
  return useInfiniteQuery({ ...eventStatisticsQueryOptions(id ?? ''), enabled: !!id });
}
