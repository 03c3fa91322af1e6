import type { AppEventsPage } from '@koinonia/shared/events/events-read.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_EVENTS, nextEventsRead } from '../../../lib/first-reads';

/** GET /api/community/events?limit=3: the next events (featured first, as the server orders them). */
export const nextEventsQuery = queryOptions({
  queryKey: ['events', 'next', HOME_EVENTS],
  queryFn: ({ signal }) => apiRead<AppEventsPage>(nextEventsRead, signal),
  select: (page) => page.items,
});

export const useNextEvents = () => useQuery(nextEventsQuery);
