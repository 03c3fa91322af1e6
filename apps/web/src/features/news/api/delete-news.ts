import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export function deleteNews(id: string): Promise<void> {
  return api<void>(`/community/news/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'Error al eliminar la noticia',
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
