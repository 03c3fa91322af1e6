// A chunk of its own (React.lazy in the cell's page), with the charts and their styles.
import '@mantine/charts/styles.layer.css';
import type { Meeting } from '@koinonia/shared/groups/cell-life.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { BarChart } from '@mantine/charts';
import { ChartTable } from '../../../components/chart-table';
import { formatDate } from '../../../lib/format-date';
import { shortDay } from '../lib/short-day';

/** Attendance and visitors of each meeting shown, oldest first; the same figures in a hidden table. */
export function CellAttendanceChart({ meetings, labelledBy }: { meetings: Meeting[]; labelledBy: string }) {
  const shown = [...meetings].reverse();
  return (
    <>
      <div aria-hidden inert>
        <BarChart
          h={200}
          data={shown.map((m) => ({
            label: shortDay(m.date),
            attendance: m.attendanceCount,
            visitors: m.visitors.length,
          }))}
          dataKey="label"
          type="stacked"
          series={[
            { name: 'attendance', label: 'Asistentes', color: 'violet.6' },
            { name: 'visitors', label: 'Visitantes', color: 'grape.4' },
          ]}
          withLegend
          tickLine="y"
          yAxisProps={{ allowDecimals: false, width: 32 }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <ChartTable
        labelledBy={labelledBy}
        columns={['Reunión', 'Asistentes', 'Visitantes']}
        rows={shown.map((m) => ({
          label: formatDate(m.date),
          figures: [m.held ? formatCount(m.attendanceCount) : 'No se reunió', formatCount(m.visitors.length)],
        }))}
      />
    </>
  );
}
