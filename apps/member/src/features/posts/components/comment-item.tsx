import type { PostComment, PostReply } from '@koinonia/shared/posts/posts.schemas';
import { notifySuccess } from '@koinonia/ui/notify';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteComment } from '../api/comment-writes';
import { useMoreReplies } from '../api/post-comments';
import { useWriter } from '../lib/may-write';
import { AuthorAvatar } from './author-avatar';
import { CommentForm } from './comment-form';
import { PostTime } from './post-time';

/** 'Eliminar' of one's own comment or reply, after a question. */
function DeleteCommentButton({
  postId,
  comment,
  isReply,
}: {
  postId: string;
  comment: PostReply;
  isReply: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(postId);
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="compact-sm"
        mih={44}
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={isReply ? 'Eliminar mi respuesta' : 'Eliminar mi comentario'}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        Eliminar
      </Button>
      <ConfirmModal
        opened={confirming}
        title={isReply ? 'Eliminar respuesta' : 'Eliminar comentario'}
        text={
          isReply
            ? '¿Quieres eliminar tu respuesta?'
            : '¿Quieres eliminar tu comentario? También se eliminarán sus respuestas.'
        }
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.error}
        fallback="No se pudo eliminar el comentario."
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess(isReply ? 'Eliminaste tu respuesta.' : 'Eliminaste tu comentario.');
            },
          })
        }
      />
    </>
  );
}

/** One comment or reply: the author's initials or photo, name, time and words. */
function CommentBody({ comment, postId, isReply }: { comment: PostReply; postId: string; isReply: boolean }) {
  const { userId, mayWrite } = useWriter();
  const own = mayWrite && comment.author.id === userId;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <AuthorAvatar author={comment.author} size={isReply ? 28 : 36} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Box bg="gray.0" px="sm" py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text fw={600} size="sm">
            {comment.author.name}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.content}
          </Text>
        </Box>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="gray.7" pl="sm">
            <PostTime value={comment.createdAt} />
          </Text>
          {own && <DeleteCommentButton postId={postId} comment={comment} isReply={isReply} />}
        </Group>
      </Stack>
    </Group>
  );
}

/** A top-level comment with its replies, 'Responder' and the replies past the first 50. */
export function CommentItem({ comment, postId }: { comment: PostComment; postId: string }) {
  const { mayWrite } = useWriter();
  const [replying, setReplying] = useState(false);
  const [wantMore, setWantMore] = useState(false);
  const more = useMoreReplies(comment.id, wantMore);
  const extra = more.data?.pages.flatMap((p) => p.items) ?? [];
  const replies = [...comment.replies, ...extra.filter((r) => !comment.replies.some((c) => c.id === r.id))];
  const missing = comment.repliesCount - replies.length;

  return (
    <Stack gap="xs" component="li" data-testid="comment">
      <CommentBody comment={comment} postId={postId} isReply={false} />
      {replies.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          pl={44}
          style={{ listStyle: 'none' }}
          aria-label={`Respuestas a ${comment.author.name}`}
        >
          {replies.map((reply) => (
            <li key={reply.id} data-testid="reply">
              <CommentBody comment={reply} postId={postId} isReply />
            </li>
          ))}
        </Stack>
      )}
      {missing > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          ml={44}
          style={{ alignSelf: 'flex-start' }}
          loading={more.isFetching}
          onClick={() => (wantMore ? void more.fetchNextPage() : setWantMore(true))}
        >
          Ver {missing === 1 ? '1 respuesta más' : `${missing} respuestas más`}
        </Button>
      )}
      {mayWrite &&
        (replying ? (
          <Box pl={44}>
            <CommentForm
              postId={postId}
              parentId={comment.id}
              label={`Tu respuesta a ${comment.author.name}`}
              submitLabel="Responder"
              autoFocus
              onDone={() => setReplying(false)}
              onCancel={() => setReplying(false)}
            />
          </Box>
        ) : (
          <Button
            variant="subtle"
            color="gray"
            c="gray.8"
            size="compact-sm"
            mih={44}
            ml={44}
            style={{ alignSelf: 'flex-start' }}
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            aria-label={`Responder a ${comment.author.name}`}
            onClick={() => setReplying(true)}
          >
            Responder
          </Button>
        ))}
    </Stack>
  );
}
