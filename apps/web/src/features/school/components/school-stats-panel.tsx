import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
// The statistics panel is a chunk of its own (React.lazy in the overview), with the charts and their
// styles: neither the login page nor the other tabs load recharts.
import '@mantine/charts/styles.layer.css';
import { courseCategoryLabels, courseLevelLabels } from '@koinonia/shared/school/school.labels';
import type { SchoolStats } from '@koinonia/shared/school/school-read.schemas';
import { QueryError } from '@koinonia/ui/components/query-error';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { BarChart } from '@mantine/charts';
import { Grid, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { ChartTable } from '../../../components/chart-table';
import { useSchoolStats } from '../api/get-school-summary';
import { schoolFallbacks } from '../lib/school-texts';

interface Bar {
  label: string;
  count: number;
}

/** One bar chart, hidden from screen readers, which read the same numbers in a visually hidden table. */
function CountChart({ id, title, bars, color }: { id: string; title: string; bars: Bar[]; color: string }) {
  // Whole courses: the axis ends at the largest count, not at a rounded-up 'nice' number.
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h5" mb="sm" id={id}>
        {title}
      </Title>
      {bars.length === 0 ? (
        <Text size="sm" c="gray.7">
          No hay cursos activos.
        </Text>
      ) : (
        <>
          <div aria-hidden inert>
            <BarChart
              h={Math.max(160, bars.length * 34)}
              data={bars}
              dataKey="label"
              orientation="vertical"
              series={[{ name: 'count', label: 'Cursos', color }]}
              gridAxis="none"
              tickLine="none"
              withTooltip={false}
              withBarValueLabel
              yAxisProps={{ width: 96 }}
              xAxisProps={{ allowDecimals: false, domain: [0, max], tickCount: Math.min(max, 5) + 1 }}
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <ChartTable
            labelledBy={id}
            columns={[title, 'Cursos']}
            rows={bars.map((b) => ({ label: b.label, figures: [b.count] }))}
          />
        </>
      )}
    </Paper>
  );
}

export function categoryBars(stats: SchoolStats): Bar[] {
  return stats.coursesByCategory
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((c) => ({ label: courseCategoryLabels[c.category], count: c.count }));
}

export function levelBars(stats: SchoolStats): Bar[] {
  return stats.coursesByLevel
    .filter((l) => l.count > 0)
    .map((l) => ({ label: courseLevelLabels[l.level], count: l.count }));
}

/** The statistics panel (spec §2, §3): courses by category and by level, the average enrollment rate. */
export function SchoolStatsPanel() {
  const stats = useSchoolStats();
  const data = stats.data;
  if (stats.isPending) return <LoadingSpinner label="Cargando estadísticas" />;
  if (!data) return <QueryError query={stats} fallback={schoolFallbacks.stats} />;
  const rate = Math.min(100, Math.max(0, data.averageEnrollmentRate));
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <CountChart
          id="school-by-category"
          title="Cursos por categoría"
          bars={categoryBars(data)}
          color="violet.6"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <CountChart id="school-by-level" title="Cursos por nivel" bars={levelBars(data)} color="teal.6" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Paper withBorder radius="md" p="md" h="100%">
          <Title order={3} size="h5" mb="sm">
            Tasa promedio de inscripción
          </Title>
          <Stack align="center" gap={4}>
            <RingProgress
              size={150}
              thickness={14}
              roundCaps
              sections={[{ value: rate, color: rate >= 80 ? 'green' : rate >= 40 ? 'violet' : 'orange' }]}
              label={
                <Text ta="center" fw={700} fz="xl">
                  {formatOneDecimal(data.averageEnrollmentRate)}%
                </Text>
              }
            />
            <Text size="xs" c="gray.7" ta="center">
              Cupos ocupados sobre la capacidad, en promedio por curso activo (
              {formatCount(data.coursesByLevel.reduce((sum, l) => sum + l.count, 0))} cursos)
            </Text>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
