import type { EventsOverview } from '@koinonia/shared/events/events-read.schemas';
import { QueryError } from '@koinonia/ui/components/query-error';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
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
        <Paper key={card.label} withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color={card.color} visibleFrom="xs" aria-hidden>
              {card.icon}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="gray.7" lh={1.3}>
                {card.label}
              </Text>
              {overview.data ? (
                <Text fw={700} fz="xl" lh={1.3}>
                  {card.value(overview.data)}
                </Text>
              ) : (
                <Skeleton h={26} w={48} mt={4} />
              )}
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
