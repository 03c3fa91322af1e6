import type { EventsOverview } from '@koinonia/shared/events/events-read.schemas';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatCardGrid, type StatCardItem } from '@koinonia/ui/components/stat-card';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { IconCalendarEvent, IconCalendarTime, IconChartBar, IconHeart } from '@tabler/icons-react';
import { eventFallbacks } from '../api/events-keys';
import { useEventsOverview } from '../api/get-events-overview';

type Count = 'totalEvents' | 'upcomingEvents' | 'totalInterested';
const count = (key: Count) => (o: EventsOverview) => formatCount(o[key]);

const cards: StatCardItem<EventsOverview>[] = [
  { label: 'Total de eventos', color: 'violet', icon: IconCalendarEvent, value: count('totalEvents') },
  { label: 'Próximos eventos', color: 'blue', icon: IconCalendarTime, value: count('upcomingEvents') },
  { label: 'Total de interesados', color: 'pink', icon: IconHeart, value: count('totalInterested') },
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
