import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type NewsPayload, toNewsFormData } from '../lib/news-payload';
import { newsKeys } from './news-keys';

export interface CreateNewsInput {
  payload: NewsPayload;
  /** The image prepared in the browser; sends a multipart body when present. */
  image?: Blob | null;
}

export function createNews({ payload, image }: CreateNewsInput): Promise<NewsItem> {
  return api<NewsItem>('/community/news', {
    method: 'POST',
    body: image ? toNewsFormData(payload, image) : payload,
    fallback: 'Error al guardar la noticia',
  });
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
