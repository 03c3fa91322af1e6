import { del } from 'idb-keyval';

/** Where the app keeps, on the device (IndexedDB), the last data a session saw (lib/offline-cache.ts). */
export const STORED_DATA_KEY = 'koinonia.app.queries';

/** Forgets the data kept on the device (before another session, or on signing out). */
export function forgetStoredData(): Promise<void> {
  return del(STORED_DATA_KEY);
}
