import type { PostAuthor } from '@koinonia/shared/posts/posts.schemas';
import { initialsOf } from '@koinonia/ui/initials';
import { Avatar } from '@mantine/core';
import { authorAvatarUrl } from '../lib/post-visuals';

/** The author's photo, or their initials (decorative: the name is always written beside it). */
export function AuthorAvatar({
  author,
  size = 40,
}: {
  author: Pick<PostAuthor, 'name' | 'avatar'>;
  size?: number;
}) {
  return (
    <Avatar
      src={authorAvatarUrl(author.avatar)}
      size={size}
      radius="xl"
      color="violet"
      alt=""
      aria-hidden
      imageProps={{ loading: 'lazy', width: size, height: size }}
    >
      {initialsOf(author.name)}
    </Avatar>
  );
}
