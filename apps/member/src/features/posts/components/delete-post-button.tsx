import { postMessages } from '@koinonia/shared/posts/posts.messages';
import { notifySuccess } from '@koinonia/ui/notify';
import { IconTrash } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import plain from '../../../components/plain.module.css';
import { WhenOpened } from '../../../components/when-opened';
import { useDeletePost } from '../api/delete-post';

/** The question before deleting (a dialog: its code loads when first asked). */
const ConfirmModal = lazy(() =>
  import('../../../components/confirm-modal').then((m) => ({ default: m.ConfirmModal })),
);

/** 'Eliminar publicación' of one's own post, after the spec's question. */
export function DeletePostButton({ postId, onDeleted }: { postId: string; onDeleted?: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost(postId);
  return (
    <>
      <button
        type="button"
        className={`${plain.button} ${plain.icon}`}
        aria-label="Eliminar publicación"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        <IconTrash size={20} aria-hidden />
      </button>
      <WhenOpened opened={confirming}>
        <ConfirmModal
          opened={confirming}
          title="Eliminar publicación"
          text={postMessages.deleteConfirm}
          confirmLabel="Eliminar"
          pending={remove.isPending}
          error={remove.error}
          fallback="No se pudo eliminar la publicación."
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                notifySuccess('Eliminaste tu publicación.');
                onDeleted?.();
              },
            })
          }
        />
      </WhenOpened>
    </>
  );
}
