import type { SendNotificationInput } from '@koinonia/shared/notifications/notifications.schemas';
import { NOTIFICATION_LIMITS } from '@koinonia/shared/notifications/notifications.schemas';
import type { SendAnswer } from '@koinonia/shared/notifications/notifications-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { centreTexts } from '../lib/notification-texts';
import { notificationKeys, notificationsPath } from './notifications-keys';

/**
 * POST /notifications/send-global: 200 when the broadcast finished while the call waited, 202 when it
 * goes on in the background (the answer's broadcast is then QUEUED or SENDING).
 */
export const sendNotification = (body: SendNotificationInput) =>
  api<SendAnswer>(notificationsPath('/send-global'), {
    method: 'POST',
    body,
    fallback: centreTexts.sendError,
  });

/** DELETE /notifications/cleanup/{days} → `{ data: { deletedTokens } }`. */
export const cleanupTokens = (days: number = NOTIFICATION_LIMITS.cleanupDefaultDays) =>
  api<{ data: { deletedTokens: number } }>(notificationsPath(`/cleanup/${days}`), {
    method: 'DELETE',
    fallback: centreTexts.cleanupError,
  }).then((body) => body.data.deletedTokens);

export const useSendNotification = () => useMutation({ mutationFn: sendNotification });

/** The cleanup changes the device counts: the stats are read again. */
export const useCleanupTokens = () =>
  useRefreshingMutation(() => cleanupTokens(), { queryKey: notificationKeys.stats() });
