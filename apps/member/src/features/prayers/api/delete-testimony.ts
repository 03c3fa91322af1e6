import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepSavedPrayer, prayerPath } from './prayer-lists';

/** DELETE /api/community/prayers/{id}/testimony: the prayer stays answered. */
export const deleteTestimony = (id: string) =>
  api<Prayer>(`${prayerPath(id)}/testimony`, { method: 'DELETE' });

export function useDeleteTestimony() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimony,
    onSuccess: (prayer) => keepSavedPrayer(client, prayer),
  });
}
