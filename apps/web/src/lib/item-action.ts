import { notifySuccess } from '@koinonia/ui/notify';
import { useState } from 'react';

export interface ItemActionHandlers {
  /** Before each write (a page clears its red banner here). */
  onStart?: () => void;
  /** A refusal, with the write's fallback message for when the server gives none. */
  onError: (err: unknown, fallback: string) => void;
}

/**
 * The writes on one item of a list (delete, restore, hide): the item's id is busy meanwhile (its card
 * or row shows it), then the success toast, or `onError` with the refusal.
 */
export function useItemAction({ onStart, onError }: ItemActionHandlers) {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<unknown>, success: string, fallback: string) {
    onStart?.();
    setBusyId(id);
    try {
      await action();
      notifySuccess(success);
    } catch (err) {
      onError(err, fallback);
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, run };
}
