import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { formatCount } from '@koinonia/ui/format-number';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus } from '@tabler/icons-react';
import { EventRow, type EventRowActions } from './event-row';

interface EventsListProps extends EventRowActions {
  events: EventItem[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  busyId: string | null;
  onLoadMore: () => void;
}

/** The compact rows, 'Mostrando X de Y eventos' and 'Cargar más' (the next page of 50). */
export function EventsList({
  events,
  total,
  hasMore,
  loadingMore,
  busyId,
  onLoadMore,
  ...actions
}: EventsListProps) {
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        aria-label="Eventos"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {events.map((event) => (
          <EventRow key={event.id} event={event} busy={busyId === event.id} {...actions} />
        ))}
      </Stack>
      <Text size="sm" c="gray.7" ta="center" aria-live="polite">
        Mostrando {formatCount(events.length)} de {formatCount(total)} eventos
      </Text>
      {hasMore && (
        <Button variant="light" loading={loadingMore} onClick={onLoadMore} style={{ alignSelf: 'center' }}>
          Cargar más
        </Button>
      )}
    </Stack>
  );
}

export function EventsListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Cargando eventos">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={110} radius="md" />
      ))}
    </Stack>
  );
}

/** No events yet: the empty state with its create button. */
export function EventsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={<IconCalendarEvent size={30} aria-hidden />}
      title="No hay eventos"
      text="Aún no hay eventos en la comunidad. Crea el primero para que los miembros lo vean en la aplicación."
      action={
        <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={onCreate}>
          Crear Primer Evento
        </Button>
      }
    />
  );
}
