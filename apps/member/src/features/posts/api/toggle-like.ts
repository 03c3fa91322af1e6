import type { LikeResult } from '@koinonia/shared/posts/posts.schemas';
import { api } from '@koinonia/ui/api-client';
import { notifyError } from '@koinonia/ui/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentPost, patchPost } from './post-cache';

/** POST /api/community/posts/{id}/like: toggles the person's «Me gusta»; answers the new state. */
export function toggleLike(id: string): Promise<LikeResult> {
  return api<LikeResult>(`/community/posts/${encodeURIComponent(id)}/like`, { method: 'POST' });
}

/**
 * «Me gusta» at once: the pressed state and the count change on the screen before the server answers;
 * a failure puts them back as they were and says so, and the server's answer sets the true count.
 */
export function useToggleLike(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(id),
    onMutate: () => {
      const post = currentPost(client, id);
      if (!post) return undefined;
      const before = { likedByMe: post.likedByMe, likesCount: post.likesCount };
      patchPost(client, id, (p) => ({
        likedByMe: !p.likedByMe,
        likesCount: Math.max(0, p.likesCount + (p.likedByMe ? -1 : 1)),
      }));
      return before;
    },
    onError: (error, _input, before) => {
      if (before) patchPost(client, id, () => before);
      notifyError(
        error,
        'Inténtalo de nuevo en un momento.',
        before?.likedByMe ? 'No se pudo quitar tu «Me gusta»' : 'No se pudo guardar tu «Me gusta»',
      );
    },
    onSuccess: (result) =>
      patchPost(client, id, () => ({ likedByMe: result.liked, likesCount: result.likesCount })),
  });
}
