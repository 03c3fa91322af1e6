import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, isoWeekOf, isoWeekStart } from './weeks.ts';

describe('ISO weeks', () => {
  it('names the week of a day, across the turn of the year', () => {
    expect(isoWeekOf('2026-12-07')).toBe('2026-W50');
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
  });

  it('finds the Monday of a week, and refuses a week that does not exist', () => {
    expect(isoWeekStart('2026-W50')).toBe('2026-12-07');
    expect(isoWeekStart('2025-W01')).toBe('2024-12-30');
    expect(isoWeekStart('2026-W53')).toBe('2026-12-28');
    expect(isoWeekStart('2025-W53')).toBeNull();
    expect(isoWeekStart('2026-W00')).toBeNull();
    expect(isoWeekStart('2026-50')).toBeNull();
  });

  it('agrees with itself on every day of 2020 to 2030', () => {
    for (let day = '2020-01-01'; day < '2031-01-01'; day = addDays(day, 1)) {
      const start = isoWeekStart(isoWeekOf(day));
      expect(start && isoWeekday(start)).toBe(1);
      expect(addDays(start!, isoWeekday(day) - 1)).toBe(day);
    }
  });
});
