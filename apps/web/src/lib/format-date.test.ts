import { describe, expect, it } from 'vitest';
import { formatDate, formatDateAndTime, formatRelativeDate } from './format-date';

describe('one date format for the lists', () => {
  const now = new Date('2026-12-20T12:00:00');
  it('writes day, short month and year, and the time after a middle dot', () => {
    expect(formatDate('2026-12-05T10:00:00')).toBe('5 dic 2026');
    expect(formatDateAndTime('2026-12-05T10:00:00', '21:00')).toBe('5 dic 2026 · 21:00');
    expect(formatDate(null)).toBe('—');
  });

  it('keeps the relative time within a week, then the same date as every list', () => {
    expect(formatRelativeDate(new Date('2026-12-20T09:00:00'), now)).toBe('hace 3 horas');
    expect(formatRelativeDate(new Date('2026-11-16T09:00:00'), now)).toBe('16 nov 2026');
  });
});
