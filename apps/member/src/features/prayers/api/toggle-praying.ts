import type { PrayResult } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prayersKey, updatePrayerInLists } from './prayer-lists';
import { prayingPeopleQuery } from './praying-people';

/** POST /api/community/prayers/{id}/pray: 'Estoy orando', on or off; the server answers the new state. */
export function togglePraying(id: string): Promise<PrayResult> {
  return api<PrayResult>(`/community/prayers/${encodeURIComponent(id)}/pray`, { method: 'POST' });
}

/** The prayer with the person's prayer turned the other way. */
const flip = <P extends { isPraying: boolean; prayingCount: number }>(p: P): P => ({
  ...p,
  isPraying: !p.isPraying,
  prayingCount: Math.max(0, p.prayingCount + (p.isPraying ? -1 : 1)),
});

/**
 * The toggle, optimistic: the pressed state and the count change in every kept list at once. The
 * presses of one prayer go to the server one after another (one mutation scope), each toggling what
 * the one before left; a refused one is undone by toggling back. The server's answer is written only
 * when no other press of that prayer is waiting, so it never undoes a newer press on the screen.
 */
export function useTogglePraying(id: string) {
  const client = useQueryClient();
  const mutationKey = [...prayersKey, 'pray', id];
  return useMutation({
    mutationKey,
    scope: { id: `pray-${id}` },
    mutationFn: () => togglePraying(id),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: prayersKey });
      updatePrayerInLists(client, id, flip);
    },
    onError: () => {
      updatePrayerInLists(client, id, flip);
    },
    onSuccess: (result) => {
      if (client.isMutating({ mutationKey }) <= 1)
        updatePrayerInLists(client, id, (p) => ({ ...p, ...result }));
      void client.invalidateQueries({ queryKey: prayingPeopleQuery(id).queryKey });
    },
  });
}
