import type { Session } from '@koinonia/ui/session';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';
import { STORED_DATA_KEY } from '../boot/stored-data';
import { queryClient } from './query-client';

/**
 * What the person last saw, kept on the device (IndexedDB) so the app opens and shows it with no
 * network. One copy per device, for one person in one community: another session discards it.
 */
export const persister = createAsyncStoragePersister({
  key: STORED_DATA_KEY,
  storage: {
    getItem: async (key) => (await get<string>(key)) ?? null,
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
  throttleTime: 1000,
});

/** The copy's owner: a copy of another person or community is thrown away when the app opens. */
export function cacheOwner(session: Session): string {
  return `${session.user.id}:${session.user.communityId ?? '-'}`;
}

/** Forgets everything this session saw, on the screen and on the device (signing out, switching). */
export async function forgetSessionData() {
  queryClient.clear();
  await persister.removeClient();
}
