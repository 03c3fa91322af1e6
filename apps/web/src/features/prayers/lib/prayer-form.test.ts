import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { describe, expect, it } from 'vitest';
import {
  initialPrayerValues,
  suggestsTestimony,
  toPatchBody,
  validateNewPrayer,
  validatePrayerEdit,
  validateTestimony,
} from './prayer-form';

const prayer = (over: Partial<Prayer> = {}): Prayer => ({
  id: 'p1',
  communityId: 'c1',
  title: 'Salud de mi madre',
  description: 'Oren por su recuperación',
  category: 'HEALTH',
  isAnonymous: false,
  isAnswered: false,
  answeredAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  user: { id: 'u1', firstName: 'Ana', lastName: 'Ruiz', avatar: null },
  testimony: null,
  prayingCount: 0,
  prayingUsers: [],
  isPraying: false,
  isMine: true,
  ...over,
});

describe('prayer form', () => {
  it('requires title, description and category with the API messages', () => {
    expect(validateNewPrayer(initialPrayerValues())).toEqual({
      title: 'El título es obligatorio',
      description: 'La descripción es obligatoria',
      category: 'La categoría es obligatoria',
    });
    expect(
      validateNewPrayer({ ...initialPrayerValues(), title: '  ', description: 'x', category: 'WORK' }),
    ).toEqual({ title: 'El título es obligatorio' });
    expect(
      validateNewPrayer({
        ...initialPrayerValues(),
        title: 't'.repeat(151),
        description: 'x',
        category: 'WORK',
      }),
    ).toEqual({ title: 'El título no puede exceder 150 caracteres' });
  });

  it('an edit refuses an emptied title', () => {
    expect(validatePrayerEdit({ ...initialPrayerValues(prayer()), title: '' })).toEqual({
      title: 'El título es obligatorio',
    });
    expect(validatePrayerEdit(initialPrayerValues(prayer()))).toEqual({});
  });

  it('patches only what changed, the anonymity only for its author', () => {
    const p = prayer();
    expect(toPatchBody(initialPrayerValues(p), p)).toEqual({});
    expect(toPatchBody({ ...initialPrayerValues(p), isAnswered: true, isAnonymous: true }, p)).toEqual({
      isAnswered: true,
      isAnonymous: true,
    });
    const other = prayer({ isMine: false });
    expect(toPatchBody({ ...initialPrayerValues(other), isAnonymous: true, title: 'Nuevo' }, other)).toEqual({
      title: 'Nuevo',
    });
  });

  it('suggests a testimony after marking answered a prayer that has none', () => {
    const p = prayer();
    expect(suggestsTestimony({ ...initialPrayerValues(p), isAnswered: true }, p)).toBe(true);
    expect(suggestsTestimony(initialPrayerValues(p), p)).toBe(false);
    const withTestimony = prayer({ testimony: { content: 'Sanó', createdAt: p.createdAt } });
    expect(
      suggestsTestimony({ ...initialPrayerValues(withTestimony), isAnswered: true }, withTestimony),
    ).toBe(false);
  });

  it('a testimony is required and not blank', () => {
    expect(validateTestimony({ content: '   ' })).toEqual({ content: 'El testimonio es obligatorio' });
    expect(validateTestimony({ content: 'Dios respondió' })).toEqual({});
  });
});
