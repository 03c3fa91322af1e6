import type { Prayer, PrayerBody } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPrayerLists } from './prayer-lists';

/** POST /api/community/prayers: ask for prayer. */
export const createPrayer = (body: PrayerBody) => api<Prayer>('/community/prayers', { method: 'POST', body });

export function useCreatePrayer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPrayer, onSuccess: () => refreshPrayerLists(client) });
}
