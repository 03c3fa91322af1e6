import type { EventsOverview } from '@koinonia/shared/events/events-read.schemas';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatCard } from '@koinonia/ui/components/stat-card';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { SimpleGrid } from '@mantine/core';
import { IconCalendarEvent, IconCalendarTime, IconChartBar, IconHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { eventFallbacks } from '../api/events-keys';
import { useEventsOverview } from '../api/get-events-overview';

interface Card {
  label: string;
  color: string;
  icon: ReactNode;
  value: (o: EventsOverview) => string;
}

const cards: Card[] = [
  {
    label: 'Total de eventos',
    color: 'violet',
    icon: <IconCalendarEvent size={22} aria-hidden />,
    value: (o) => formatCount(o.totalEvents),
  },
  {
    label: 'Próximos eventos',
    color: 'blue',
    icon: <IconCalendarTime size={22} aria-hidden />,
    value: (o) => formatCount(o.upcomingEvents),
  },
  {
    label: 'Total de interesados',
    color: 'pink',
    icon: <IconHeart size={22} aria-hidden />,
    value: (o) => formatCount(o.totalInterested),
  },
  {
    label: 'Interés promedio por evento',
    color: 'teal',
    icon: <IconChartBar size={22} aria-hidden />,
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
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      component="section"
      aria-label="Resumen de eventos"
      aria-busy={overview.isPending}
    >
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          color={card.color}
          icon={card.icon}
          value={overview.data ? card.value(overview.data) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
