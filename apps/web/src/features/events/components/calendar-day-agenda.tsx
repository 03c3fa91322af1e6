import { formatEventTime } from '@koinonia/shared/events/events.labels';
import type { EventsCalendar } from '@koinonia/shared/events/events-read.schemas';
import { Badge, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { dayLabel } from '../lib/event-calendar';
import { EventCategoryBadge } from './event-badges';
import classes from './events-calendar.module.css';

type CalendarEvent = EventsCalendar['items'][number];

interface CalendarDayAgendaProps {
  day: string;
  events: CalendarEvent[];
  onOpen: (eventId: string) => void;
}

/** A phone's chosen day under the month: its events in time order (time, title, category), each opens. */
export function CalendarDayAgenda({ day, events, onOpen }: CalendarDayAgendaProps) {
  const name = dayLabel(day);
  const headingId = `agenda-${day}`;
  return (
    <section aria-labelledby={headingId} className={classes.agenda}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {name.charAt(0).toUpperCase() + name.slice(1)}
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="gray.7">
          No hay eventos este día.
        </Text>
      ) : (
        <ul className={classes.agendaList} aria-label={`Eventos del ${name}`}>
          {events.map((e) => (
            <li key={e.id}>
              <UnstyledButton
                className={classes.agendaItem}
                data-inactive={!e.isActive || undefined}
                onClick={() => onOpen(e.id)}
              >
                <Text component="span" size="sm" fw={700} className={classes.agendaTime}>
                  <time dateTime={`${day}T${e.eventTime}`}>{formatEventTime(e.eventTime)}</time>
                </Text>
                <span className={classes.agendaBody}>
                  <Text component="span" fw={600} size="sm" display="block" className={classes.agendaTitle}>
                    {e.title}
                  </Text>
                  <Group component="span" gap={4} mt={4} wrap="wrap">
                    <EventCategoryBadge category={e.category} />
                    {!e.isActive && (
                      <Badge component="span" variant="filled" color="gray.7">
                        Oculto
                      </Badge>
                    )}
                  </Group>
                </span>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
