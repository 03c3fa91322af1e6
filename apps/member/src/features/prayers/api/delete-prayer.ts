import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prayerPath, refreshPrayerLists, updatePrayerInLists } from './prayer-lists';

/** DELETE /api/community/prayers/{id}. */
export const deletePrayer = (id: string) => api<void>(prayerPath(id), { method: 'DELETE' });

export function useDeletePrayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePrayer,
    onSuccess: (_, id) => {
      updatePrayerInLists(client, id, () => null);
      return refreshPrayerLists(client);
    },
  });
}
