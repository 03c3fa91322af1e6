import { postTypeInfo } from '@koinonia/shared/posts/posts.labels';
import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { Badge, ThemeIcon } from '@mantine/core';
import {
  IconBuildingChurch,
  IconCake,
  IconCalendarEvent,
  IconConfetti,
  IconDots,
  IconHandLoveYou,
  IconHeart,
  IconMessageHeart,
  IconPray,
  IconSpeakerphone,
  IconTrophy,
  type TablerIcon,
} from '@tabler/icons-react';

const icons: Record<string, TablerIcon> = {
  speakerphone: IconSpeakerphone,
  cake: IconCake,
  heart: IconHeart,
  trophy: IconTrophy,
  pray: IconPray,
  'message-heart': IconMessageHeart,
  confetti: IconConfetti,
  'calendar-event': IconCalendarEvent,
  'building-church': IconBuildingChurch,
  'hand-love-you': IconHandLoveYou,
  dots: IconDots,
};

/** The type's label, icon and colour (shared labels), with a fallback for an unknown value. */
export function typeVisuals(type: string, label?: string) {
  const info = postTypeInfo[type as PostType] ?? postTypeInfo.OTHER;
  return { label: label ?? info.label, color: info.color, Icon: icons[info.icon] ?? IconDots };
}

/** The type's icon on a tint of its colour (decorative: the label is always written next to it). */
export function PostTypeIcon({ type, size = 32 }: { type: string; size?: number }) {
  const { color, Icon } = typeVisuals(type);
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden>
      <Icon size={Math.round(size * 0.6)} aria-hidden />
    </ThemeIcon>
  );
}

/** The type badge: a light tint of its colour, its icon, and dark text (AA contrast on any colour). */
export function PostTypeBadge({ type, label }: { type: string; label?: string }) {
  const v = typeVisuals(type, label);
  return (
    <Badge
      variant="light"
      color={v.color}
      c="dark.8"
      tt="none"
      fw={600}
      leftSection={<v.Icon size={14} color={v.color} aria-hidden />}
      style={{ maxWidth: '100%' }}
    >
      {v.label}
    </Badge>
  );
}
