import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { ExportButtons } from '@koinonia/ui/components/export-buttons';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { LoadError } from '@koinonia/ui/components/load-error';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { formatCount } from '@koinonia/ui/format-number';
import { fetchMore } from '@koinonia/ui/load-more-query';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { eventFallbacks } from '../api/events-keys';
import { downloadInterestedExport } from '../api/export-interested';
import { useEventStatistics } from '../api/get-event-statistics';
import { interestedLabel } from '../lib/event-format';

/** The per-event statistics modal (spec §2, §3): its title, total, the people interested, and the export. */
export function EventStatisticsModal({ event, onClose }: { event: EventItem | null; onClose: () => void }) {
  return (
    <FormModal
      opened={!!event}
      onClose={onClose}
      title="Estadísticas del evento"
      size="lg"
      fullScreenBelow="36em"
    >
      {event && <EventStatistics event={event} />}
    </FormModal>
  );
}

function EventStatistics({ event }: { event: EventItem }) {
  const stats = useEventStatistics(event.id);
  const people = stats.data?.people ?? [];
  const total = stats.data?.totalInterested ?? event.interestedCount;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {stats.data?.eventTitle || event.title}
        </Text>
        <Text size="sm" c="gray.7" aria-live="polite">
          Total de interesados: <strong>{formatCount(total)}</strong>
        </Text>
      </div>
      <ExportButtons
        onExport={(format) => downloadInterestedExport(event.id, event.title, format)}
        fallback={eventFallbacks.export}
      />
      {stats.isPending ? (
        <LoadingSpinner label="Cargando interesados" small />
      ) : stats.isError && people.length === 0 ? (
        <QueryError query={stats} fallback={eventFallbacks.statistics} size="sm" />
      ) : people.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Text size="sm">Nadie ha mostrado interés en este evento todavía.</Text>
        </Paper>
      ) : (
        <ul aria-label="Personas interesadas" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {people.map((p) => (
            <li
              key={p.userId}
              style={{ padding: '6px 0', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Text>
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {p.email} · Registrado el{' '}
                <time dateTime={p.registeredAt}>{formatDateTime(p.registeredAt)}</time>
              </Text>
            </li>
          ))}
        </ul>
      )}
      {people.length > 0 && (
        <Text size="xs" c="gray.7">
          Mostrando {formatCount(people.length)} de {interestedLabel(total)}
        </Text>
      )}
      {stats.isError && people.length > 0 && (
        <LoadError
          size="sm"
          message={errorMessage(stats.error, eventFallbacks.statistics)}
          onRetry={() => stats.fetchNextPage()}
          retrying={stats.isFetchingNextPage}
        />
      )}
      {stats.hasNextPage && !stats.isError && (
        <Button variant="light" loading={stats.isFetchingNextPage} onClick={() => fetchMore(stats)}>
          Cargar más
        </Button>
      )}
    </Stack>
  );
}
