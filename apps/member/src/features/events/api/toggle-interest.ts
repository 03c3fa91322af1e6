import type {
  AppEventItem,
  AppEventsPage,
  InterestResult,
} from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQuery } from './event-detail';
import { eventsListQuery } from './events-list';

/**
 * POST /api/community/events/{id}/interest: says 'Me interesa' or withdraws it. The server answers the
 * new state; refusals (409 EVENT_CLOSED, EVENT_REGISTRATION_CLOSED, EVENT_FULL) carry its Spanish message.
 */
export function toggleInterest(id: string): Promise<InterestResult> {
  return api<InterestResult>(`/community/events/${encodeURIComponent(id)}/interest`, { method: 'POST' });
}

/** The toggle; its answer is written into the event's detail and into the list, with no refetch. */
export function useToggleInterest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleInterest(id),
    onSuccess: (result) => {
      const apply = <T extends AppEventItem>(event: T): T =>
        event.id === id ? { ...event, ...result } : event;
      client.setQueryData(eventDetailQuery(id).queryKey, (event) => (event ? apply(event) : event));
      client.setQueryData<InfiniteData<AppEventsPage, number>>(eventsListQuery.queryKey, (list) =>
        list
          ? { ...list, pages: list.pages.map((page) => ({ ...page, items: page.items.map(apply) })) }
          : list,
      );
    },
  });
}
