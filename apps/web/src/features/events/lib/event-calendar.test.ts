import { describe, expect, it } from 'vitest';
import {
  agendaDay,
  dayEventsLabel,
  dayLabel,
  dotsOf,
  eventsByDay,
  monthGrid,
  monthLabel,
  monthOf,
  shiftMonth,
  todayOf,
  weekdays,
} from './event-calendar';

describe('monthGrid', () => {
  it('builds whole weeks, Monday first', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.[0]).toEqual({ day: '2026-11-30', inMonth: false });
    expect(weeks[0]?.[1]).toEqual({ day: '2026-12-01', inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ day: '2027-01-03', inMonth: false });
  });

  it('has four rows for a February starting on Monday and six when needed', () => {
    expect(monthGrid('2027-02')).toHaveLength(4);
    // August 2026 starts on a Saturday and has 31 days.
    expect(monthGrid('2026-08')).toHaveLength(6);
  });

  it('counts each day of the month once', () => {
    const days = monthGrid('2028-02')
      .flat()
      .filter((c) => c.inMonth);
    expect(days).toHaveLength(29);
  });
});

describe('months', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });

  it("reads today and its month on the community's day (Bogotá, UTC-5)", () => {
    // 03:00 UTC on 1 August is still 31 July at 22:00 in Bogotá.
    expect(todayOf(new Date('2026-08-01T03:00:00Z'))).toBe('2026-07-31');
    expect(monthOf(new Date('2026-08-01T03:00:00Z'))).toBe('2026-07');
    expect(todayOf(new Date('2026-08-01T05:00:00Z'))).toBe('2026-08-01');
  });

  it('names months and days in Spanish', () => {
    expect(monthLabel('2026-12')).toBe('diciembre de 2026');
    expect(dayLabel('2026-12-05')).toBe('sábado 5 de diciembre');
    expect(weekdays().map((d) => d.name)).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
  });
});

describe('eventsByDay', () => {
  it('groups by the UTC day and orders by time', () => {
    const byDay = eventsByDay([
      { id: 'a', eventDate: '2026-12-05T00:00:00.000Z', eventTime: '19:00' },
      { id: 'b', eventDate: '2026-12-05T00:00:00.000Z', eventTime: '08:30' },
      { id: 'c', eventDate: '2026-12-06T00:00:00.000Z', eventTime: '10:00' },
    ]);
    expect(byDay.get('2026-12-05')?.map((e) => e.id)).toEqual(['b', 'a']);
    expect(byDay.get('2026-12-06')?.map((e) => e.id)).toEqual(['c']);
  });
});

describe('a phone month', () => {
  it('names a day with its number of events', () => {
    expect(dayEventsLabel('2026-12-07', 2)).toBe('lunes 7 de diciembre: 2 eventos');
    expect(dayEventsLabel('2026-12-07', 1)).toBe('lunes 7 de diciembre: 1 evento');
    expect(dayEventsLabel('2026-12-07', 0)).toBe('lunes 7 de diciembre: sin eventos');
  });

  it('lists the chosen day, or the first day with events of another month, or its 1st', () => {
    const byDay = new Map([
      ['2027-01-20', [1]],
      ['2027-01-09', [2]],
      ['2026-12-31', [3]],
    ]);
    expect(agendaDay('2026-12', '2026-12-07', byDay)).toBe('2026-12-07');
    expect(agendaDay('2027-01', '2026-12-07', byDay)).toBe('2027-01-09');
    expect(agendaDay('2027-02', '2026-12-07', byDay)).toBe('2027-02-01');
  });

  it('draws up to three dots and counts the rest', () => {
    expect(dotsOf([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(dotsOf([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });
});
