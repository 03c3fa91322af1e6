import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect } from 'react';
import { GrowingList } from '../../../components/growing-list';
import { useEventsList } from '../api/events-list';
import { CalendarSubscription } from '../components/calendar-subscription';
import { EventCard } from '../components/event-card';

/** Eventos: the community's upcoming events, featured first, 'Cargar más' for the rest. */
export default function EventsPage() {
  useEffect(() => {
    document.title = 'Eventos · Koinonia';
  }, []);
  const list = useEventsList();
  const events = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Eventos
        </Title>
        <Text size="sm" c="gray.7">
          Lo que viene en tu comunidad
        </Text>
      </div>
      {list.isPending ? (
        <LoadingPanel text="Cargando eventos..." />
      ) : list.isError && events.length === 0 ? (
        <QueryError query={list} fallback="No se pudieron cargar los eventos." />
      ) : events.length === 0 ? (
        <EmptyState
          icon={<IconCalendarEvent size={28} aria-hidden />}
          title="No hay eventos próximos"
          text="Cuando tu comunidad publique un evento, aparecerá aquí."
        />
      ) : (
        <GrowingList
          query={list}
          items={events}
          total={total}
          label="Próximos eventos"
          gap="sm"
          render={(event) => <EventCard event={event} />}
          moreFailed="No se pudieron cargar más eventos."
          loadingMore="Cargando más eventos..."
        />
      )}
      {!list.isPending && <CalendarSubscription />}
    </Stack>
  );
}
