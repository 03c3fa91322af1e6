import { prayerCategoryInfo } from '@koinonia/shared/prayers/prayers.labels';
import type { PrayerCategory } from '@koinonia/shared/prayers/prayers.schemas';
import { Badge } from '@mantine/core';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';

const badgeProps = { variant: 'light', c: 'dark.8', tt: 'none', fw: 600 } as const;

/** The category's emoji and label on a tint of its colour (dark text: AA on every tint). */
export function CategoryBadge({ category }: { category: PrayerCategory }) {
  const info = prayerCategoryInfo[category] ?? prayerCategoryInfo.OTHER;
  return (
    <Badge {...badgeProps} color={info.color} leftSection={<span aria-hidden>{info.emoji}</span>}>
      {info.label}
    </Badge>
  );
}

export function AnsweredBadge() {
  return (
    <Badge {...badgeProps} color="green" leftSection={<IconCheck size={12} aria-hidden />}>
      Respondida
    </Badge>
  );
}

export function AnonymousBadge() {
  return (
    <Badge {...badgeProps} color="gray" leftSection={<IconEyeOff size={12} aria-hidden />}>
      Anónima
    </Badge>
  );
}
