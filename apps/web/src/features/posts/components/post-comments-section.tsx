import type { PostComment } from '@koinonia/shared/posts/posts.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { formatCount } from '@koinonia/ui/format-number';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { postFallbacks } from '../lib/post-errors';
import type { AskDeleteComment } from '../lib/use-comment-delete';
import { CommentItem, commentElementId } from './post-comment-item';

interface PostCommentsSectionProps {
  /** Every comment and reply of the post. */
  totalComments: number;
  /** The loaded top-level comments, newest first. */
  comments: PostComment[];
  /** Top-level comments in all. */
  commentsTotal: number;
  hasMore: boolean;
  remaining: number;
  loadingOlder: boolean;
  /** The last 'load older' failed: shown with 'Reintentar' instead of the button. */
  olderError: unknown;
  onLoadOlder: () => void;
  pending: string | null;
  onDelete: AskDeleteComment;
}

/**
 * The details' comments: the 20 newest with their replies, and 'Cargar comentarios anteriores (N
 * restantes)', which appends the next 20 older ones below those already loaded.
 */
export function PostCommentsSection({
  totalComments,
  comments,
  commentsTotal,
  hasMore,
  remaining,
  loadingOlder,
  olderError,
  onLoadOlder,
  pending,
  onDelete,
}: PostCommentsSectionProps) {
  const focusFrom = useRef<number | null>(null);

  // The button goes away with the last page: the focus moves to the first comment that page brought.
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || comments.length <= first) return;
    focusFrom.current = null;
    const comment = comments[first];
    if (!hasMore && comment) document.getElementById(commentElementId(comment.id))?.focus();
  }, [comments, hasMore]);

  function loadOlder() {
    focusFrom.current = comments.length;
    void onLoadOlder();
  }

  return (
    <section aria-labelledby="post-comments-title">
      <Title order={3} size="h5" id="post-comments-title" mb="xs">
        Comentarios ({formatCount(totalComments)})
      </Title>
      {comments.length === 0 ? (
        <Text size="sm" c="gray.7">
          Esta publicación no tiene comentarios.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} pending={pending} onDelete={onDelete} />
          ))}
        </Stack>
      )}
      {comments.length > 0 && commentsTotal > comments.length && (
        <Text size="xs" c="gray.7" mt="xs" aria-live="polite">
          Se muestran los {formatCount(comments.length)} comentarios más recientes de{' '}
          {formatCount(commentsTotal)}.
        </Text>
      )}
      {olderError && !loadingOlder ? (
        <Stack mt="xs">
          <LoadError
            size="sm"
            title="No se pudieron cargar los comentarios anteriores"
            message={errorMessage(olderError, postFallbacks.comments)}
            onRetry={loadOlder}
          />
        </Stack>
      ) : (
        hasMore && (
          <Group justify="center" mt="sm">
            <Button
              variant="light"
              leftSection={<IconHistory size={18} aria-hidden />}
              loading={loadingOlder}
              onClick={loadOlder}
            >
              Cargar comentarios anteriores ({formatCount(remaining)} restantes)
            </Button>
          </Group>
        )
      )}
    </section>
  );
}
