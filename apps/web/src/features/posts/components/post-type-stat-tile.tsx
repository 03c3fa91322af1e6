import type { PostStats } from '@koinonia/shared/posts/posts.schemas';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { Group, Paper, Text } from '@mantine/core';
import { IconHeart, IconMessageCircle } from '@tabler/icons-react';
import { typeShare } from '../lib/post-stats';
import { PostTypeIcon, typeVisuals } from './post-type-visuals';

/** One type's tile of the statistics panel: its count, its share of the total, its likes and comments. */
export function PostTypeStatTile({
  stat,
  label,
  totalPosts,
}: {
  stat: PostStats['byType'][number];
  label: string | undefined;
  totalPosts: number;
}) {
  const v = typeVisuals(stat.type, label);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      style={{ borderInlineStart: `4px solid ${v.color}` }}
      data-testid={`post-type-stat-${stat.type}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PostTypeIcon type={stat.type} size={30} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {v.label}
            </Text>
            <Text fw={700} size="sm">
              {formatCount(stat.count)}
            </Text>
          </Group>
          <Text size="xs" c="gray.7">
            {formatOneDecimal(typeShare(stat.count, totalPosts))} % del total
          </Text>
          <Group gap="sm" mt={2}>
            <Group gap={4} wrap="nowrap">
              <IconHeart size={12} aria-hidden />
              <Text size="xs" c="gray.7">
                {formatCount(stat.totalLikes)} me gusta
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconMessageCircle size={12} aria-hidden />
              <Text size="xs" c="gray.7">
                {formatCount(stat.totalComments)} comentarios
              </Text>
            </Group>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
