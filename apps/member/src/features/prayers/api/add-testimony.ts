import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepSavedPrayer, prayerPath } from './prayer-lists';

/** POST /api/community/prayers/{id}/testimony: the testimony; the prayer is then answered. */
export const addTestimony = ({ id, content }: { id: string; content: string }) =>
  api<Prayer>(`${prayerPath(id)}/testimony`, { method: 'POST', body: { content } });

export function useAddTestimony() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addTestimony, onSuccess: (prayer) => keepSavedPrayer(client, prayer) });
}
