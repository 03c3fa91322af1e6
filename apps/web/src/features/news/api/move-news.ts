import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where a news item goes: between two others (null at an end), with a priority when one is asked for. */
export interface NewsMove {
  afterId: string | null;
  beforeId: string | null;
  priority?: number;
}

/** One drag in the table: the item takes its place (and its neighbours' priority) on the server. */
export function moveNews(id: string, move: NewsMove): Promise<NewsItem> {
  return api<NewsItem>(`/community/news/${encodeURIComponent(id)}/position`, {
    method: 'PUT',
    body: move,
    fallback: 'No se pudo guardar el nuevo orden',
  });
}

/** The list is reloaded by the caller (`useNewsReorder`), once the optimistic order can be let go. */
export function useMoveNews() {
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: NewsMove }) => moveNews(id, move),
  });
}
