import type { CreatedComment } from '@koinonia/shared/posts/posts-feed.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchPost } from './post-cache';

interface CommentDeleted {
  id: string;
  postId: string;
  deletedCount: number;
  commentsCount: number;
}

/** POST /api/community/posts/{id}/comments: a comment, or a reply (parentId) to a comment. */
export function addComment(
  postId: string,
  content: string,
  parentId: string | null,
): Promise<CreatedComment> {
  return api<CreatedComment>(`/community/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: { content, ...(parentId ? { parentId } : {}) },
    fallback: 'No se pudo enviar tu comentario. Inténtalo de nuevo.',
  });
}

/** DELETE /api/community/posts/comments/{id}: the comment and its replies. */
export function deleteComment(id: string): Promise<CommentDeleted> {
  return api<CommentDeleted>(`/community/posts/comments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'No se pudo eliminar el comentario. Inténtalo de nuevo.',
  });
}

/** After a comment is added or removed: the post's count, then its comments read again. */
function useAfterCommentChange(postId: string) {
  const client = useQueryClient();
  return async (commentsCount: number) => {
    patchPost(client, postId, () => ({ commentsCount }));
    await Promise.all([
      client.invalidateQueries({ queryKey: ['posts', 'comments', postId] }),
      client.invalidateQueries({ queryKey: ['posts', 'replies'] }),
    ]);
  };
}

export function useAddComment(postId: string) {
  const after = useAfterCommentChange(postId);
  return useMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId: string | null }) =>
      addComment(postId, content, parentId),
    onSuccess: (created) => after(created.commentsCount),
  });
}

export function useDeleteComment(postId: string) {
  const after = useAfterCommentChange(postId);
  return useMutation({
    mutationFn: (id: string) => deleteComment(id),
    onSuccess: (deleted) => after(deleted.commentsCount),
  });
}
