import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateAndTime,
  formatDateTime,
  formatLongDate,
  formatRelativeDate,
} from './format-date';

describe('one date format for the lists', () => {
  const now = new Date('2026-12-20T17:00:00Z');
  it('writes day, short month and year, and the time after a middle dot', () => {
    expect(formatDate('2026-12-05T15:00:00Z')).toBe('5 dic 2026');
    expect(formatDateAndTime('2026-12-05T15:00:00Z', '21:00')).toBe('5 dic 2026 · 21:00');
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('reads instants on the community’s clock (Bogotá, UTC-5), whatever the zone this runs in', () => {
    // 03:30 UTC on the 6th is still the evening of the 5th in Bogotá.
    expect(formatDate('2026-12-06T03:30:00Z')).toBe('5 dic 2026');
    expect(formatDateTime('2026-12-06T03:30:00.000Z')).toBe('5 dic 2026 · 22:30');
    expect(formatDateTime(new Date('2026-12-06T03:30:00Z'))).toBe('5 dic 2026 · 22:30');
    expect(formatLongDate('2026-01-01T02:00:00Z')).toBe('31 de diciembre de 2025');
    expect(formatClock(new Date('2026-12-06T03:04:05Z'))).toBe('22:04:05');
  });

  it('shows a bare day as that day', () => {
    expect(formatDate('2026-12-05')).toBe('5 dic 2026');
    expect(formatDate('2026-01-01')).toBe('1 ene 2026');
  });

  it('keeps the relative time within a week, then the same date as every list', () => {
    expect(formatRelativeDate(new Date('2026-12-20T14:00:00Z'), now)).toBe('hace 3 horas');
    expect(formatRelativeDate(new Date('2026-11-16T14:00:00Z'), now)).toBe('16 nov 2026');
  });
});
