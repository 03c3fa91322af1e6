import type { EventsOverview } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENTS_BASE, eventFallbacks, eventsKeys } from './events-keys';

export const eventsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: eventsKeys.overview(),
    queryFn: ({ signal }) =>
      api<EventsOverview>(`${EVENTS_BASE}/statistics/overview`, {
        signal,
        fallback: eventFallbacks.overview,
      }),
  });

/** The overview cards (spec §3): totals over every event of the community. */
export function useEventsOverview() {
  return useQuery(eventsOverviewQueryOptions());
}
