import { eventTexts } from '@koinonia/shared/events/events.labels';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { ErrorBanner } from '@koinonia/ui/components/error-banner';
import { LoadError } from '@koinonia/ui/components/load-error';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { loadMoreProps } from '@koinonia/ui/load-more-query';
import { useSession } from '@koinonia/ui/use-session';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarMonth, IconList, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { eventFallbacks } from '../api/events-keys';
import { useEventsList } from '../api/get-events';
import { EventFormModal } from '../components/event-form-modal';
import { EventStatisticsModal } from '../components/event-statistics-modal';
import { EventViewModal } from '../components/event-view-modal';
import { EventsEmptyState, EventsList, EventsListSkeleton } from '../components/events-list';
import { EventsOverviewCards } from '../components/events-overview';
import { useEventActions } from '../lib/use-event-actions';

// The month grid loads when its tab is first opened.
const EventsCalendar = lazy(() =>
  import('../components/events-calendar').then((m) => ({ default: m.EventsCalendar })),
);

const PAGE_TITLE = 'Gestión de Eventos';

/** The events management page (/events, spec §2): needs a session (spec §6). */
export function EventsPage() {
  usePageTitle(PAGE_TITLE);
  const session = useSession();
  if (!session)
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {PAGE_TITLE}
        </Title>
        <StatusAlert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          {eventTexts.noSession}
        </StatusAlert>
      </Container>
    );
  return <EventsManagement />;
}

type View = 'list' | 'calendar';

function EventsManagement() {
  const [view, setView] = useState<View>('list');
  const [banner, setBanner] = useState<string | null>(null);
  const [dismissedLoadError, setDismissedLoadError] = useState(0);
  // The form: closed (undefined), a new event (null) or the event edited.
  const [editing, setEditing] = useState<EventItem | null | undefined>(undefined);
  const [statsFor, setStatsFor] = useState<EventItem | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const actions = useEventActions(setBanner);
  const list = useEventsList();
  const events = list.data?.items ?? [];
  const loadError = list.isError && list.errorUpdatedAt !== dismissedLoadError;
  const openNew = () => setEditing(null);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{PAGE_TITLE}</Title>
            <Text c="gray.7">Crea, publica y sigue el interés de los eventos de la comunidad.</Text>
          </div>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew}>
            Crear Evento
          </Button>
        </Group>

        {banner && <ErrorBanner message={banner} onClose={() => setBanner(null)} />}
        {loadError && (
          <LoadError
            title={eventFallbacks.load}
            message={errorMessage(list.error, eventFallbacks.load)}
            onRetry={() => (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
            retrying={list.isFetching}
            onDismiss={() => setDismissedLoadError(list.errorUpdatedAt)}
          />
        )}

        <EventsOverviewCards />

        <Tabs value={view} onChange={(v) => v && setView(v as View)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="list" leftSection={<IconList size={16} aria-hidden />}>
              Lista
            </Tabs.Tab>
            <Tabs.Tab value="calendar" leftSection={<IconCalendarMonth size={16} aria-hidden />}>
              Calendario
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list">
            {list.isPending && !list.isError ? (
              <EventsListSkeleton />
            ) : list.isSuccess && events.length === 0 ? (
              <EventsEmptyState onCreate={openNew} />
            ) : events.length > 0 ? (
              <div aria-busy={list.isFetching && !list.isFetchingNextPage}>
                <EventsList
                  events={events}
                  total={list.data?.total ?? events.length}
                  {...loadMoreProps(list)}
                  busyId={actions.busyId}
                  onEdit={setEditing}
                  onStatistics={setStatsFor}
                  onToggleActive={actions.toggleActive}
                  onDelete={(event) => actions.askDelete(event)}
                />
              </div>
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="calendar">
            <Suspense fallback={<LoadingSpinner label="Cargando calendario" />}>
              <EventsCalendar onOpen={setViewingId} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <EventFormModal
        opened={editing !== undefined}
        item={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <EventStatisticsModal event={statsFor} onClose={() => setStatsFor(null)} />
      <EventViewModal
        eventId={viewingId}
        onClose={() => setViewingId(null)}
        onEdit={(event) => {
          setViewingId(null);
          setEditing(event);
        }}
        onStatistics={(event) => {
          setViewingId(null);
          setStatsFor(event);
        }}
      />
    </Container>
  );
}
