import { ApiError } from '@koinonia/ui/api-client';
import { QueryClient } from '@tanstack/react-query';

/** How long what a person saw stays on the device for reading offline (lib/offline-cache.ts). */
export const KEEP_OFFLINE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A read that fails is retried once, only when the server could not be reached (status 0): a refusal
 * or a server failure is an answer, shown at once with 'Reintentar'.
 */
export function retryRead(failures: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failures < 1;
}

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
