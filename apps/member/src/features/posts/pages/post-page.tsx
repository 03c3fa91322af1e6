import { ApiError } from '@koinonia/ui/api-client';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Button, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessageOff } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePostDetail } from '../api/post-detail';
import { BackToFeed } from '../components/back-to-feed';
import { CommentsSection } from '../components/comments-section';
import { PostCard } from '../components/post-card';

/** One post (/comunidad/:id): the whole post, its comments and replies; comment, reply, delete one's own. */
export default function PostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = usePostDetail(id);
  const gone = detail.error instanceof ApiError && detail.error.status === 404;
  const post = gone ? undefined : detail.data;
  useDocumentTitle(`${post?.title ?? 'Publicación'} · Koinonia`);

  return (
    <Stack gap="sm">
      <BackToFeed />
      {gone ? (
        <EmptyState
          order={1}
          icon={<IconMessageOff size={28} aria-hidden />}
          title="Esta publicación ya no está disponible"
          text="Puede que su autor o tu pastor la hayan eliminado."
          action={
            <Button component={Link} to="/comunidad" mih={44}>
              Ver las publicaciones
            </Button>
          }
        />
      ) : (
        <>
          <Title order={1} fz="h3">
            {post ? `Publicación de ${post.author.name}` : 'Publicación'}
          </Title>
          {post ? (
            <Stack gap="lg">
              <PostCard post={post} full onDeleted={() => navigate('/comunidad', { replace: true })} />
              <CommentsSection postId={post.id} />
            </Stack>
          ) : detail.isPending ? (
            <LoadingPanel text="Cargando publicación..." />
          ) : (
            <QueryError query={detail} fallback="No se pudo cargar la publicación." />
          )}
        </>
      )}
    </Stack>
  );
}
