import type { Prayer, PrayerBody, PrayerPatch } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPrayerLists, updatePrayerInLists } from './prayer-lists';

const path = (id: string) => `/community/prayers/${encodeURIComponent(id)}`;

/** POST /api/community/prayers: ask for prayer. */
export const createPrayer = (body: PrayerBody) => api<Prayer>('/community/prayers', { method: 'POST', body });

/** PATCH /api/community/prayers/{id}: the person's own prayer, changed. */
export const updatePrayer = ({ id, patch }: { id: string; patch: PrayerPatch }) =>
  api<Prayer>(path(id), { method: 'PATCH', body: patch });

/** DELETE /api/community/prayers/{id}. */
export const deletePrayer = (id: string) => api<void>(path(id), { method: 'DELETE' });

/** POST /api/community/prayers/{id}/testimony: the testimony; the prayer is answered. */
export const addTestimony = ({ id, content }: { id: string; content: string }) =>
  api<Prayer>(`${path(id)}/testimony`, { method: 'POST', body: { content } });

/** DELETE /api/community/prayers/{id}/testimony: the prayer stays answered. */
export const deleteTestimony = (id: string) => api<Prayer>(`${path(id)}/testimony`, { method: 'DELETE' });

/** A saved prayer replaces the kept one at once; the lists are then read again. */
function savedPrayer(client: QueryClient, prayer: Prayer) {
  updatePrayerInLists(client, prayer.id, () => prayer);
  return refreshPrayerLists(client);
}

export function useCreatePrayer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPrayer, onSuccess: () => refreshPrayerLists(client) });
}

export function useUpdatePrayer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePrayer, onSuccess: (prayer) => savedPrayer(client, prayer) });
}

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

export function useAddTestimony() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addTestimony, onSuccess: (prayer) => savedPrayer(client, prayer) });
}

export function useDeleteTestimony() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTestimony, onSuccess: (prayer) => savedPrayer(client, prayer) });
}
