import '../zod-setup.ts';
import { describe, expect, it, vi } from 'vitest';
import { relativeTime } from '../common/relative-time.ts';
import { imageUrl } from '../images/image-url.ts';
import {
  compareNews,
  fromActualidad,
  isBeforeToday,
  isNew,
  isSliceCard,
  priorityFromString,
  priorityLabel,
  priorityToString,
  renumberPriorities,
} from './news.helpers.ts';
import { newsFieldsSchema, newsPatchSchema } from './news.schemas.ts';

describe('priority renumbering after a drag', () => {
  it('numbers by position from 1, capped at 4, and returns only the changed items', () => {
    const ordered = [
      { id: 'c', priority: 3 },
      { id: 'a', priority: 1 },
      { id: 'b', priority: 2 },
      { id: 'd', priority: 4 },
      { id: 'e', priority: 4 },
      { id: 'f', priority: 2 },
    ];
    expect(renumberPriorities(ordered)).toEqual([
      { id: 'c', priority: 1 },
      { id: 'a', priority: 2 },
      { id: 'b', priority: 3 },
      { id: 'f', priority: 4 },
    ]);
    expect(
      renumberPriorities([
        { id: 'x', priority: 1 },
        { id: 'y', priority: 2 },
      ]),
    ).toEqual([]);
  });

  it('labels, slice cards and table order follow the spec', () => {
    expect([1, 2, 3, 4].map((p) => priorityLabel(p).label)).toEqual(['Alta', 'Alta', 'Media', 'Baja']);
    expect(priorityLabel(1).color).toBe('red');
    expect(priorityLabel(3).color).toBe('yellow');
    expect(priorityLabel(4).color).toBe('gray');
    expect([1, 2, 3, 4].map(isSliceCard)).toEqual([true, true, true, false]);
    const items = [
      { id: 'old-high', priority: 1, createdAt: '2026-01-01T00:00:00Z' },
      { id: 'low', priority: 4, createdAt: '2026-06-01T00:00:00Z' },
      { id: 'new-high', priority: 1, createdAt: '2026-05-01T00:00:00Z' },
    ];
    expect([...items].sort(compareNews).map((i) => i.id)).toEqual(['new-high', 'old-high', 'low']);
  });
});

describe('the Nuevo badge', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('shows for a publish or creation date within the last 7 days', () => {
    expect(isNew({ publishedAt: null, createdAt: '2026-11-20T12:00:00Z' }, now)).toBe(true);
    expect(isNew({ publishedAt: '2026-11-18T00:00:00Z', createdAt: '2026-10-01T00:00:00Z' }, now)).toBe(true);
    expect(isNew({ publishedAt: null, createdAt: '2026-11-10T12:00:00Z' }, now)).toBe(false);
    expect(isNew({ publishedAt: '2026-12-24T00:00:00Z', createdAt: '2026-10-01T00:00:00Z' }, now)).toBe(
      false,
    );
  });
});

describe('actualidad mapping', () => {
  it('maps description, date, time and the priority string', () => {
    expect(
      fromActualidad({
        title: 'Vigilia',
        description: 'Noche de oración',
        date: '2026-12-01',
        time: '20:00',
        priority: 'high',
      }),
    ).toEqual({
      title: 'Vigilia',
      summary: 'Noche de oración',
      publishedAt: '2026-12-01',
      eventTime: '20:00',
      priority: 4,
    });
    expect(priorityFromString('medium')).toBe(5);
    expect(priorityFromString('low')).toBe(6);
    expect(priorityFromString(undefined)).toBe(6);
    expect(priorityFromString('urgent')).toBe(6);
  });

  it('maps numbers back: 1 and 4 high, 2 and 5 medium, others low', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(priorityToString)).toEqual([
      'high',
      'medium',
      'low',
      'high',
      'medium',
      'low',
      'low',
    ]);
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('uses minutes, hours, days, then a Spanish date', () => {
    expect(relativeTime('2026-11-22T11:59:40Z', now)).toBe('hace un momento');
    expect(relativeTime('2026-11-22T11:15:00Z', now)).toBe('hace 45 minutos');
    expect(relativeTime('2026-11-22T11:00:00Z', now)).toBe('hace 1 hora');
    expect(relativeTime('2026-11-21T14:00:00Z', now)).toBe('hace 22 horas');
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('hace 3 días');
    expect(relativeTime('2026-11-01T12:00:00Z', now)).toBe('1 de noviembre de 2026');
  });
});

describe('image address rule', () => {
  it('keeps http addresses, and builds local and remote addresses', () => {
    const warn = vi.fn();
    expect(imageUrl('https://cdn.test/x.jpg', { base: '/uploads/', local: true })).toBe(
      'https://cdn.test/x.jpg',
    );
    expect(imageUrl('abc.jpg', { base: '/uploads/', local: true, type: 'news' })).toBe(
      '/uploads/news/abc.jpg',
    );
    expect(
      imageUrl('abc.jpg', { base: 'https://cdn.test', local: false, type: 'news', communityId: 'c1' }),
    ).toBe('https://cdn.test/production/c1/news/abc.jpg');
    expect(imageUrl('other/abc.jpg', { base: 'https://cdn.test/', local: false })).toBe(
      'https://cdn.test/other/abc.jpg',
    );
    expect(imageUrl('abc.jpg', { base: 'https://cdn.test/', local: false, type: 'news', warn })).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    expect(imageUrl(null, { base: '/uploads/', local: true })).toBe('');
  });
});

describe('news form rules', () => {
  const valid = {
    title: 'Gran vigilia de oración',
    summary: 'Una noche entera de oración por la ciudad',
    content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia.',
    priority: 3,
  };
  const first = (data: Record<string, unknown>) =>
    newsFieldsSchema.safeParse({ ...valid, ...data }).error?.issues[0]?.message;

  it('gives the spec’s messages', () => {
    expect(first({ title: 'Corto' })).toBe('El título debe tener al menos 10 caracteres');
    expect(first({ summary: 'Muy corto' })).toBe('El resumen debe tener al menos 20 caracteres');
    expect(first({ content: 'Breve' })).toBe('El contenido debe tener al menos 50 caracteres');
    expect(first({ priority: 5 })).toBe('La prioridad debe ser un número entre 1 y 4');
    expect(first({ title: '' })).toBe('El título es requerido');
  });

  it('parses multipart strings and normalises tags', () => {
    const parsed = newsFieldsSchema.parse({
      ...valid,
      priority: '2',
      isActive: 'false',
      tags: 'Domingo, adoracion,domingo',
      publishedAt: '',
    });
    expect(parsed).toMatchObject({
      priority: 2,
      isActive: false,
      tags: ['domingo', 'adoracion'],
      publishedAt: null,
      viewType: 'BOTH',
    });
    expect(newsPatchSchema.parse({ title: 'Un título nuevo largo' })).toEqual({
      title: 'Un título nuevo largo',
    });
  });

  it('knows when a date is before today', () => {
    const now = new Date(2026, 10, 22, 12);
    expect(isBeforeToday('2026-11-21', now)).toBe(true);
    expect(isBeforeToday('2026-11-22', now)).toBe(false);
    expect(isBeforeToday('2026-12-01T10:00:00.000Z', now)).toBe(false);
  });
});
