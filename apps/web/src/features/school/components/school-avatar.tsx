import { initialsOf } from '@koinonia/ui/initials';
import { Avatar, type MantineSize } from '@mantine/core';

/** An instructor's photo, or their initials (decorative: the name is written beside it). */
export function SchoolAvatar({
  src,
  name,
  size = 'md',
}: {
  src: string | null;
  name: string;
  size?: MantineSize | number;
}) {
  return (
    <Avatar src={src} size={size} radius="xl" color="violet" alt="" aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
