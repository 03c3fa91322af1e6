import { formatEventDay, formatEventPrice, formatEventTime } from '@koinonia/shared/events/events.labels';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { DetailModal } from '@koinonia/ui/components/detail-modal';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconEdit } from '@tabler/icons-react';
import { eventFallbacks } from '../api/events-keys';
import { useEvent } from '../api/get-event';
import { interestedLabel } from '../lib/event-format';
import { EventCategoryBadge, EventStatusBadge } from './event-badges';
import { EventDetails } from './event-details';

interface EventViewModalProps {
  eventId: string | null;
  onClose: () => void;
  onEdit: (event: EventItem) => void;
  onStatistics: (event: EventItem) => void;
}

/** An event opened from the calendar (GET /{id}): its details, and its edit and statistics. */
export function EventViewModal({ eventId, onClose, onEdit, onStatistics }: EventViewModalProps) {
  const query = useEvent(eventId);
  return (
    <DetailModal
      opened={!!eventId}
      onClose={onClose}
      title={query.data?.title ?? 'Evento'}
      query={query}
      loadingLabel="Cargando evento"
      fallback={eventFallbacks.detail}
    >
      {(event) => (
        <Stack gap="sm">
          <Group gap={6}>
            <EventCategoryBadge category={event.category} />
            <EventStatusBadge status={event.status} />
            {!event.isActive && (
              <Text size="sm" fw={600}>
                Oculto
              </Text>
            )}
          </Group>
          <Text size="sm" c="gray.8">
            {formatEventDay(event.eventDate)} · {formatEventTime(event.eventTime)} ·{' '}
            {formatEventPrice(event.price)} · {interestedLabel(event.interestedCount)}
          </Text>
          <Text size="sm" c="gray.7">
            {event.summary}
          </Text>
          <EventDetails event={event} />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              leftSection={<IconChartBar size={18} aria-hidden />}
              onClick={() => onStatistics(event)}
            >
              Estadísticas
            </Button>
            <Button leftSection={<IconEdit size={18} aria-hidden />} onClick={() => onEdit(event)}>
              Editar
            </Button>
          </Group>
        </Stack>
      )}
    </DetailModal>
  );
}
