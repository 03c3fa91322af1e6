import { bogotaDay } from '@koinonia/shared/common/days';
import { addDays, isoWeekOf, isoWeekStart } from '@koinonia/shared/common/weeks';
import type { CellHealth } from '@koinonia/shared/groups/cell-health.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatCardGrid, type StatCardItem } from '@koinonia/ui/components/stat-card';
import { formatCount } from '@koinonia/ui/format-number';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconCircleCheck,
  IconCircleX,
  IconClipboardCheck,
  IconClipboardX,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { CELLS_LOAD_FALLBACK, useCellHealth } from '../api/cell-life';
import { shortDay } from '../lib/short-day';

// The chart (recharts) loads with the cells' tab only, in a chunk of its own.
const CellsWeeksChart = lazy(() =>
  import('./cells-weeks-chart').then((m) => ({ default: m.CellsWeeksChart })),
);

const cards: StatCardItem<CellHealth['totals']>[] = [
  {
    label: 'Reportaron',
    color: 'blue',
    icon: IconClipboardCheck,
    value: (t) => `${formatCount(t.reported)} de ${formatCount(t.cells)}`,
  },
  { label: 'Se reunieron', color: 'teal', icon: IconCircleCheck, value: (t) => formatCount(t.met) },
  { label: 'No se reunieron', color: 'orange', icon: IconCircleX, value: (t) => formatCount(t.notMet) },
  { label: 'Sin reporte', color: 'red', icon: IconClipboardX, value: (t) => formatCount(t.notReported) },
  { label: 'Asistencia', color: 'violet', icon: IconUsers, value: (t) => formatCount(t.attendance) },
  { label: 'Visitantes', color: 'grape', icon: IconUserPlus, value: (t) => formatCount(t.visitors) },
];

type SectorRow = CellHealth['sectors'][number];

const sectorColumns: ListColumn<SectorRow>[] = [
  {
    key: 'sector',
    header: 'Sector',
    role: 'title',
    cell: (s) => (
      <Group gap={8} wrap="nowrap">
        <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: s.sector.color }} />
        <Text size="sm" fw={600}>
          {s.sector.name}
        </Text>
      </Group>
    ),
  },
  { key: 'cells', header: 'Células', cell: (s) => formatCount(s.cells) },
  { key: 'reported', header: 'Reportaron', cell: (s) => formatCount(s.reported) },
  { key: 'met', header: 'Se reunieron', cell: (s) => formatCount(s.met) },
  { key: 'notMet', header: 'No se reunieron', cell: (s) => formatCount(s.notMet) },
  {
    key: 'notReported',
    header: 'Sin reporte',
    cell: (s) =>
      s.notReported > 0 ? (
        <Badge color="red" variant="light" c={badgeTextColor('red')}>
          {formatCount(s.notReported)}
        </Badge>
      ) : (
        '0'
      ),
  },
  { key: 'attendance', header: 'Asistencia', cell: (s) => formatCount(s.attendance) },
  { key: 'visitors', header: 'Visitantes', cell: (s) => formatCount(s.visitors) },
];

/** The week's summary: the cards, the 8 weeks before in a chart, and the week by sector. */
export function CellsWeek({
  week,
  onWeekChange,
}: {
  week: string | undefined;
  onWeekChange: (w: string) => void;
}) {
  const today = bogotaDay(new Date());
  const current = isoWeekOf(today);
  // The week of yesterday by default: on a Monday, the week that just ended, with its meetings.
  const health = useCellHealth(week ?? isoWeekOf(addDays(today, -1)));
  const data = health.data;
  const shown = data?.week ?? week ?? current;
  const move = (weeks: number) =>
    onWeekChange(isoWeekOf(addDays(isoWeekStart(shown) ?? bogotaDay(new Date()), 7 * weeks)));

  if (health.isError && !data)
    return <QueryError query={health} title="Error al cargar la semana" fallback={CELLS_LOAD_FALLBACK} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4" id="cells-week-title">
          {data ? `Semana del ${shortDay(data.start)} al ${shortDay(data.end)}` : 'Semana'}
          {shown === current && (
            <Badge
              ml="xs"
              variant="light"
              color="blue"
              c={badgeTextColor('blue')}
              style={{ verticalAlign: 'middle' }}
            >
              Esta semana
            </Badge>
          )}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label="Semana anterior" onClick={() => move(-1)}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Semana siguiente"
            onClick={() => move(1)}
            disabled={shown >= current}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <StatCardGrid label="Resumen de la semana" cards={cards} data={data?.totals} busy={health.isFetching} />
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm" id="cells-weeks-chart">
          Asistencia y reportes, últimas 9 semanas
        </Title>
        {data ? (
          <Suspense fallback={<LoadingSpinner label="Cargando gráfica" />}>
            <CellsWeeksChart weeks={data.weeks} labelledBy="cells-weeks-chart" />
          </Suspense>
        ) : (
          <LoadingSpinner label="Cargando gráfica" />
        )}
      </Paper>
      <div>
        <Title order={3} size="h5" mb="xs" id="cells-by-sector">
          Por sector
        </Title>
        {data && data.sectors.length === 0 ? (
          <Text c="gray.7" size="sm">
            Aún no hay células activas.
          </Text>
        ) : (
          <ResponsiveList
            items={data?.sectors ?? []}
            columns={sectorColumns}
            getKey={(s) => s.sector.id}
            getLabel={(s) => s.sector.name}
            labelledBy="cells-by-sector"
            loading={!data}
            placeholderCount={3}
            busy={health.isFetching}
            tableProps={{ striped: true }}
          />
        )}
      </div>
    </Stack>
  );
}
