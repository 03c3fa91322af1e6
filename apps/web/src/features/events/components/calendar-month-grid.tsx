import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { type CalendarCell, monthGrid, weekdays } from '../lib/event-calendar';
import classes from './events-calendar.module.css';

interface CalendarMonthGridProps<T> {
  month: string;
  /** The month's name ('diciembre de 2026'), for the caption. */
  label: string;
  today: string;
  byDay: Map<string, T[]>;
  loading: boolean;
  /** Smaller cells (a phone's dots). */
  compact?: boolean;
  /** What a day's cell holds; `events` is empty for the days of the months around. */
  renderDay: (cell: CalendarCell, events: T[]) => ReactNode;
}

/** A month as a table: the weekdays as column headers (Monday first), one cell per day, today marked. */
export function CalendarMonthGrid<T>({
  month,
  label,
  today,
  byDay,
  loading,
  compact = false,
  renderDay,
}: CalendarMonthGridProps<T>) {
  return (
    <table className={classes.table} data-compact={compact || undefined} aria-busy={loading}>
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
              const className = [!cell.inMonth && classes.out, cell.day === today && classes.today]
                .filter(Boolean)
                .join(' ');
              return (
                <td
                  key={cell.day}
                  className={className || undefined}
                  aria-current={cell.day === today ? 'date' : undefined}
                >
                  {renderDay(cell, cell.inMonth ? (byDay.get(cell.day) ?? []) : [])}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
