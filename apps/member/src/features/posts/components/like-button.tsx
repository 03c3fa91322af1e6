import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useToggleLike } from '../api/toggle-like';

/**
 * «Me gusta»: a toggle (aria-pressed) with the post's count. The screen changes at once; a failure
 * puts it back and says why (a toast). A tap while the last one is on its way waits for it.
 */
export function LikeButton({ post }: { post: FeedPost }) {
  const toggle = useToggleLike(post.id);
  const on = post.likedByMe;
  return (
    <Button
      variant={on ? 'light' : 'subtle'}
      color={on ? 'pink' : 'gray'}
      c={on ? 'pink.9' : 'gray.8'}
      mih={44}
      px="sm"
      aria-pressed={on}
      leftSection={on ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate();
      }}
    >
      Me gusta
      <span data-testid="like-count" style={{ marginInlineStart: 6, fontVariantNumeric: 'tabular-nums' }}>
        {post.likesCount}
      </span>
    </Button>
  );
}
