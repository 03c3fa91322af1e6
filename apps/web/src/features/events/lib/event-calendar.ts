import { bogotaDay } from '@koinonia/shared/common/days';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** One day of the month grid: its date (YYYY-MM-DD) and whether it belongs to the month shown. */
export interface CalendarCell {
  day: string;
  inMonth: boolean;
}

/** The grid's column headers, Monday first (the Spanish week): full and short names, from dayjs. */
export function weekdays(): { name: string; short: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = dayjs('2024-01-01').add(i, 'day').locale('es');
    return { name: d.format('dddd'), short: d.format('ddd').replace('.', '') };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function parseMonth(month: string): { year: number; index: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { year: y, index: m - 1 };
}

/** Today (YYYY-MM-DD): the community's day (Bogotá), whatever the browser's zone. */
export function todayOf(now: Date = new Date()): string {
  return bogotaDay(now);
}

/** The month (YYYY-MM) of a moment, on the community's day (Bogotá). */
export function monthOf(now: Date = new Date()): string {
  return todayOf(now).slice(0, 7);
}

/** The month `delta` months after (or before) `month`: shiftMonth('2026-12', 1) → '2027-01'. */
export function shiftMonth(month: string, delta: number): string {
  const { year, index } = parseMonth(month);
  const d = new Date(Date.UTC(year, index + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/**
 * The weeks of a month's grid, Monday first: whole weeks from the Monday on or before the 1st to the
 * Sunday on or after the last day (4 to 6 rows); days of the months around it are marked out of it.
 */
export function monthGrid(month: string): CalendarCell[][] {
  const { year, index } = parseMonth(month);
  const first = new Date(Date.UTC(year, index, 1));
  const last = new Date(Date.UTC(year, index + 1, 0));
  const lead = (first.getUTCDay() + 6) % 7; // days before the 1st in its week (Monday = 0)
  const trail = 6 - ((last.getUTCDay() + 6) % 7);
  const start = Date.UTC(year, index, 1 - lead);
  const count = lead + last.getUTCDate() + trail;
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(start + i * 86_400_000);
    if (i % 7 === 0) weeks.push([]);
    weeks.at(-1)?.push({ day: iso(d), inMonth: d.getUTCMonth() === index });
  }
  return weeks;
}

/** A month's events by their day (YYYY-MM-DD from the midnight-UTC date), each day's in time order. */
export function eventsByDay<T extends { eventDate: string; eventTime: string }>(
  items: T[],
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const day = item.eventDate.slice(0, 10);
    const list = byDay.get(day) ?? [];
    list.push(item);
    byDay.set(day, list);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.eventTime.localeCompare(b.eventTime));
  return byDay;
}

/** 'diciembre de 2026' (the grid's caption), from dayjs's Spanish locale. */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).locale('es').format('MMMM [de] YYYY');
}

/** 'sábado 5 de diciembre' (a day cell's accessible name). */
export function dayLabel(day: string): string {
  return dayjs(day).locale('es').format('dddd D [de] MMMM');
}

/** 'lunes 7 de diciembre: 2 eventos' (a day's button on a phone). */
export function dayEventsLabel(day: string, count: number): string {
  const events = count === 0 ? 'sin eventos' : count === 1 ? '1 evento' : `${count} eventos`;
  return `${dayLabel(day)}: ${events}`;
}

/**
 * The day whose events a phone lists under the month: the chosen one while it is in the month shown,
 * otherwise the month's first day with events, otherwise its 1st.
 */
export function agendaDay(month: string, chosen: string, byDay: Map<string, unknown[]>): string {
  if (chosen.startsWith(`${month}-`)) return chosen;
  const withEvents = [...byDay.keys()].filter((day) => day.startsWith(`${month}-`)).sort();
  return withEvents[0] ?? `${month}-01`;
}

/** A day's dots on a phone: one per event up to `max`, and how many more ('+n'). */
export function dotsOf<T>(events: T[], max = 3): { shown: T[]; more: number } {
  return { shown: events.slice(0, max), more: Math.max(0, events.length - max) };
}
