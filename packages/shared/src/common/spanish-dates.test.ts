import { describe, expect, it } from 'vitest';
import { COMMUNITY_TIME_ZONE } from './days';
import { type DateClock, spanishDate, spanishLongDay, spanishShortDay } from './spanish-dates';

const intl = (clock: DateClock, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-CO', { ...options, timeZone: clock === 'utc' ? 'UTC' : COMMUNITY_TIME_ZONE });

describe('Spanish dates without Intl', () => {
  it('write every day of 2024 to 2027, at any hour, as Intl does for es-CO on either clock', () => {
    for (const clock of ['community', 'utc'] as const) {
      const long = intl(clock, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      const short = intl(clock, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
      const plain = intl(clock, { day: 'numeric', month: 'long', year: 'numeric' });
      for (let t = Date.UTC(2024, 0, 1, 2, 30); t < Date.UTC(2028, 0, 1); t += 7 * 3_600_000) {
        const date = new Date(t);
        expect(spanishLongDay(date, clock)).toBe(long.format(date));
        expect(spanishShortDay(date, clock)).toBe(short.format(date).replace(/\./g, ''));
        expect(spanishDate(date, clock)).toBe(plain.format(date));
      }
    }
  });

  it("read an instant on Bogotá's clock: 3 a.m. UTC is still the day before there", () => {
    const date = new Date('2026-12-06T03:00:00Z');
    expect(spanishLongDay(date, 'community')).toBe('sábado, 5 de diciembre de 2026');
    expect(spanishLongDay(date, 'utc')).toBe('domingo, 6 de diciembre de 2026');
    expect(spanishShortDay(new Date('2026-09-09T12:00:00Z'), 'utc')).toBe('mié, 9 sept 2026');
  });
});
