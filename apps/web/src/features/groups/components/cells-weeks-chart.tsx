// A chunk of its own (React.lazy in the cells' tab), with the charts and their styles.
import '@mantine/charts/styles.layer.css';
import type { CellHealth } from '@koinonia/shared/groups/cell-health.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { BarChart } from '@mantine/charts';
import { ChartTable } from '../../../components/chart-table';
import { shortDay } from '../lib/short-day';

/** Each week's attendance and visitors (bars), for sighted people; the same figures in a hidden table. */
export function CellsWeeksChart({ weeks, labelledBy }: { weeks: CellHealth['weeks']; labelledBy: string }) {
  const data = weeks.map((w) => ({
    label: shortDay(w.start),
    attendance: w.attendance,
    visitors: w.visitors,
  }));
  return (
    <>
      <div aria-hidden inert>
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          type="stacked"
          series={[
            { name: 'attendance', label: 'Asistencia', color: 'violet.6' },
            { name: 'visitors', label: 'Visitantes', color: 'grape.4' },
          ]}
          withLegend
          tickLine="y"
          yAxisProps={{ allowDecimals: false, width: 40 }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <ChartTable
        labelledBy={labelledBy}
        columns={['Semana', 'Células que reportaron', 'Se reunieron', 'Asistencia', 'Visitantes']}
        rows={weeks.map((w) => ({
          label: `Semana del ${shortDay(w.start)}`,
          figures: [
            formatCount(w.reported),
            formatCount(w.met),
            formatCount(w.attendance),
            formatCount(w.visitors),
          ],
        }))}
      />
    </>
  );
}
