import { eventCategoryInfo, formatEventTime } from '@koinonia/shared/events/events.labels';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { ActionIcon, Alert, Button, Group, Loader, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { eventFallbacks } from '../api/events-keys';
import { useEventsCalendar } from '../api/get-events-calendar';
import {
  dayLabel,
  eventsByDay,
  monthGrid,
  monthLabel,
  monthOf,
  shiftMonth,
  todayOf,
  weekdays,
} from '../lib/event-calendar';
import classes from './events-calendar.module.css';

/**
 * The month calendar (GET /calendar?month=YYYY-MM): a table with the weekdays as column headers
 * (Monday first) and each day's events as buttons that open the event.
 */
export function EventsCalendar({ onOpen }: { onOpen: (eventId: string) => void }) {
  const [month, setMonth] = useState(() => monthOf());
  const calendar = useEventsCalendar(month);
  // While the next month loads, the previous one's answer is kept (placeholder): it is not shown.
  const current = calendar.isPlaceholderData ? undefined : calendar.data;
  const byDay = eventsByDay(current?.items ?? []);
  const today = todayOf();
  const label = monthLabel(month);
  const loading = calendar.isPlaceholderData;

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
            <Button variant="subtle" size="compact-sm" onClick={() => setMonth(monthOf())}>
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
        <table className={classes.table} aria-busy={loading}>
          <VisuallyHidden component="caption">Eventos de {label}</VisuallyHidden>
          <thead>
            <tr>
              {weekdays().map((d) => (
                <th key={d.name} scope="col" abbr={d.name}>
                  {d.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week[0]?.day}>
                {week.map((cell) => {
                  const events = cell.inMonth ? (byDay.get(cell.day) ?? []) : [];
                  const className = [!cell.inMonth && classes.out, cell.day === today && classes.today]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td
                      key={cell.day}
                      className={className || undefined}
                      aria-current={cell.day === today ? 'date' : undefined}
                    >
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
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {current && current.items.length === 0 && (
        <Text size="sm" c="gray.7" ta="center" mt="sm">
          No hay eventos en {label}.
        </Text>
      )}
    </Paper>
  );
}
