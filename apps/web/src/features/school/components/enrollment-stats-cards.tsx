import type { EnrollmentStats } from '@koinonia/shared/school/school-read.schemas';
import { DetailGrid } from '@koinonia/ui/components/detail-grid';
import { QueryError } from '@koinonia/ui/components/query-error';
import { formatCount } from '@koinonia/ui/format-number';
import { Paper, Skeleton, Text } from '@mantine/core';
import { usePhone } from '../../../lib/use-phone';
import { useEnrollmentStats } from '../api/get-enrollments';
import { schoolFallbacks } from '../lib/school-texts';

const cards: { key: keyof EnrollmentStats; label: string; color: string }[] = [
  { key: 'pending', label: 'Pendientes', color: 'yellow' },
  { key: 'confirmed', label: 'Confirmadas', color: 'green' },
  { key: 'waitlist', label: 'Lista de espera', color: 'orange' },
  { key: 'rejected', label: 'Rechazadas', color: 'red' },
  { key: 'completed', label: 'Completadas', color: 'blue' },
  { key: 'total', label: 'Total', color: 'violet' },
];

/**
 * The enrollment stats cards (spec §2, §3: pending, confirmed, waitlist, rejected, completed, total):
 * three to a row on a phone, so the list starts in the first screen.
 */
export function EnrollmentStatsCards() {
  const stats = useEnrollmentStats();
  const phone = usePhone();
  if (stats.isError && !stats.data)
    return <QueryError query={stats} fallback={schoolFallbacks.enrollmentStats} size="sm" />;
  return (
    <DetailGrid
      min={phone ? 100 : 130}
      aria-label="Estadísticas de inscripciones"
      aria-busy={stats.isPending}
    >
      {cards.map((card) => (
        <Paper
          key={card.key}
          withBorder
          radius="md"
          px={{ base: 6, sm: 'sm' }}
          py={{ base: 4, sm: 'sm' }}
          style={{ borderInlineStart: `4px solid var(--mantine-color-${card.color}-6)` }}
        >
          <Text component="dt" size="xs" fw={600} c="gray.7" lh={1.35}>
            {card.label}
          </Text>
          <Text component="dd" m={0} fz={{ base: 'lg', sm: 'xl' }} fw={700} lh={1.25}>
            {stats.data ? (
              formatCount(stats.data[card.key])
            ) : (
              <Skeleton h={24} w={40} mt={4} component="span" display="block" />
            )}
          </Text>
        </Paper>
      ))}
    </DetailGrid>
  );
}
