import type { NotificationStats } from '@koinonia/shared/notifications/notifications-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { useQuery } from '@tanstack/react-query';
import { centreTexts } from '../lib/notification-texts';
import { notificationKeys, notificationsPath } from './notifications-keys';

/** GET /notifications/stats → `{ data: { active, total, inactive, byPlatform } }` (spec §7). */
export function useNotificationStats(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.stats(),
    queryFn: ({ signal }) =>
      api<{ data: NotificationStats }>(notificationsPath('/stats'), {
        signal,
        fallback: centreTexts.statsError,
      }).then((body) => body.data),
    enabled,
  });
}
