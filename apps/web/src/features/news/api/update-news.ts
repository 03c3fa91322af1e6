import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type NewsPayload, toNewsFormData } from '../lib/news-payload';
import { newsKeys } from './news-keys';

export interface UpdateNewsInput {
  id: string;
  /** A partial body is allowed (e.g. only isActive). */
  payload: Partial<NewsPayload>;
  /** A new image prepared in the browser; sends a multipart body when present. */
  image?: Blob | null;
}

export function updateNews({ id, payload, image }: UpdateNewsInput): Promise<NewsItem> {
  return api<NewsItem>(`/community/news/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: image ? toNewsFormData(payload, image) : payload,
    fallback: 'Error al guardar la noticia',
  });
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
