import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { formatRelativeDate } from '../../../lib/format-date';
import { usePendingEnrollments } from '../api/get-enrollments';
import { schoolFallbacks } from '../lib/school-texts';
import { NameLines } from './name-lines';

// The charts (recharts) load when the summary is first shown, in a chunk of their own.
const SchoolStatsPanel = lazy(() =>
  import('./school-stats-panel').then((m) => ({ default: m.SchoolStatsPanel })),
);

/** The latest requests waiting for an answer, with a way to the enrollments tab. */
function PendingEnrollments({ onOpenEnrollments }: { onOpenEnrollments: () => void }) {
  const pending = usePendingEnrollments(5);
  const items = pending.data?.enrollments ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="school-pending-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h5" id="school-pending-title">
          Inscripciones pendientes recientes
        </Title>
        <Button
          variant="subtle"
          size="xs"
          rightSection={<IconArrowRight size={14} aria-hidden />}
          onClick={onOpenEnrollments}
        >
          Ver inscripciones
        </Button>
      </Group>
      {pending.isPending ? (
        <LoadingSpinner label="Cargando inscripciones pendientes" small />
      ) : pending.isError && !pending.data ? (
        <QueryError query={pending} fallback={schoolFallbacks.enrollments} size="sm" />
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          No hay inscripciones pendientes.
        </Text>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Inscripciones pendientes">
          {items.map((e) => (
            <li
              key={e.id}
              style={{ padding: '6px 0', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <NameLines name={e.userSnapshot.name} detail={e.course.title} />
                <Text size="xs" c="gray.7" component="time" dateTime={e.enrollmentDate}>
                  {formatRelativeDate(e.enrollmentDate)}
                </Text>
              </Group>
            </li>
          ))}
        </ul>
      )}
      {pending.data && pending.data.pagination.total > items.length && (
        <Text size="xs" c="gray.7" mt="xs">
          Y {pending.data.pagination.total - items.length} más por responder.
        </Text>
      )}
    </Paper>
  );
}

/** 'Resumen' (spec §2): the statistics panel and the requests waiting for an answer. */
export function SchoolOverviewTab({ onOpenEnrollments }: { onOpenEnrollments: () => void }) {
  return (
    <Stack gap="md">
      <Suspense fallback={<LoadingSpinner label="Cargando estadísticas" />}>
        <SchoolStatsPanel />
      </Suspense>
      <PendingEnrollments onOpenEnrollments={onOpenEnrollments} />
    </Stack>
  );
}
