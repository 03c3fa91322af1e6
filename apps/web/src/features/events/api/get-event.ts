import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventFallbacks, eventPath, eventsKeys } from './events-keys';

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventsKeys.detail(id),
    queryFn: ({ signal }) => api<EventItem>(eventPath(id), { signal, fallback: eventFallbacks.detail }),
  });

/** One event (GET /{id}): what the calendar opens. */
export function useEvent(id: string | null) {
  return useQuery({ ...eventQueryOptions(id ?? ''), enabled: !!id });
}
