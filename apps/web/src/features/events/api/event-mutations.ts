import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { type EventPayload, toEventFormData } from '../lib/event-form';
import { EVENTS_BASE, eventFallbacks, eventPath, eventsKeys } from './events-keys';

export interface SaveEventInput {
  /** Absent: a new event. */
  id?: string;
  payload: EventPayload;
  /** The image prepared in the browser: the body goes as multipart when present (spec §7). */
  image?: Blob | null;
}

export function saveEvent({ id, payload, image }: SaveEventInput): Promise<EventItem> {
  return api<EventItem>(id ? eventPath(id) : EVENTS_BASE, {
    method: id ? 'PATCH' : 'POST',
    body: image ? toEventFormData(payload, image) : payload,
    fallback: eventFallbacks.save,
  });
}

export const deleteEvent = (id: string) =>
  api<unknown>(eventPath(id), { method: 'DELETE', fallback: eventFallbacks.delete });

export const toggleEventActive = (id: string) =>
  api<EventItem>(eventPath(id, '/toggle-active'), { method: 'PATCH', fallback: eventFallbacks.toggle });

/** Every write changes the list, the overview and the calendar: refresh what is shown. */
function useEventsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  return useRefreshingMutation(mutationFn, { queryKey: eventsKeys.all });
}

export const useSaveEvent = () => useEventsMutation(saveEvent);
export const useDeleteEvent = () => useEventsMutation(deleteEvent);
export const useToggleEventActive = () => useEventsMutation(toggleEventActive);
