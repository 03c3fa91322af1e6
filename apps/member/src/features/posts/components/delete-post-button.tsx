import { postMessages } from '@koinonia/shared/posts/posts.messages';
import { errorMessage } from '@koinonia/ui/api-client';
import { notifySuccess } from '@koinonia/ui/notify';
import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeletePost } from '../api/delete-post';
import { ConfirmModal } from './confirm-modal';

/** 'Eliminar publicación' of one's own post, after the spec's question. */
export function DeletePostButton({ postId, onDeleted }: { postId: string; onDeleted?: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost(postId);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        c="gray.7"
        size={44}
        aria-label="Eliminar publicación"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        <IconTrash size={20} aria-hidden />
      </ActionIcon>
      <ConfirmModal
        opened={confirming}
        title="Eliminar publicación"
        text={postMessages.deleteConfirm}
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'No se pudo eliminar la publicación.') : null}
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
    </>
  );
}
