import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  emptyPrayerFilters,
  filterChips,
  prayerFilterErrors,
  removeFilter,
  toPrayersQuery,
} from './prayers-filters';

describe('prayer filters', () => {
  it('sends only the filters in use', () => {
    expect(toPrayersQuery(emptyPrayerFilters)).toEqual({
      category: undefined,
      isAnswered: undefined,
      isAnonymous: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(
      toPrayersQuery({
        category: 'HEALTH',
        answered: 'yes',
        anonymous: 'no',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
      }),
    ).toEqual({
      category: 'HEALTH',
      isAnswered: 'true',
      isAnonymous: 'false',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
  });

  it('counts the filters in use and lists a chip for each', () => {
    const f = { ...emptyPrayerFilters, category: 'FAMILY' as const, answered: 'no' as const };
    expect(activeFilterCount(emptyPrayerFilters)).toBe(0);
    expect(activeFilterCount(f)).toBe(2);
    expect(filterChips(f)).toEqual([
      { key: 'category', label: 'Categoría: 👨‍👩‍👧‍👦 Familia' },
      { key: 'answered', label: 'Sin responder' },
    ]);
    expect(
      filterChips({ ...emptyPrayerFilters, answered: 'yes', anonymous: 'yes', startDate: '2026-03-05' }),
    ).toEqual([
      { key: 'answered', label: 'Respondidas' },
      { key: 'anonymous', label: 'Anónimas' },
      { key: 'startDate', label: 'Desde: 5 mar 2026' },
    ]);
    expect(filterChips({ ...emptyPrayerFilters, anonymous: 'no', endDate: '2026-12-31' })).toEqual([
      { key: 'anonymous', label: 'Con nombre' },
      { key: 'endDate', label: 'Hasta: 31 dic 2026' },
    ]);
  });

  it('removes one filter', () => {
    const f = { ...emptyPrayerFilters, category: 'FAMILY' as const, anonymous: 'yes' as const };
    expect(removeFilter(f, 'category')).toEqual({ ...emptyPrayerFilters, anonymous: 'yes' });
    expect(removeFilter(f, 'anonymous')).toEqual({ ...emptyPrayerFilters, category: 'FAMILY' });
  });

  it('refuses a start after the end with the API message', () => {
    expect(
      prayerFilterErrors({ ...emptyPrayerFilters, startDate: '2026-02-01', endDate: '2026-01-01' }),
    ).toEqual({ endDate: 'La fecha inicial no puede ser posterior a la final' });
    expect(
      prayerFilterErrors({ ...emptyPrayerFilters, startDate: '2026-01-01', endDate: '2026-01-01' }),
    ).toEqual({});
  });
});
