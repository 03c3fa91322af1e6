import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMessages, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState, LoadingPanel, QueryError } from '../../../components/first-screen-states';
import { GrowingList } from '../../../components/growing-list';
import plain from '../../../components/plain.module.css';
import { FEED_FIRST_PHOTOS } from '../../../lib/first-reads';
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
    <div className={plain.stack}>
      <div className={plain.pageHead}>
        <div>
          <h1 className={plain.title}>Comunidad</h1>
          <p className={plain.lead}>Lo que comparte tu iglesia</p>
        </div>
        {mayWrite && (
          <Link to="/comunidad/nueva" className={`${plain.button} ${plain.filled}`}>
            <IconPencil size={18} aria-hidden />
            Publicar
          </Link>
        )}
      </div>
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
              <Link to="/comunidad/nueva" className={`${plain.button} ${plain.filled}`}>
                Escribir una publicación
              </Link>
            ) : undefined
          }
        />
      ) : (
        <GrowingList
          query={feed}
          items={posts}
          total={total}
          label="Publicaciones"
          render={(post, index) => <PostCard post={post} firstScreen={index < FEED_FIRST_PHOTOS} />}
          moreFailed="No se pudieron cargar más publicaciones."
          loadingMore="Cargando más publicaciones..."
        />
      )}
    </div>
  );
}
