import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessages, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GrowingList } from '../../../components/growing-list';
import { useFeed } from '../api/feed';
import { GuestNotice } from '../components/guest-notice';
import { PostCard } from '../components/post-card';
import { useWriter } from '../lib/may-write';

/** The pages' posts once each: a post published meanwhile shifts the pages, so one can come twice. */
function uniquePosts(pages: { items: FeedPost[] }[] | undefined): FeedPost[] {
  const seen = new Set<string>();
  const posts: FeedPost[] = [];
  for (const page of pages ?? [])
    for (const post of page.items)
      if (!seen.has(post.id)) {
        seen.add(post.id);
        posts.push(post);
      }
  return posts;
}

/** Comunidad: the community's posts, newest first, 'Cargar más' for older ones; write one. */
export default function FeedPage() {
  useDocumentTitle('Comunidad · Koinonia');
  const { mayWrite } = useWriter();
  const feed = useFeed();
  const posts = uniquePosts(feed.data?.pages);
  const total = feed.data?.pages.at(-1)?.pagination.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            Comunidad
          </Title>
          <Text size="sm" c="gray.7">
            Lo que comparte tu iglesia
          </Text>
        </div>
        {mayWrite && (
          <Button
            component={Link}
            to="/comunidad/nueva"
            mih={44}
            leftSection={<IconPencil size={18} aria-hidden />}
          >
            Publicar
          </Button>
        )}
      </Group>
      {!mayWrite && <GuestNotice />}
      {feed.isPending ? (
        <LoadingPanel text="Cargando publicaciones..." />
      ) : feed.isError && posts.length === 0 ? (
        <QueryError query={feed} fallback="No se pudieron cargar las publicaciones." />
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<IconMessages size={28} aria-hidden />}
          title="Aún no hay publicaciones"
          text={
            mayWrite
              ? 'Aún no hay publicaciones en tu comunidad. ¡Comparte la primera!'
              : 'Aún no hay publicaciones en tu comunidad. Cuando alguien publique, aparecerá aquí.'
          }
          action={
            mayWrite ? (
              <Button component={Link} to="/comunidad/nueva" mih={44}>
                Escribir una publicación
              </Button>
            ) : undefined
          }
        />
      ) : (
        <GrowingList
          query={feed}
          items={posts}
          total={total}
          label="Publicaciones"
          render={(post, index) => <PostCard post={post} firstScreen={index < 2} />}
          moreFailed="No se pudieron cargar más publicaciones."
          loadingMore="Cargando más publicaciones..."
        />
      )}
    </Stack>
  );
}
