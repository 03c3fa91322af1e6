import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import plain from '../../../components/plain.module.css';
import { useToggleLike } from '../api/toggle-like';

/**
 * «Me gusta»: a toggle (aria-pressed) with the post's count. The screen changes at once; a failure
 * puts it back and says why (a toast). A tap while the last one is on its way waits for it.
 */
export function LikeButton({ post }: { post: FeedPost }) {
  const toggle = useToggleLike(post.id);
  const on = post.likedByMe;
  return (
    <button
      type="button"
      className={on ? `${plain.button} ${plain.pressed}` : plain.button}
      aria-pressed={on}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate();
      }}
    >
      {on ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      <span>
        Me gusta
        <span data-testid="like-count" style={{ marginInlineStart: 6, fontVariantNumeric: 'tabular-nums' }}>
          {post.likesCount}
        </span>
      </span>
    </button>
  );
}
