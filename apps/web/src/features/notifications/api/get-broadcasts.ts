import type {
  BroadcastItem,
  BroadcastsPage,
} from '@koinonia/shared/notifications/notifications-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { centreTexts } from '../lib/notification-texts';
import { notificationKeys, notificationsPath } from './notifications-keys';

/** How often the running broadcast is read again while it goes on. */
export const CURRENT_POLL_MS = 1000;
export const HISTORY_PAGE_SIZE = 10;

/** GET /notifications/broadcasts?page&limit: the history, newest first. */
export function useBroadcastHistory(page: number, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.history(page),
    queryFn: ({ signal }) =>
      api<BroadcastsPage>(notificationsPath('/broadcasts'), {
        query: { page, limit: HISTORY_PAGE_SIZE },
        signal,
        fallback: centreTexts.historyError,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET /notifications/broadcasts/current: the queued or sending broadcast, or null. Read every second
 * while one runs (so a reload of the page finds it and follows it), not at all otherwise.
 */
export function useCurrentBroadcast(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.current(),
    queryFn: ({ signal }) =>
      api<{ data: BroadcastItem | null }>(notificationsPath('/broadcasts/current'), {
        signal,
        fallback: centreTexts.progressError,
      }).then((body) => body.data),
    enabled,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data ? CURRENT_POLL_MS : false),
  });
}

/** GET /notifications/broadcasts/:id: the finished broadcast, once the current one is over. */
export const getBroadcast = (id: string) =>
  api<BroadcastItem>(notificationsPath(`/broadcasts/${encodeURIComponent(id)}`), {
    fallback: centreTexts.progressError,
  });
