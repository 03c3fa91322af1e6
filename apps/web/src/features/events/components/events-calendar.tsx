import { eventCategoryInfo, formatEventTime } from '@koinonia/shared/events/events.labels';
import type { EventsCalendar as CalendarData } from '@koinonia/shared/events/events-read.schemas';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { ActionIcon, Alert, Button, Group, Loader, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { usePhone } from '../../../lib/use-phone';
import { eventFallbacks } from '../api/events-keys';
import { useEventsCalendar } from '../api/get-events-calendar';
import {
  agendaDay,
  type CalendarCell,
  dayEventsLabel,
  dayLabel,
  dotsOf,
  eventsByDay,
  monthLabel,
  monthOf,
  shiftMonth,
  todayOf,
} from '../lib/event-calendar';
import { CalendarDayAgenda } from './calendar-day-agenda';
import { CalendarMonthGrid } from './calendar-month-grid';
import classes from './events-calendar.module.css';

type CalendarEvent = CalendarData['items'][number];

const categoryColor = (e: CalendarEvent) =>
  `var(--mantine-color-${(eventCategoryInfo[e.category] ?? eventCategoryInfo.default).color}-6)`;

/** A wide screen's day: its number and its events' titles, each a button that opens the event. */
function TitlesDay({
  cell,
  events,
  onOpen,
}: {
  cell: CalendarCell;
  events: CalendarEvent[];
  onOpen: (id: string) => void;
}) {
  return (
    <>
      <span className={classes.dayNumber} aria-hidden>
        {Number(cell.day.slice(8))}
      </span>
      <VisuallyHidden>{dayLabel(cell.day)}</VisuallyHidden>
      {events.map((e) => (
        <button
          key={e.id}
          type="button"
          className={classes.event}
          data-inactive={!e.isActive || undefined}
          title={`${formatEventTime(e.eventTime)} · ${e.title}`}
          aria-label={`${e.title}, ${dayLabel(cell.day)}, ${formatEventTime(e.eventTime)}${e.isActive ? '' : ', oculto'}`}
          onClick={() => onOpen(e.id)}
        >
          <span aria-hidden>{eventCategoryInfo[e.category]?.emoji ?? '📅'} </span>
          {e.title}
        </button>
      ))}
    </>
  );
}

interface DotsDayProps {
  cell: CalendarCell;
  events: CalendarEvent[];
  chosen: boolean;
  onChoose: (day: string) => void;
}

/** A phone's day: a button with its number and a dot per event (up to three, then '+n'), that lists them. */
function DotsDay({ cell, events, chosen, onChoose }: DotsDayProps) {
  const number = Number(cell.day.slice(8));
  if (!cell.inMonth)
    return (
      <span className={classes.dayNumber} aria-hidden>
        {number}
      </span>
    );
  const { shown, more } = dotsOf(events);
  return (
    <button
      type="button"
      className={classes.dayButton}
      aria-pressed={chosen}
      aria-label={dayEventsLabel(cell.day, events.length)}
      onClick={() => onChoose(cell.day)}
    >
      <span className={classes.dayNumber}>{number}</span>
      <span className={classes.dots} aria-hidden>
        {shown.map((e) => (
          <span
            key={e.id}
            className={classes.dot}
            data-inactive={!e.isActive || undefined}
            style={{ '--dot-color': categoryColor(e) } as CSSProperties}
          />
        ))}
        {more > 0 && <span className={classes.more}>+{more}</span>}
      </span>
    </button>
  );
}

/**
 * The month calendar (GET /calendar?month=YYYY-MM): a table with the weekdays as column headers (Monday
 * first). On a wide screen each day shows its events' titles as buttons that open the event; on a phone
 * each day is a button with a dot per event, and the chosen day's events (today's at first) are listed
 * under the month, each opening the event.
 */
export function EventsCalendar({ onOpen }: { onOpen: (eventId: string) => void }) {
  const phone = usePhone();
  const today = todayOf();
  const [month, setMonth] = useState(() => monthOf());
  const [chosen, setChosen] = useState(today);
  const calendar = useEventsCalendar(month);
  // While the next month loads, the previous one's answer is kept (placeholder): it is not shown.
  const current = calendar.isPlaceholderData ? undefined : calendar.data;
  const byDay = eventsByDay(current?.items ?? []);
  const label = monthLabel(month);
  const loading = calendar.isPlaceholderData;
  const day = agendaDay(month, chosen, byDay);

  return (
    <Paper withBorder radius="md" p={{ base: 4, sm: 'md' }}>
      <Group justify="space-between" wrap="nowrap" mb="sm" px={4}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Mes anterior"
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4" aria-live="polite">
            {label.charAt(0).toUpperCase() + label.slice(1)}
          </Title>
          {loading && <Loader size="xs" aria-label="Cargando calendario" />}
        </Group>
        <Group gap={6} wrap="nowrap">
          {month !== monthOf() && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setMonth(monthOf());
                setChosen(todayOf());
              }}
            >
              Hoy
            </Button>
          )}
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Mes siguiente"
            onClick={() => setMonth((m) => shiftMonth(m, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {calendar.isError && <QueryError query={calendar} fallback={eventFallbacks.calendar} size="sm" />}
      {current?.truncated && (
        <Alert color="yellow" mb="sm" c="#6b4800">
          Este mes tiene demasiados eventos: solo se muestran los primeros.
        </Alert>
      )}
      {calendar.isPending && !calendar.isError ? (
        <LoadingSpinner label="Cargando calendario" />
      ) : (
        <CalendarMonthGrid
          month={month}
          label={label}
          today={today}
          byDay={byDay}
          loading={loading}
          compact={phone}
          renderDay={(cell, events) =>
            phone ? (
              <DotsDay cell={cell} events={events} chosen={cell.day === day} onChoose={setChosen} />
            ) : (
              <TitlesDay cell={cell} events={events} onOpen={onOpen} />
            )
          }
        />
      )}
      {current && current.items.length === 0 && (
        <Text size="sm" c="gray.7" ta="center" mt="sm">
          No hay eventos en {label}.
        </Text>
      )}
      {phone && current && current.items.length > 0 && (
        <CalendarDayAgenda day={day} events={byDay.get(day) ?? []} onOpen={onOpen} />
      )}
    </Paper>
  );
}
