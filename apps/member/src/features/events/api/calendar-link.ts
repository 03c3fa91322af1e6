import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/community/events/calendar-link: the address of the person's iCalendar subscription. */
export const calendarLinkQuery = queryOptions({
  queryKey: ['events', 'calendar-link'],
  queryFn: ({ signal }) => api<{ url: string }>('/community/events/calendar-link', { signal }),
  staleTime: 60 * 60_000,
});

export function useCalendarLink(enabled: boolean) {
  return useQuery({ ...calendarLinkQuery, enabled });
}

/** The same address for calendar programs: webcal:// opens the phone's calendar to subscribe. */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
