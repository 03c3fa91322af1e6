import type { AppEventsPage } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How many of the next events the home shows. */
export const HOME_EVENTS = 3;

/** GET /api/community/events?limit=3: the next events (featured first, as the server orders them). */
export const nextEventsQuery = queryOptions({
  queryKey: ['events', 'next', HOME_EVENTS],
  queryFn: ({ signal }) =>
    api<AppEventsPage>('/community/events', { query: { page: 1, limit: HOME_EVENTS }, signal }),
  select: (page) => page.items,
});

export const useNextEvents = () => useQuery(nextEventsQuery);
