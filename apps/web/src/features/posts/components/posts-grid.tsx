import type { Post } from '@koinonia/shared/posts/posts.schemas';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { formatCount } from '@koinonia/ui/format-number';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { POST_CARD_HEIGHT, PostCard } from './post-card';
import classes from './post-card.module.css';

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

/** Placeholder cards of the first load, the same size as the real ones (no layout shift). */
export function PostsGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      <Text role="status" size="sm" c="gray.7">
        Cargando publicaciones...
      </Text>
      <div className={classes.grid}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} height={POST_CARD_HEIGHT} radius="md" />
        ))}
      </div>
    </Stack>
  );
}

/** The grid tab (spec section 2): cards, 'Cargar Más (N restantes)' and 'Mostrando X de Y publicaciones'. */
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
      <ul className={classes.grid} aria-label="Publicaciones">
        {posts.map((post) => (
          <li key={post.id} style={{ minWidth: 0 }}>
            <PostCard post={post} typeLabel={typeLabel(post.type)} busy={busyId === post.id} {...actions} />
          </li>
        ))}
      </ul>
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
        <Group gap="xs">
          <Text size="sm" c="gray.7">
            Página {page}
          </Text>
          <Button
            variant="default"
            size="compact-sm"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={onLoadMore}
            disabled={!hasMore || loadingMore}
          >
            Siguiente
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
