import { commentBodySchema } from '@koinonia/shared/posts/posts.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { CountedTextarea } from '@koinonia/ui/components/counted-text-input';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useAddComment } from '../api/comment-writes';

/**
 * Writes a comment on the post, or a reply to a comment (`parentId`). The same rules as the API
 * (required, at most 500 characters); the field empties once the comment shows.
 */
export function CommentForm({
  postId,
  parentId = null,
  label,
  submitLabel,
  autoFocus,
  onDone,
  onCancel,
}: {
  postId: string;
  parentId?: string | null;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const add = useAddComment(postId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = commentBodySchema.safeParse({ content, parentId });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'El comentario no es válido');
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ content: checked.data.content, parentId });
      setContent('');
      onDone?.();
    } catch (err) {
      setError(errorMessage(err, 'No se pudo enviar tu comentario. Inténtalo de nuevo.'));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <CountedTextarea
          label={label}
          schema={commentBodySchema.shape.content}
          value={content}
          onChange={(v) => {
            setContent(v);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" mih={44} onClick={onCancel}>
              Cancelar
            </Button>
          )}
          <Button type="submit" mih={44} loading={add.isPending}>
            {submitLabel}
          </Button>
        </Group>
        {add.isPending && (
          <Text size="xs" c="gray.7" role="status">
            Enviando...
          </Text>
        )}
      </Stack>
    </form>
  );
}
