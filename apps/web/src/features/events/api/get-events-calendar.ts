import type { EventsCalendar } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EVENTS_BASE, eventFallbacks, eventsKeys } from './events-keys';

export const eventsCalendarQueryOptions = (month: string) =>
  queryOptions({
    queryKey: eventsKeys.calendar(month),
    queryFn: ({ signal }) =>
      api<EventsCalendar>(`${EVENTS_BASE}/calendar`, {
        query: { month },
        signal,
        fallback: eventFallbacks.calendar,
      }),
  });

/** A month's events (YYYY-MM); the previous month stays shown while the next one loads. */
export function useEventsCalendar(month: string) {
  return useQuery({ ...eventsCalendarQueryOptions(month), placeholderData: keepPreviousData });
}
