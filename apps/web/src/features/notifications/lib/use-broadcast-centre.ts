import type { SendNotificationInput } from '@koinonia/shared/notifications/notifications.schemas';
import type { BroadcastItem, SendAnswer } from '@koinonia/shared/notifications/notifications-read.schemas';
import { ApiError } from '@koinonia/ui/api-client';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getBroadcast, useCurrentBroadcast } from '../api/get-broadcasts';
import { useSendNotification } from '../api/notification-mutations';
import { notificationKeys } from '../api/notifications-keys';
import { isFinished, outcomeOfBroadcast, outcomeOfSend, type SendOutcome } from './notification-logic';
import { centreTexts } from './notification-texts';

/**
 * The send flow (spec §4: idle → sending → result stored, form cleared, stats refreshed), with the
 * background broadcast: a 202 answer, or a broadcast found running when the page loads, is followed
 * through GET /broadcasts/current every second; when it is no longer current, the finished broadcast
 * is read once and shown as the last result. Each broadcast is finished (toasted) once.
 */
export function useBroadcastCentre(enabled: boolean) {
  const queryClient = useQueryClient();
  const current = useCurrentBroadcast(enabled);
  const send = useSendNotification();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const followed = useRef<string | null>(null);
  const finishedIds = useRef(new Set<string>());
  const running = current.data ?? null;

  const finish = useCallback(
    (result: SendOutcome) => {
      if (finishedIds.current.has(result.id)) return;
      finishedIds.current.add(result.id);
      setOutcome(result);
      notifySuccess(centreTexts.sent(result.sent));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    [queryClient],
  );

  /** Shows a running broadcast at once (the 202's) and polls it; a read already on its way is dropped. */
  const follow = useCallback(
    async (b: BroadcastItem) => {
      followed.current = b.id;
      await queryClient.cancelQueries({ queryKey: notificationKeys.current() });
      queryClient.setQueryData<BroadcastItem | null>(notificationKeys.current(), b);
    },
    [queryClient],
  );

  // Remember the broadcast being followed; once the server no longer calls it current, it is over.
  useEffect(() => {
    if (running) {
      followed.current = running.id;
      return;
    }
    const id = followed.current;
    if (!id || !current.isSuccess) return;
    followed.current = null;
    getBroadcast(id).then(
      (b) => (b.status === 'COMPLETED' ? finish(outcomeOfBroadcast(b)) : follow(b)),
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    );
  }, [running, current.isSuccess, finish, follow, queryClient]);

  /** Sends; resolves true when the server took the broadcast (the caller clears the form). */
  async function submit(body: SendNotificationInput): Promise<boolean> {
    let result: SendAnswer;
    try {
      result = await send.mutateAsync(body);
    } catch (err) {
      notifyError(err, centreTexts.sendError);
      // Another broadcast is running (maybe from another tab): show it.
      if (err instanceof ApiError && err.code === 'BROADCAST_IN_PROGRESS')
        void queryClient.invalidateQueries({ queryKey: notificationKeys.current() });
      return false;
    }
    if (isFinished(result)) finish(outcomeOfSend(result));
    else {
      await follow(result.broadcast);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.historyAll() });
    }
    return true;
  }

  return {
    /** The queued or sending broadcast, or null. */
    running,
    sending: send.isPending,
    outcome,
    submit,
  };
}
