import {
  type InvalidateQueryFilters,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** What a write makes stale: the queries to read again, or a function that reads them again. */
export type Refresh = InvalidateQueryFilters | ((queryClient: QueryClient) => Promise<unknown>);

/**
 * A write that reads again what it changed once the server answers it: after a success (default), or
 * with `'settled'` after a refusal too (a refusal may mean the screen was out of date). The mutation
 * ends when the refresh does, so the screen shows the new data as the form closes.
 */
export function useRefreshingMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  refresh: Refresh,
  after: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const reload = () =>
    typeof refresh === 'function' ? refresh(queryClient) : queryClient.invalidateQueries(refresh);
  return useMutation(
    after === 'settled' ? { mutationFn, onSettled: reload } : { mutationFn, onSuccess: reload },
  );
}
