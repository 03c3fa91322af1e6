import { roleLabels } from '@koinonia/shared/members/members.labels';
import type { Post } from '@koinonia/shared/posts/posts.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { IconAction } from '@koinonia/ui/components/icon-action';
import { Badge, Box, Group, Image, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconEye, IconHeart, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format-date';
import { postName } from '../lib/post-text';
import { usePostImageUrl } from '../lib/use-post-image-url';
import { AuthorAvatar } from './author-avatar';
import classes from './post-card.module.css';
import { PostTypeBadge } from './post-type-visuals';

export const POST_CARD_HEIGHT = 280;

interface PostCardProps {
  post: Post;
  typeLabel?: string;
  busy?: boolean;
  onDetails: (post: Post) => void;
  onDelete: (post: Post) => void;
  onRestore: (post: Post) => void;
}

/**
 * A post in the grid (spec section 2): 280 px high, type badge, title, image, message clamped to two
 * lines, author, date, likes and comments. A deleted post is faded, says 'Eliminado' and offers restore.
 */
export function PostCard({ post, typeLabel, busy, onDetails, onDelete, onRestore }: PostCardProps) {
  const src = usePostImageUrl()(post.imageUrl);
  const deleted = !post.isActive;
  const name = postName(post);
  // A deleted post offers to restore it; any other, to delete it.
  const removal = deleted
    ? { verb: 'Restaurar', color: 'green.9', Icon: IconArrowBackUp, onClick: onRestore }
    : { verb: 'Eliminar', color: 'red.9', Icon: IconTrash, onClick: onDelete };

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={classes.card}
      data-deleted={deleted || undefined}
      aria-label={`Publicación: ${name}${deleted ? ' (eliminada)' : ''}`}
      h={POST_CARD_HEIGHT}
    >
      <Group justify="space-between" gap={4} wrap="nowrap" className={classes.top}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <PostTypeBadge type={post.type} label={typeLabel} />
          {deleted && (
            <Badge variant="light" color="red" c={badgeTextColor('red')} tt="none" fw={600}>
              Eliminado
            </Badge>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          <IconAction
            tooltip="Ver detalles"
            color="gray.8"
            label={`Ver detalles de ${name}`}
            onClick={() => onDetails(post)}
          >
            <IconEye size={18} aria-hidden />
          </IconAction>
          <IconAction
            tooltip={removal.verb}
            color={removal.color}
            label={`${removal.verb} ${name}`}
            loading={busy}
            onClick={() => removal.onClick(post)}
          >
            <removal.Icon size={18} aria-hidden />
          </IconAction>
        </Group>
      </Group>

      <Box className={classes.body}>
        {src && (
          <Image src={src} alt="" h={84} radius="sm" fit="cover" className={classes.image} loading="lazy" />
        )}
        {post.title && (
          <Text fw={700} size="sm" truncate="end" mt={src ? 6 : 0}>
            {post.title}
          </Text>
        )}
        <Text size="sm" lineClamp={2} c="dark.6" mt={2} className={classes.message}>
          {post.message}
        </Text>
      </Box>

      <Group gap="xs" wrap="nowrap" className={classes.author}>
        <AuthorAvatar author={post.author} size={30} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate="end">
            {post.author.name}
          </Text>
          <Text size="xs" c="gray.7" truncate="end">
            {post.author.role ? roleLabels[post.author.role] : 'Sin rol'} ·{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </Text>
        </div>
        <Group gap={8} wrap="nowrap">
          <Group gap={2} wrap="nowrap" aria-label={`${post.likesCount} me gusta`} role="img">
            <IconHeart size={16} aria-hidden color="var(--mantine-color-pink-7)" />
            <Text size="xs" fw={600} aria-hidden>
              {post.likesCount}
            </Text>
          </Group>
          <Group gap={2} wrap="nowrap" aria-label={`${post.commentsCount} comentarios`} role="img">
            <IconMessageCircle size={16} aria-hidden color="var(--mantine-color-blue-7)" />
            <Text size="xs" fw={600} aria-hidden>
              {post.commentsCount}
            </Text>
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
