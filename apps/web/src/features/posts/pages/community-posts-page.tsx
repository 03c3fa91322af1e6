import type { Post, PostAuthor } from '@koinonia/shared/posts/posts.schemas';
import { postMessages } from '@koinonia/shared/posts/posts.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { ErrorBanner } from '@koinonia/ui/components/error-banner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { loadMoreProps } from '@koinonia/ui/load-more-query';
import { hasErrors } from '@koinonia/ui/schema-form';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLayoutGrid, IconPlus, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useItemAction } from '../../../lib/item-action';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePostStats } from '../api/get-post-stats';
import { usePostTypes } from '../api/get-post-types';
import { usePostsList } from '../api/get-posts';
import { useDeletePost, useRestorePost } from '../api/post-mutations';
import { CreatePostModal } from '../components/create-post-modal';
import { PostDetailsModal } from '../components/post-details-modal';
import { PostsByUser } from '../components/posts-by-user';
import { PostsEmptyState } from '../components/posts-empty-state';
import { PostsFilterCard } from '../components/posts-filter-card';
import { PostsGrid, PostsGridSkeleton } from '../components/posts-grid';
import { PostsStatsPanel } from '../components/posts-stats-panel';
import type { AuthorOption } from '../lib/author-filter';
import { postFallbacks } from '../lib/post-errors';
import { postName } from '../lib/post-text';
import { activeFilterCount, emptyFilters, filterErrors, type PostsFilters } from '../lib/posts-filters';
import { startListAtFirstPage } from '../lib/posts-paging';

type Tab = 'grid' | 'by-user';

/** The community posts admin page (/community-posts, spec section 2). */
export function CommunityPostsPage() {
  usePageTitle('Publicaciones de la Comunidad');
  const types = usePostTypes();
  const stats = usePostStats();
  const queryClient = useQueryClient();
  const remove = useDeletePost();
  const restore = useRestorePost();

  const [filters, setFiltersState] = useState<PostsFilters>(emptyFilters);
  const [tab, setTab] = useState<Tab>('grid');
  const [authorsPage, setAuthorsPage] = useState(1);
  const [knownAuthor, setKnownAuthor] = useState<AuthorOption | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [dismissedFetchError, setDismissedFetchError] = useState(0);
  const [createOpen, setCreateOpen] = useState(false);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const { busyId, run } = useItemAction({
    onStart: () => setBanner(null),
    onError: (err, fallback) => setBanner(errorMessage(err, fallback)),
  });

  // Invalid filters (reversed dates, a search too long) are shown on their fields and not sent.
  const lastValid = useRef(filters);
  if (!hasErrors(filterErrors(filters))) lastValid.current = filters;
  const applied = lastValid.current;

  // Any change of the filters starts again at page 1 (spec section 4): the grid's list of the new
  // filters (cached lists cut to their first page) and the authors' page.
  const setFilters = useCallback(
    (next: PostsFilters) => {
      if (!hasErrors(filterErrors(next))) startListAtFirstPage(queryClient, next, lastValid.current);
      setFiltersState(next);
      setAuthorsPage(1);
    },
    [queryClient],
  );

  const list = usePostsList(applied, tab === 'grid');
  const posts = list.data?.items ?? [];
  const fetchError = list.isError && list.errorUpdatedAt !== dismissedFetchError;

  const typeLabel = useCallback((type: string) => types.find((t) => t.value === type)?.label, [types]);

  const openDetails = useCallback((post: Post) => setDetailsId(post.id), []);

  function viewAll(author: PostAuthor) {
    setKnownAuthor({ value: author.id, label: author.name });
    setFilters({ ...filters, authorId: author.id });
    setTab('grid');
  }

  function askDelete(post: Post) {
    confirmDelete({
      title: 'Eliminar publicación',
      message: postMessages.deleteConfirm,
      subject: postName(post),
      onConfirm: () =>
        run(post.id, () => remove.mutateAsync(post.id), 'Publicación eliminada', postFallbacks.deletePost),
    });
  }

  function doRestore(post: Post) {
    void run(
      post.id,
      () => restore.mutateAsync(post.id),
      'Publicación restaurada',
      postFallbacks.restorePost,
    );
  }

  const filtered = activeFilterCount(applied) > 0;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>Publicaciones de la Comunidad</Title>
            <Text c="gray.7">Modera, crea y restaura lo que la comunidad comparte en la aplicación.</Text>
          </div>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreateOpen(true)}>
            Nueva Publicación
          </Button>
        </Group>

        {banner && <ErrorBanner message={banner} onClose={() => setBanner(null)} />}
        {fetchError && (
          <QueryError
            query={list}
            fallback={postFallbacks.load}
            title={postFallbacks.load}
            onDismiss={() => setDismissedFetchError(list.errorUpdatedAt)}
          />
        )}

        <PostsStatsPanel
          stats={stats.data}
          types={types}
          loading={stats.isPending}
          error={stats.error}
          retrying={stats.isFetching}
          onRetry={() => stats.refetch()}
        />

        <PostsFilterCard
          filters={filters}
          onChange={setFilters}
          types={types}
          author={knownAuthor}
          onAuthorChosen={setKnownAuthor}
        />

        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="grid" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
              Cuadrícula
            </Tabs.Tab>
            <Tabs.Tab value="by-user" leftSection={<IconUsers size={16} aria-hidden />}>
              Por usuario
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="grid">
            {list.isPending && !list.isError ? (
              <PostsGridSkeleton />
            ) : list.isSuccess && posts.length === 0 ? (
              <PostsEmptyState filtered={filtered} onCreate={() => setCreateOpen(true)} />
            ) : posts.length > 0 ? (
              <div aria-busy={list.isFetching && !list.isFetchingNextPage}>
                <PostsGrid
                  posts={posts}
                  total={list.data?.total ?? posts.length}
                  page={list.data?.page ?? 1}
                  {...loadMoreProps(list)}
                  busyId={busyId}
                  typeLabel={typeLabel}
                  onDetails={openDetails}
                  onDelete={askDelete}
                  onRestore={doRestore}
                />
              </div>
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="by-user">
            <PostsByUser
              filters={applied}
              page={authorsPage}
              onPageChange={setAuthorsPage}
              typeLabel={typeLabel}
              onViewAll={viewAll}
              onDetails={openDetails}
              filtered={filtered}
              onCreate={() => setCreateOpen(true)}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <CreatePostModal opened={createOpen} types={types} onClose={() => setCreateOpen(false)} />
      <PostDetailsModal postId={detailsId} typeLabel={typeLabel} onClose={() => setDetailsId(null)} />
    </Container>
  );
}
