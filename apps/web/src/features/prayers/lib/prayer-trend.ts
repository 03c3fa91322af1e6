import type { PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** A trend bucket's name: its day ('5 nov'), the week from its Monday ('sem. 3 nov') or its month ('nov 2026'). */
export function bucketLabel(start: string, granularity: PrayerStats['granularity']): string {
  const d = dayjs(start.slice(0, 10)).locale('es');
  if (granularity === 'month') return d.format('MMM YYYY');
  if (granularity === 'week') return `sem. ${d.format('D MMM')}`;
  return d.format('D MMM');
}

export interface TrendPoint {
  label: string;
  total: number;
  answered: number;
}

/** The trend as the chart and its table read it, oldest first. */
export function trendPoints(stats: Pick<PrayerStats, 'trend' | 'granularity'>): TrendPoint[] {
  return stats.trend.map((b) => ({
    label: bucketLabel(b.start, stats.granularity),
    total: b.total,
    answered: b.answered,
  }));
}

/** The table's heading of the bucket column. */
export const granularityLabels: Record<PrayerStats['granularity'], string> = {
  day: 'Día',
  week: 'Semana',
  month: 'Mes',
};
