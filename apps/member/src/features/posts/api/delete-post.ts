import type { Post } from '@koinonia/shared/posts/posts.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropPost, invalidateFeed } from './post-cache';

/** DELETE /api/community/posts/{id}: the author takes their post down (the dashboard can restore it). */
export function deletePost(id: string): Promise<Post> {
  return api<Post>(`/community/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'No se pudo eliminar la publicación. Inténtalo de nuevo.',
  });
}

export function useDeletePost(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(id),
    onSuccess: () => {
      dropPost(client, id);
      void invalidateFeed(client);
    },
  });
}
