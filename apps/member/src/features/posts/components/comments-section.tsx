import { errorMessage } from '@koinonia/ui/api-client';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { loadMoreProps } from '@koinonia/ui/load-more-query';
import { Stack, Text, Title } from '@mantine/core';
import { usePostComments } from '../api/post-comments';
import { useWriter } from '../lib/may-write';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { GuestNotice } from './guest-notice';

/** The post's comments, newest first, each with its replies; write one (members and up). */
export function CommentsSection({ postId }: { postId: string }) {
  const { mayWrite } = useWriter();
  const comments = usePostComments(postId);
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  const total = comments.data?.pages.at(-1)?.pagination.total ?? 0;
  const more = loadMoreProps(comments);

  return (
    <Stack component="section" gap="md" aria-labelledby="comments-title">
      <Title id="comments-title" order={2} fz="lg">
        Comentarios
      </Title>
      {mayWrite ? (
        <CommentForm postId={postId} label="Escribe un comentario" submitLabel="Comentar" />
      ) : (
        <GuestNotice />
      )}
      {comments.isPending ? (
        <LoadingPanel text="Cargando comentarios..." />
      ) : comments.isError && items.length === 0 ? (
        <QueryError query={comments} fallback="No se pudieron cargar los comentarios." />
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {mayWrite ? 'Aún no hay comentarios. ¡Sé el primero en comentar!' : 'Aún no hay comentarios.'}
        </Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comentarios">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} postId={postId} />
          ))}
        </Stack>
      )}
      {comments.isFetchNextPageError && (
        <Text role="alert" size="sm" c="red.9" ta="center">
          {errorMessage(comments.error, 'No se pudieron cargar más comentarios.')}
        </Text>
      )}
      {more.hasMore && (
        <LoadMore
          loading={more.loadingMore}
          onLoadMore={more.onLoadMore}
          label={`Ver más comentarios (${Math.max(0, total - items.length)} restantes)`}
          loadingLabel="Cargando más comentarios..."
        />
      )}
    </Stack>
  );
}
