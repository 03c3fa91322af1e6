import { roleLabels } from '@koinonia/shared/members/members.labels';
import type { PostDetails } from '@koinonia/shared/posts/posts.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { shortId } from '../lib/post-text';
import { usePostImageUrl } from '../lib/use-post-image-url';
import { AuthorAvatar } from './author-avatar';
import { PostTypeBadge } from './post-type-visuals';

/** The post as the details show it: type, state, short id, title, message, image and author. */
export function PostSummary({ post, typeLabel }: { post: PostDetails; typeLabel?: string }) {
  const src = usePostImageUrl()(post.imageUrl);
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <PostTypeBadge type={post.type} label={typeLabel} />
          {!post.isActive && (
            <Badge variant="light" color="red" c={badgeTextColor('red')} tt="none" fw={600}>
              Eliminado
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          ID: <span style={{ fontFamily: 'monospace' }}>…{shortId(post.id)}</span>
        </Text>
      </Group>
      {post.title && (
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Title>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {post.message}
      </Text>
      {src && <Image src={src} alt="Imagen de la publicación" radius="sm" mah={260} fit="contain" />}
      <Group gap="xs" wrap="nowrap">
        <AuthorAvatar author={post.author} size={32} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {post.author.name}
          </Text>
          <Text size="xs" c="gray.7">
            {post.author.role ? roleLabels[post.author.role] : 'Sin rol'} · {formatDateTime(post.publishedAt)}
          </Text>
        </div>
      </Group>
    </Stack>
  );
}

/** 'Información de administración': state, likes, comments, and who deleted it and when. */
export function AdminInfo({ post }: { post: PostDetails }) {
  const info = post.adminInfo;
  const rows: [string, string][] = [
    ['Estado', info.isDeleted ? 'Eliminado' : 'Activo'],
    ['Me gusta', String(info.totalLikes)],
    ['Comentarios', String(info.totalComments)],
  ];
  if (info.isDeleted) {
    rows.push(['Eliminado por', info.deletedBy?.name ?? '—']);
    rows.push(['Fecha de eliminación', formatDateTime(info.deletedAt)]);
  }
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" component="section" aria-labelledby="post-admin-title">
      <Title order={3} size="h5" id="post-admin-title" mb="xs">
        Información de administración
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" component="dl" style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
