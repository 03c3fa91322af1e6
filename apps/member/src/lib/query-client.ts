import { retryRead } from '@koinonia/ui/retry-read';
import { QueryClient } from '@tanstack/react-query';

/** How long what a person saw stays on the device for reading offline (lib/offline-cache.ts). */
export const KEEP_OFFLINE_MS = 7 * 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Kept as long as the copy on the device, so a reopened app shows the last data it had.
      gcTime: KEEP_OFFLINE_MS,
      refetchOnWindowFocus: true,
      retry: retryRead,
    },
  },
});
