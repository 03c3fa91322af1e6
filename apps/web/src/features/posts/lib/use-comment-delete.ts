import type { PostReply } from '@koinonia/shared/posts/posts.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { notifySuccess } from '@koinonia/ui/notify';
import { useState } from 'react';
import { useDeleteComment } from '../api/post-mutations';
import { postFallbacks } from './post-errors';
import { excerpt } from './post-text';

export type AskDeleteComment = (comment: PostReply, isReply: boolean) => void;

/**
 * Deleting a comment or a reply from the details: the confirmation, the comment being deleted
 * (`pending`), and the refusal's message (`banner`) until it is closed or the next attempt.
 */
export function useCommentDelete() {
  const remove = useDeleteComment();
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const askDelete: AskDeleteComment = (comment, isReply) => {
    confirmDelete({
      title: isReply ? 'Eliminar respuesta' : 'Eliminar comentario',
      message: isReply
        ? '¿Estás seguro de que quieres eliminar esta respuesta?'
        : '¿Estás seguro de que quieres eliminar este comentario? Sus respuestas también se eliminarán.',
      subject: excerpt(comment.content, 80),
      onConfirm: async () => {
        setBanner(null);
        setPending(comment.id);
        try {
          await remove.mutateAsync(comment.id);
          notifySuccess(isReply ? 'Respuesta eliminada' : 'Comentario eliminado');
        } catch (err) {
          setBanner(errorMessage(err, postFallbacks.deleteComment));
        } finally {
          setPending(null);
        }
      },
    });
  };

  return { askDelete, pending, banner, dismissBanner: () => setBanner(null) };
}
