import type { PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import { AreaChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import { ChartTable } from '../../../components/chart-table';
import { granularityLabels, trendPoints } from '../lib/prayer-trend';

const series = [
  { name: 'total', label: 'Peticiones', color: 'violet.6' },
  { name: 'answered', label: 'Respondidas', color: 'green.6' },
];

/**
 * The period's trend: prayers and answered per bucket. The chart is hidden from screen readers, which
 * read the same numbers in a visually hidden table.
 */
export function TrendChart({ stats }: { stats: PrayerStats }) {
  const points = trendPoints(stats);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm" id="prayer-trend-title">
        Tendencia del periodo
      </Title>
      {points.length === 0 ? (
        <Text size="sm" c="gray.7">
          Sin datos en este periodo.
        </Text>
      ) : (
        <>
          <div aria-hidden inert>
            <AreaChart
              h={220}
              data={points}
              dataKey="label"
              series={series}
              curveType="monotone"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              tickLine="none"
              gridAxis="x"
              withDots={false}
              fillOpacity={0.25}
              yAxisProps={{ allowDecimals: false, width: 32 }}
              areaChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <ChartTable
            labelledBy="prayer-trend-title"
            columns={[granularityLabels[stats.granularity], 'Peticiones', 'Respondidas']}
            rows={points.map((p) => ({ label: p.label, figures: [p.total, p.answered] }))}
          />
        </>
      )}
    </Paper>
  );
}
