import type { Post } from '@koinonia/shared/posts/posts.schemas';
import { POSTS_LIMITS } from '@koinonia/shared/posts/posts.schemas';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { formatCount } from '@koinonia/ui/format-number';
import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { POST_CARD_HEIGHT, PostCard } from './post-card';

const POST_CARD_MIN_WIDTH = 270;

interface PostsGridProps {
  posts: Post[];
  total: number;
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
  busyId: string | null;
  typeLabel: (type: string) => string | undefined;
  onLoadMore: () => void;
  onDetails: (post: Post) => void;
  onDelete: (post: Post) => void;
  onRestore: (post: Post) => void;
}

/** Placeholder cards of the first load. */
export function PostsGridSkeleton() {
  return (
    <CardGridSkeleton
      status="Cargando publicaciones..."
      minCardWidth={POST_CARD_MIN_WIDTH}
      cardHeight={POST_CARD_HEIGHT}
    />
  );
}

/**
 * The grid tab (spec section 2): cards, 'Cargar Más (N restantes)' and the footer 'Mostrando X de Y
 * publicaciones · Página N de M'. 'Cargar Más' is the one paging control: each page joins the cards
 * already shown, so the footer says how far the list has come (the spec's 'Siguiente' did the same and
 * is folded into it).
 */
export function PostsGrid({
  posts,
  total,
  page,
  hasMore,
  loadingMore,
  busyId,
  typeLabel,
  onLoadMore,
  ...actions
}: PostsGridProps) {
  const remaining = Math.max(0, total - posts.length);
  const pages = Math.max(1, Math.ceil(total / POSTS_LIMITS.pageSize));
  const slotRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const shownRef = useRef<HTMLParagraphElement>(null);
  const keepFocus = useRef(false);

  // The button gives way to the loader: a keyboard user's focus waits on its place and goes back to
  // the button when the page has come (or to the count when it was the last page).
  function loadMore() {
    keepFocus.current = !!slotRef.current?.contains(document.activeElement);
    if (keepFocus.current) slotRef.current?.focus();
    onLoadMore();
  }
  useEffect(() => {
    if (loadingMore || !keepFocus.current) return;
    keepFocus.current = false;
    if (document.activeElement !== slotRef.current && document.activeElement !== document.body) return;
    (moreRef.current ?? shownRef.current)?.focus();
  }, [loadingMore]);

  return (
    <Stack gap="md">
      <CardGrid label="Publicaciones" minCardWidth={POST_CARD_MIN_WIDTH}>
        {posts.map((post) => (
          <li key={post.id} style={{ minWidth: 0 }}>
            <PostCard post={post} typeLabel={typeLabel(post.type)} busy={busyId === post.id} {...actions} />
          </li>
        ))}
      </CardGrid>
      {/* The button only when there is more and nothing loading; a loader in its place meanwhile. */}
      {(hasMore || loadingMore) && (
        <LoadMore
          slotRef={slotRef}
          buttonRef={moreRef}
          focusable
          loading={loadingMore}
          onLoadMore={loadMore}
          label={`Cargar Más (${formatCount(remaining)} restantes)`}
          loadingLabel="Cargando más publicaciones…"
        />
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text ref={shownRef} tabIndex={-1} size="sm" c="gray.7" aria-live="polite">
          Mostrando {formatCount(posts.length)} de {formatCount(total)} publicaciones
        </Text>
        <Text size="sm" c="gray.7">
          Página {formatCount(page)} de {formatCount(pages)}
        </Text>
      </Group>
    </Stack>
  );
}
