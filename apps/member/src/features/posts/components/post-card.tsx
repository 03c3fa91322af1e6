import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useWriter } from '../lib/may-write';
import { AuthorAvatar } from './author-avatar';
import { DeletePostButton } from './delete-post-button';
import { LikeButton } from './like-button';
import { PostPhoto } from './post-photo';
import { PostTime } from './post-time';
import { PostTypeBadge } from './post-type-badge';

function commentsLabel(count: number) {
  return count === 1 ? '1 comentario' : `${count} comentarios`;
}

/**
 * One post: its author and time, type, title, message, photo, «Me gusta» and comments. In the feed the
 * message is cut at six lines and the time and the comments open the post; on its own page
 * (`full`) everything shows. Its author may delete it.
 */
export function PostCard({
  post,
  full = false,
  firstScreen = false,
  onDeleted,
}: {
  post: FeedPost;
  full?: boolean;
  /** One of the feed's first posts: its photo loads at once. */
  firstScreen?: boolean;
  onDeleted?: () => void;
}) {
  const { userId, mayWrite } = useWriter();
  const own = mayWrite && post.author.id === userId;
  const to = `/comunidad/${post.id}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      data-testid="post-card"
      data-post-id={post.id}
      aria-label={post.title ?? `Publicación de ${post.author.name}`}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <AuthorAvatar author={post.author} />
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fw={600} size="sm" lineClamp={1}>
              {post.author.name}
            </Text>
            <Text size="xs" c="gray.7">
              {full ? (
                <PostTime value={post.publishedAt} />
              ) : (
                <Anchor component={Link} to={to} c="gray.7" size="xs" underline="hover">
                  <PostTime value={post.publishedAt} />
                </Anchor>
              )}
            </Text>
          </Stack>
          {own && <DeletePostButton postId={post.id} onDeleted={onDeleted} />}
        </Group>
        <Group gap="xs">
          <PostTypeBadge type={post.type} />
        </Group>
        {post.title && (
          <Title order={2} fz={full ? 'h3' : 'md'} lh={1.3}>
            {post.title}
          </Title>
        )}
        <Text
          size="sm"
          lineClamp={full ? undefined : 6}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {post.message}
        </Text>
        <PostPhoto value={post.imageUrl} fit={full ? 'contain' : 'cover'} eager={full || firstScreen} />
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <LikeButton post={post} />
          {full ? (
            <Text size="sm" c="gray.7" px="sm">
              {commentsLabel(post.commentsCount)}
            </Text>
          ) : (
            <Button
              component={Link}
              to={to}
              variant="subtle"
              color="gray"
              c="gray.8"
              mih={44}
              px="sm"
              leftSection={<IconMessageCircle size={20} aria-hidden />}
            >
              {commentsLabel(post.commentsCount)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
