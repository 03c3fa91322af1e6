import type { AppEventItem } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/community/events/{id}: one event, with whether the person is interested. */
export function fetchEvent(id: string, signal?: AbortSignal): Promise<AppEventItem> {
  return api<AppEventItem>(`/community/events/${encodeURIComponent(id)}`, { signal });
}

export const eventDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) => fetchEvent(id, signal),
  });

export function useEventDetail(id: string) {
  return useQuery(eventDetailQuery(id));
}
