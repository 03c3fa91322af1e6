import { describe, expect, it } from 'vitest';
import { activeFilterCount, emptyFilters, filterErrors, toggleType, toPostsQuery } from './posts-filters';

describe('posts filters', () => {
  it('sends only the filters in use, the search trimmed', () => {
    expect(toPostsQuery(emptyFilters)).toEqual({
      type: undefined,
      search: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      authorId: undefined,
    });
    expect(
      toPostsQuery({ ...emptyFilters, type: 'WEDDING', search: '  boda ', dateFrom: '2026-01-01' }),
    ).toMatchObject({
      type: 'WEDDING',
      search: 'boda',
      dateFrom: '2026-01-01',
    });
    expect(activeFilterCount({ ...emptyFilters, search: '   ' })).toBe(0);
    expect(activeFilterCount({ ...emptyFilters, type: 'EVENT', dateTo: '2026-02-01' })).toBe(2);
  });

  it('toggles a quick-filter type on and off', () => {
    const on = toggleType(emptyFilters, 'BIRTHDAY');
    expect(on.type).toBe('BIRTHDAY');
    expect(toggleType(on, 'WEDDING').type).toBe('WEDDING');
    expect(toggleType(on, 'BIRTHDAY').type).toBeNull();
  });

  it('refuses reversed dates and a search too long with the shared messages', () => {
    expect(filterErrors(emptyFilters)).toEqual({});
    expect(filterErrors({ ...emptyFilters, dateFrom: '2026-03-02', dateTo: '2026-03-01' }).dateTo).toBe(
      'La fecha inicial no puede ser posterior a la final',
    );
    expect(filterErrors({ ...emptyFilters, search: 'x'.repeat(101) }).search).toBe(
      'La búsqueda no puede exceder 100 caracteres',
    );
  });
});
