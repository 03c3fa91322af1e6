import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import type {
  Prayer,
  PrayerBody,
  PrayerPatch,
  TestimonyBody,
} from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { prayersKeys } from './prayers-keys';

const path = (id: string, rest = '') => `/community/prayers/${encodeURIComponent(id)}${rest}`;

export const createPrayer = (body: PrayerBody) =>
  api<Prayer>('/community/prayers', { method: 'POST', body, fallback: prayerToasts.createError });

export const updatePrayer = ({ id, patch }: { id: string; patch: PrayerPatch }) =>
  api<Prayer>(path(id), { method: 'PATCH', body: patch, fallback: prayerToasts.updateError });

export const deletePrayer = (id: string) =>
  api<unknown>(path(id), { method: 'DELETE', fallback: prayerToasts.deleteError });

export const addTestimony = ({ id, body }: { id: string; body: TestimonyBody }) =>
  api<Prayer>(path(id, '/testimony'), { method: 'POST', body, fallback: prayerToasts.testimonyAddError });

export const deleteTestimony = (id: string) =>
  api<unknown>(path(id, '/testimony'), { method: 'DELETE', fallback: prayerToasts.testimonyDeleteError });

/** Every write changes the grid, its counts and the analytics: refresh what is shown. */
function usePrayersMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  return useRefreshingMutation(mutationFn, { queryKey: prayersKeys.all, refetchType: 'active' }, 'settled');
}

export const useCreatePrayer = () => usePrayersMutation(createPrayer);
export const useUpdatePrayer = () => usePrayersMutation(updatePrayer);
export const useDeletePrayer = () => usePrayersMutation(deletePrayer);
export const useAddTestimony = () => usePrayersMutation(addTestimony);
export const useDeleteTestimony = () => usePrayersMutation(deleteTestimony);
