import { errorMessage } from '@koinonia/ui/api-client';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { loadMoreProps } from '@koinonia/ui/load-more-query';
import { Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect } from 'react';
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
  const more = loadMoreProps(list);

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
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Próximos eventos"
        >
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </Stack>
      )}
      {list.isFetchNextPageError && (
        <Text role="alert" size="sm" c="red.9" ta="center">
          {errorMessage(list.error, 'No se pudieron cargar más eventos.')}
        </Text>
      )}
      {more.hasMore && (
        <LoadMore
          loading={more.loadingMore}
          onLoadMore={more.onLoadMore}
          label={`Cargar más (${Math.max(0, total - events.length)} restantes)`}
          loadingLabel="Cargando más eventos..."
        />
      )}
      {!list.isPending && <CalendarSubscription />}
    </Stack>
  );
}
