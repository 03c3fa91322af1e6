import type { EventsOverview } from '@koinonia/shared/events/events-read.schemas';
import { QueryError } from '@koinonia/ui/components/query-error';
import { countOf, StatCardGrid, type StatCardItem } from '@koinonia/ui/components/stat-card';
import { formatOneDecimal } from '@koinonia/ui/format-number';
import { IconCalendarEvent, IconCalendarTime, IconChartBar, IconHeart } from '@tabler/icons-react';
import { eventFallbacks } from '../api/events-keys';
import { useEventsOverview } from '../api/get-events-overview';

const cards: StatCardItem<EventsOverview>[] = [
  { label: 'Total de eventos', color: 'violet', icon: IconCalendarEvent, value: countOf('totalEvents') },
  { label: 'Próximos eventos', color: 'blue', icon: IconCalendarTime, value: countOf('upcomingEvents') },
  { label: 'Total de interesados', color: 'pink', icon: IconHeart, value: countOf('totalInterested') },
  {
    label: 'Interés promedio por evento',
    color: 'teal',
    icon: IconChartBar,
    value: (o) => formatOneDecimal(o.averageInterestPerEvent),
  },
];

/** The overview cards (spec §2, §3), with their loading and error (retry) states. */
export function EventsOverviewCards() {
  const overview = useEventsOverview();
  if (overview.isError && !overview.data)
    return (
      <QueryError
        query={overview}
        fallback={eventFallbacks.overview}
        title={eventFallbacks.overview}
        size="sm"
      />
    );
  return (
    <StatCardGrid label="Resumen de eventos" cards={cards} data={overview.data} busy={overview.isPending} />
  );
}
