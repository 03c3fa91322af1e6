import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { Badge } from '@mantine/core';
import { postTypeEmoji, postTypeLabel } from '../lib/post-visuals';

/** The post's type: its emoji (decorative) and Spanish label. */
export function PostTypeBadge({ type }: { type: PostType }) {
  return (
    <Badge
      variant="light"
      color="violet"
      c="violet.9"
      tt="none"
      fw={600}
      leftSection={<span aria-hidden>{postTypeEmoji[type] ?? postTypeEmoji.OTHER}</span>}
      style={{ flexShrink: 0 }}
    >
      {postTypeLabel(type)}
    </Badge>
  );
}
