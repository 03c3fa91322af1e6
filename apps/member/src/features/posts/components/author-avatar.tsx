import type { PostAuthor } from '@koinonia/shared/posts/posts.schemas';
import { initialsOf } from '@koinonia/ui/initials';
import { useState } from 'react';
import { authorAvatarUrl } from '../lib/post-visuals';
import classes from './post-card.module.css';

/** The author's photo, or their initials (decorative: the name is always written beside it). */
export function AuthorAvatar({
  author,
  size = 40,
}: {
  author: Pick<PostAuthor, 'name' | 'avatar'>;
  size?: number;
}) {
  const src = authorAvatarUrl(author.avatar);
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={classes.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      aria-hidden
    >
      {src && !failed ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        initialsOf(author.name)
      )}
    </span>
  );
}
