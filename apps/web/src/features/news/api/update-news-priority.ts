import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export function updateNewsPriority(id: string, priority: number): Promise<NewsItem> {
  return api<NewsItem>(`/community/news/${encodeURIComponent(id)}/priority`, {
    method: 'PATCH',
    body: { priority },
    fallback: 'No se pudo guardar la prioridad',
  });
}

/**
 * Saves the priorities that changed after a drag, one by one (spec section 4), and reloads the
 * list whether they all succeeded or not.
 */
export function useUpdateNewsPriorities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { id: string; priority: number }[]) => {
      for (const change of changes) await updateNewsPriority(change.id, change.priority);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
