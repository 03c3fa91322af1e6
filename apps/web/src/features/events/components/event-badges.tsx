import {
  eventCategoryInfo,
  eventStatusColors,
  eventStatusLabel,
} from '@koinonia/shared/events/events.labels';
import type { EventStatus } from '@koinonia/shared/events/events.schemas';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge } from '@mantine/core';

/** The status badge (spec §4): its label, 'Desconocido' for any other value. */
export function EventStatusBadge({ status }: { status: string }) {
  const color = eventStatusColors[status as EventStatus] ?? 'gray';
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)}>
      {eventStatusLabel(status)}
    </Badge>
  );
}

/** The category with its emoji and colour (spec §3). */
export function EventCategoryBadge({ category }: { category: EventItem['category'] }) {
  const info = eventCategoryInfo[category] ?? eventCategoryInfo.default;
  return (
    <Badge component="span" variant="outline" color={info.color} c={badgeTextColor(info.color)} tt="none">
      <span aria-hidden>{info.emoji}</span> {info.name}
    </Badge>
  );
}
