import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
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

export const useCreateNews = () => useRefreshingMutation(createNews, { queryKey: newsKeys.all });

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

export const useUpdateNews = () => useRefreshingMutation(updateNews, { queryKey: newsKeys.all });

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

export function deleteNews(id: string): Promise<void> {
  return api<void>(`/community/news/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'Error al eliminar la noticia',
  });
}

export const useDeleteNews = () => useRefreshingMutation(deleteNews, { queryKey: newsKeys.all });
