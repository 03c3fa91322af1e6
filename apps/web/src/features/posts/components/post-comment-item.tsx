import { roleLabels } from '@koinonia/shared/members/members.labels';
import type { PostComment, PostReply } from '@koinonia/shared/posts/posts.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { IconAction } from '@koinonia/ui/components/icon-action';
import { LoadError } from '@koinonia/ui/components/load-error';
import { formatCount } from '@koinonia/ui/format-number';
import { Box, Button, Divider, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCornerDownRight, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useCommentReplies } from '../api/get-comment-replies';
import { mergeReplies } from '../lib/post-details';
import { postFallbacks } from '../lib/post-errors';
import type { AskDeleteComment } from '../lib/use-comment-delete';
import { AuthorAvatar } from './author-avatar';

interface CommentActions {
  /** The comment or reply being deleted. */
  pending: string | null;
  onDelete: AskDeleteComment;
}

function CommentBody({
  comment,
  isReply,
  pending,
  onDelete,
}: CommentActions & { comment: PostReply; isReply: boolean }) {
  const what = isReply ? 'respuesta' : 'comentario';
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <AuthorAvatar author={comment.author} size={28} />
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {comment.author.name}
          </Text>
          <Text size="xs" c="gray.7">
            {comment.author.role ? roleLabels[comment.author.role] : 'Sin rol'} ·{' '}
            {formatDateTime(comment.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.content}
        </Text>
      </Box>
      <IconAction
        tooltip={`Eliminar ${what}`}
        color="red.9"
        label={`Eliminar ${what} de ${comment.author.name}`}
        loading={pending === comment.id}
        onClick={() => onDelete(comment, isReply)}
      >
        <IconTrash size={16} aria-hidden />
      </IconAction>
    </Group>
  );
}

/** The id of a comment's list item (the focus goes there after the last 'load older'). */
export const commentElementId = (commentId: string) => `post-comment-${commentId}`;

const countOfReplies = (n: number) => (n === 1 ? '1 respuesta' : `${formatCount(n)} respuestas`);

/**
 * A top-level comment with its replies: the first ones come with the details, and 'Ver más respuestas
 * (N)' loads the next page of them (oldest first) under those already shown.
 */
export function CommentItem({ comment, pending, onDelete }: CommentActions & { comment: PostComment }) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useCommentReplies(comment.id, wantsMore);
  const view = mergeReplies(comment, more.data?.pages);
  const loading = wantsMore && (more.isPending || more.isFetchingNextPage);

  function loadMore() {
    if (!wantsMore) setWantsMore(true);
    else if (more.hasNextPage && !more.isFetching) void more.fetchNextPage();
  }

  return (
    <Paper component="li" withBorder p="xs" radius="md" id={commentElementId(comment.id)} tabIndex={-1}>
      <CommentBody comment={comment} isReply={false} pending={pending} onDelete={onDelete} />
      {view.replies.length > 0 && (
        <>
          <Divider my={6} />
          <Text size="xs" c="gray.7" mb={4}>
            {countOfReplies(view.total)}
          </Text>
          <Stack
            gap={6}
            component="ul"
            aria-label={`Respuestas a ${comment.author.name}`}
            style={{ listStyle: 'none', margin: 0, paddingInlineStart: 'var(--mantine-spacing-lg)' }}
          >
            {view.replies.map((r) => (
              <li key={r.id}>
                <CommentBody comment={r} isReply pending={pending} onDelete={onDelete} />
              </li>
            ))}
          </Stack>
        </>
      )}
      {more.isError && !more.isFetching ? (
        <Box mt="xs" ml="lg">
          <LoadError
            size="sm"
            title="No se pudieron cargar más respuestas"
            message={errorMessage(more.error, postFallbacks.replies)}
            onRetry={() => (more.isFetchNextPageError ? more.fetchNextPage() : more.refetch())}
          />
        </Box>
      ) : (
        view.hasMore && (
          <Button
            variant="subtle"
            size="compact-sm"
            mt={6}
            ml="lg"
            leftSection={<IconCornerDownRight size={14} aria-hidden />}
            loading={loading}
            onClick={loadMore}
          >
            Ver más respuestas ({formatCount(view.remaining)})
            <VisuallyHidden> a {comment.author.name}</VisuallyHidden>
          </Button>
        )
      )}
    </Paper>
  );
}
