import { roleLabels } from '@koinonia/shared/members/members.labels';
import type { Post, PostAuthorGroup } from '@koinonia/shared/posts/posts.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Pager } from '@koinonia/ui/components/pager';
import { QueryError } from '@koinonia/ui/components/query-error';
import { formatCount } from '@koinonia/ui/format-number';
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { AUTHORS_PAGE_SIZE, usePostAuthors } from '../api/get-post-authors';
import { postFallbacks } from '../lib/post-errors';
import { postName } from '../lib/post-text';
import type { PostsFilters } from '../lib/posts-filters';
import { AuthorAvatar } from './author-avatar';
import { PostTypeBadge } from './post-type-visuals';
import { PostsEmptyState } from './posts-empty-state';

interface PostsByUserProps {
  filters: PostsFilters;
  page: number;
  onPageChange: (page: number) => void;
  typeLabel: (type: string) => string | undefined;
  onViewAll: (author: PostAuthorGroup['author']) => void;
  onDetails: (post: Post) => void;
  /** Whether a filter is in use (the empty state's wording). */
  filtered: boolean;
  /** The empty state's 'Crear Primera Publicación'. */
  onCreate: () => void;
}

/** The by-user tab (spec section 2): authors with their true totals and up to 6 of their newest posts. */
export function PostsByUser({
  filters,
  page,
  onPageChange,
  typeLabel,
  onViewAll,
  onDetails,
  filtered,
  onCreate,
}: PostsByUserProps) {
  const authors = usePostAuthors(filters, page, true);
  // The error can be closed like the grid's; a new failure (a later try) shows again.
  const [dismissedError, setDismissedError] = useState(0);
  const error =
    authors.isError && authors.errorUpdatedAt !== dismissedError ? (
      <QueryError
        query={authors}
        fallback={postFallbacks.load}
        title={postFallbacks.load}
        onDismiss={() => setDismissedError(authors.errorUpdatedAt)}
      />
    ) : null;

  if (authors.isPending)
    return (
      <Stack gap="md" aria-busy="true">
        <Text role="status" size="sm" c="gray.7">
          Cargando autores...
        </Text>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={180} radius="md" />
        ))}
      </Stack>
    );
  if (!authors.data) return error;

  const { items, pagination } = authors.data;
  const pages = Math.max(1, Math.ceil(pagination.total / AUTHORS_PAGE_SIZE));
  if (items.length === 0)
    return (
      <Stack gap="md">
        {error}
        <PostsEmptyState filtered={filtered} onCreate={onCreate} />
      </Stack>
    );

  return (
    <Stack gap="md" aria-busy={authors.isFetching}>
      {error}
      <Text size="sm" c="gray.7">
        {formatCount(pagination.total)} {pagination.total === 1 ? 'autor' : 'autores'}
      </Text>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((group) => (
          <AuthorGroup
            key={group.author.id}
            group={group}
            typeLabel={typeLabel}
            onViewAll={onViewAll}
            onDetails={onDetails}
          />
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center">
          <Pager pages={pages} page={page} onChange={onPageChange} />
        </Group>
      )}
    </Stack>
  );
}

function AuthorGroup({
  group,
  typeLabel,
  onViewAll,
  onDetails,
}: {
  group: PostAuthorGroup;
  typeLabel: PostsByUserProps['typeLabel'];
  onViewAll: PostsByUserProps['onViewAll'];
  onDetails: PostsByUserProps['onDetails'];
}) {
  const { author } = group;
  const headingId = `author-${author.id}`;
  const more = group.postsCount > group.posts.length;
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <AuthorAvatar author={author} size={40} />
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId}>
              {author.name}
            </Title>
            <Group gap={6} wrap="wrap">
              {author.role && (
                <Badge
                  variant="light"
                  color="violet"
                  c={badgeTextColor('violet')}
                  tt="none"
                  fw={600}
                  size="sm"
                >
                  {roleLabels[author.role]}
                </Badge>
              )}
              <Text size="xs" c="gray.7">
                {formatCount(group.postsCount)} {group.postsCount === 1 ? 'publicación' : 'publicaciones'} ·{' '}
                {formatCount(group.totalLikes)} me gusta · {formatCount(group.totalComments)} comentarios
              </Text>
            </Group>
          </div>
        </Group>
        {more && (
          <Button
            variant="light"
            size="compact-sm"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => onViewAll(author)}
            aria-label={`Ver todas las publicaciones de ${author.name} (${group.postsCount})`}
          >
            Ver todas ({group.postsCount})
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
        {group.posts.map((post) => (
          <UnstyledButton
            key={post.id}
            onClick={() => onDetails(post)}
            aria-label={`Ver detalles de ${postName(post)}`}
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
              padding: 'var(--mantine-spacing-xs)',
              background: post.isActive ? undefined : 'var(--mantine-color-gray-1)',
              minWidth: 0,
            }}
          >
            <Group gap={4} justify="space-between" wrap="nowrap">
              <PostTypeBadge type={post.type} label={typeLabel(post.type)} />
              <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {post.isActive ? formatDate(post.publishedAt) : 'Eliminado'}
              </Text>
            </Group>
            <Text size="sm" lineClamp={1} mt={4} fw={post.title ? 600 : undefined}>
              {postName(post)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
