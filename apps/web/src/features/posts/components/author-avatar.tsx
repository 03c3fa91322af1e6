import type { PostAuthor } from '@koinonia/shared/posts/posts.schemas';
import { initialsOf } from '@koinonia/ui/initials';
import { Avatar } from '@mantine/core';
import { usePostImageUrl } from '../lib/use-post-image-url';

/** The author's photo, or their initials when they have none [proposed] (decorative: the name is beside it). */
export function AuthorAvatar({
  author,
  size = 32,
}: {
  author: Pick<PostAuthor, 'name' | 'avatar'>;
  size?: number;
}) {
  const src = usePostImageUrl()(author.avatar, 'avatars');
  return (
    <Avatar src={src || null} size={size} radius="xl" color="violet" alt="" aria-hidden>
      {initialsOf(author.name)}
    </Avatar>
  );
}
