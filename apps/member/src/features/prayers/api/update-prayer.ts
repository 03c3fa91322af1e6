import type { Prayer, PrayerPatch } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepSavedPrayer, prayerPath } from './prayer-lists';

/** PATCH /api/community/prayers/{id}: the person's own prayer, changed. */
export const updatePrayer = ({ id, patch }: { id: string; patch: PrayerPatch }) =>
  api<Prayer>(prayerPath(id), { method: 'PATCH', body: patch });

export function useUpdatePrayer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePrayer, onSuccess: (prayer) => keepSavedPrayer(client, prayer) });
}
