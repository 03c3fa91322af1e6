import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { postTypeEmoji, postTypeLabel } from '../lib/post-visuals';
import classes from './post-card.module.css';

/** The post's type: its emoji (decorative) and Spanish label. */
export function PostTypeBadge({ type }: { type: PostType }) {
  return (
    <span className={classes.badge}>
      <span aria-hidden>{postTypeEmoji[type] ?? postTypeEmoji.OTHER}</span>
      {postTypeLabel(type)}
    </span>
  );
}
