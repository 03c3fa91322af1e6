import type { PrayerPerson } from '@koinonia/shared/prayers/prayers.schemas';
import { initialsOf } from '@koinonia/ui/initials';
import { Avatar } from '@mantine/core';
import { personName, prayerAvatarUrl } from '../lib/prayer-people';

/** A person's photo, or their initials (decorative: the name is written beside it); '?' for no one. */
export function PersonAvatar({ person, size = 32 }: { person: PrayerPerson | null; size?: number }) {
  return (
    <Avatar
      src={prayerAvatarUrl(person?.avatar) || null}
      size={size}
      radius="xl"
      color={person ? 'violet' : 'gray'}
      alt=""
      aria-hidden
    >
      {person ? initialsOf(personName(person)) : '?'}
    </Avatar>
  );
}
