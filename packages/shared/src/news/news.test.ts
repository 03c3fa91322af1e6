import '../zod-setup.ts';
import { describe, expect, it, vi } from 'vitest';
import { relativeTime } from '../common/relative-time.ts';
import {
  encodeWithinLimit,
  fitWithin,
  jpegQualities,
  ProcessedImageTooLargeError,
} from '../images/compress.ts';
import { imageMessages } from '../images/image-rules.ts';
import { imageUrl } from '../images/image-url.ts';
import { fallbackCategories, fallbackTags, newsCategories } from './news.constants.ts';
import {
  calendarDay,
  compareNews,
  EARLIEST_UTC_OFFSET_MINUTES,
  fromActualidad,
  isBeforeToday,
  isBeforeTodayEverywhere,
  isNew,
  isSliceCard,
  priorityAfterMove,
  priorityFromString,
  priorityLabel,
  priorityRangeBetween,
  priorityToString,
  toActualidad,
} from './news.helpers.ts';
import {
  newsCategoryIds,
  newsFieldsSchema,
  newsPatchSchema,
  newsPositionBodySchema,
  newsQuerySchema,
  priorityBodySchema,
} from './news.schemas.ts';

describe('the priority of a dragged news item', () => {
  it('keeps its own priority when it fits between its new neighbours', () => {
    expect(priorityAfterMove(1, 1, 1)).toBe(1);
    expect(priorityAfterMove(2, 1, 3)).toBe(2);
    expect(priorityAfterMove(4, 4, null)).toBe(4);
    expect(priorityAfterMove(3, null, 4)).toBe(3);
    // Between a 1 and a 4 any priority fits: nothing changes.
    for (const p of [1, 2, 3, 4]) expect(priorityAfterMove(p, 1, 4)).toBe(p);
  });

  it('takes the nearest of its neighbours’ priorities when it crosses into another one', () => {
    // Dragged up, among the Alta: a Baja between two 1s becomes 1; at a boundary, the lower bound.
    expect(priorityAfterMove(4, 1, 1)).toBe(1);
    expect(priorityAfterMove(4, 1, 2)).toBe(2);
    expect(priorityAfterMove(4, 2, 3)).toBe(3);
    // Dragged down: an Alta below a 3 becomes 3; among the 4s, 4.
    expect(priorityAfterMove(1, 3, 4)).toBe(3);
    expect(priorityAfterMove(1, 4, 4)).toBe(4);
  });

  it('counts the top of the list as 1 and the bottom as 4', () => {
    expect(priorityAfterMove(4, null, 2)).toBe(2);
    expect(priorityAfterMove(3, null, 1)).toBe(1);
    expect(priorityAfterMove(1, 3, null)).toBe(3);
    expect(priorityAfterMove(2, null, null)).toBe(2);
    expect(priorityRangeBetween(null, null)).toEqual({ min: 1, max: 4 });
    expect(priorityRangeBetween(2, 3)).toEqual({ min: 2, max: 3 });
    expect(priorityRangeBetween(3, undefined)).toEqual({ min: 3, max: 4 });
  });

  it('reads a move body: neighbours (null at an end) and an optional priority within 1-4', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(newsPositionBodySchema.parse({ afterId: id, beforeId: null })).toEqual({
      afterId: id,
      beforeId: null,
    });
    expect(newsPositionBodySchema.parse({})).toEqual({ afterId: null, beforeId: null });
    expect(newsPositionBodySchema.parse({ afterId: null, beforeId: id, priority: '2' }).priority).toBe(2);
    for (const bad of [{ priority: 5 }, { priority: 'alta' }, { afterId: 7 }, { beforeId: 'x'.repeat(101) }])
      expect(newsPositionBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('labels, slice cards and table order follow the spec', () => {
    expect([1, 2, 3, 4].map((p) => priorityLabel(p).label)).toEqual(['Alta', 'Alta', 'Media', 'Baja']);
    expect(priorityLabel(1).color).toBe('red');
    expect(priorityLabel(3).color).toBe('yellow');
    expect(priorityLabel(4).color).toBe('gray');
    expect([1, 2, 3, 4].map(isSliceCard)).toEqual([true, true, true, false]);
    // Priority first, then the place within it (smallest first), then the larger id.
    const items = [
      { id: 'b-second', priority: 1, position: 5 },
      { id: 'low', priority: 4, position: -100 },
      { id: 'a-first', priority: 1, position: -3 },
      { id: 'c-tied', priority: 1, position: 5 },
    ];
    expect([...items].sort(compareNews).map((i) => i.id)).toEqual(['a-first', 'c-tied', 'b-second', 'low']);
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
    expect(fromActualidad({ title: 'Aviso', description: 'Sin fecha', date: '', time: '' })).toEqual({
      title: 'Aviso',
      summary: 'Sin fecha',
      publishedAt: null,
      eventTime: null,
      priority: 6,
    });
  });

  it('maps a news item back to the actualidad shape', () => {
    expect(
      toActualidad({
        id: 'n1',
        summary: 'Resumen',
        publishedAt: '2026-12-01',
        eventTime: '20:00',
        priority: 5,
      }),
    ).toEqual({ id: 'n1', description: 'Resumen', date: '2026-12-01', time: '20:00', priority: 'medium' });
    const roundTrip = fromActualidad(
      toActualidad({ summary: 'R', publishedAt: null, eventTime: null, priority: 4, title: 'T' }),
    );
    expect(roundTrip).toEqual({ title: 'T', summary: 'R', publishedAt: null, eventTime: null, priority: 4 });
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

  it('switches unit exactly at 1 hour, 24 hours and 7 days', () => {
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(relativeTime(ago(60_000), now)).toBe('hace 1 minuto');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('hace 59 minutos');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('hace 1 hora');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('hace 23 horas');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('hace 1 día');
    expect(relativeTime(ago(6 * 86_400_000 + 23 * 3_600_000), now)).toBe('hace 6 días');
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('15 de noviembre de 2026');
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

  it('needs a type for a local bare name, and keeps a value that already has a folder', () => {
    const warn = vi.fn();
    expect(imageUrl('abc.jpg', { base: '/uploads', local: true, warn })).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    expect(imageUrl('news/abc.jpg', { base: '/uploads/', local: true, type: 'news' })).toBe(
      '/uploads/news/abc.jpg',
    );
    expect(imageUrl('/abc.jpg', { base: '/uploads', local: true, type: 'news' })).toBe(
      '/uploads/news/abc.jpg',
    );
    // Remote: communityId is needed too.
    expect(imageUrl('abc.jpg', { base: 'https://cdn.test/', local: false, communityId: 'c1', warn })).toBe(
      '',
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(imageUrl('http://old.test/a.png', { base: 'https://cdn.test/', local: false })).toBe(
      'http://old.test/a.png',
    );
  });
});

describe('image preparation steps (browser and server)', () => {
  const fakeEncoder = (sizesKB: Record<number, number>) => {
    const tried: number[] = [];
    return {
      tried,
      encode: async (quality: number) => {
        tried.push(quality);
        return { bytes: (sizesKB[quality] ?? 0) * 1024 };
      },
    };
  };

  it('tries JPEG 0.8, then 0.6 down to 0.3, stopping at the first result of at most 500KB', async () => {
    expect(jpegQualities).toEqual([0.8, 0.6, 0.5, 0.4, 0.3]);
    const small = fakeEncoder({ 0.8: 120 });
    expect(await encodeWithinLimit(small.encode, (v) => v.bytes)).toMatchObject({
      quality: 0.8,
      sizeKB: 120,
    });
    expect(small.tried).toEqual([0.8]);
    const medium = fakeEncoder({ 0.8: 900, 0.6: 700, 0.5: 500 });
    expect(await encodeWithinLimit(medium.encode, (v) => v.bytes)).toMatchObject({
      quality: 0.5,
      sizeKB: 500,
    });
    expect(medium.tried).toEqual([0.8, 0.6, 0.5]);
  });

  it('fails past 0.3 with the spec’s message and the last size', async () => {
    const huge = fakeEncoder({ 0.8: 2000, 0.6: 1500, 0.5: 1200, 0.4: 900, 0.3: 612.4 });
    const error = await encodeWithinLimit(huge.encode, (v) => v.bytes).catch((e) => e);
    expect(huge.tried).toEqual([0.8, 0.6, 0.5, 0.4, 0.3]);
    expect(error).toBeInstanceOf(ProcessedImageTooLargeError);
    expect(error.message).toBe('La imagen es demasiado grande (612KB). Máximo permitido: 500KB');
    expect(error.sizeKB).toBe(612);
  });

  it('fits within 800x600 keeping the aspect ratio, never enlarging', () => {
    expect(fitWithin(1600, 1200, 800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(4000, 1000, 800, 600)).toEqual({ width: 800, height: 200 });
    expect(fitWithin(600, 1200, 800, 600)).toEqual({ width: 300, height: 600 });
    expect(fitWithin(640, 480, 800, 600)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(3000, 2000, 150, 150)).toEqual({ width: 150, height: 100 });
  });

  it('has every image message of spec section 8 verbatim', () => {
    expect(imageMessages).toMatchObject({
      invalidType: 'Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP',
      tooLarge: 'El archivo es demasiado grande. Máximo permitido: 10MB',
      loadError: 'Error al cargar la imagen',
      readError: 'Error al leer el archivo',
      canvasError: 'No se pudo crear el contexto del canvas',
      thumbnailError: 'Error al generar thumbnail',
    });
  });
});

describe('categories and tags', () => {
  it('built-in categories match the stored ids; the fallbacks are the spec’s, with count 0', () => {
    expect(newsCategories.map((c) => c.id)).toEqual([...newsCategoryIds]);
    expect(fallbackCategories.map((c) => [c.name, c.count])).toEqual([
      ['Cultos', 0],
      ['Eventos', 0],
      ['Anuncios', 0],
    ]);
    expect(fallbackTags.map((t) => [t.name, t.count])).toEqual([
      ['domingo', 0],
      ['adoracion', 0],
      ['juventud', 0],
    ]);
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

  it('on the server, refuses only a day that is over in every time zone', () => {
    // 02:00 UTC on 23 Nov is 21:00 on 22 Nov in Bogotá (UTC-5): 22 Nov is still today there.
    const now = new Date('2026-11-23T02:00:00Z');
    expect(calendarDay(now, 0)).toBe('2026-11-23');
    expect(calendarDay(now, -300)).toBe('2026-11-22');
    expect(calendarDay(now, EARLIEST_UTC_OFFSET_MINUTES)).toBe('2026-11-22');
    expect(isBeforeToday('2026-11-22', now, 0)).toBe(true);
    expect(isBeforeTodayEverywhere('2026-11-22', now)).toBe(false);
    expect(isBeforeTodayEverywhere('2026-11-21', now)).toBe(true);
    // At 13:00 UTC the day before is over even in UTC-12.
    expect(isBeforeTodayEverywhere('2026-11-22', new Date('2026-11-23T13:00:00Z'))).toBe(true);
  });

  it('refuses unknown categories, too many or too long tags, impossible dates and non-numeric priorities', () => {
    expect(first({ category: 'deportes' })).toBe('La categoría no es válida');
    expect(newsFieldsSchema.parse({ ...valid, category: 'jovenes' }).category).toBe('jovenes');
    expect(newsFieldsSchema.parse({ ...valid, category: '' }).category).toBeNull();
    expect(first({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toBe(
      'Una noticia puede tener como máximo 10 etiquetas',
    );
    // Repeats collapse before counting.
    expect(newsFieldsSchema.parse({ ...valid, tags: [...Array(12).fill('Domingo'), 'x'] }).tags).toEqual([
      'domingo',
      'x',
    ]);
    expect(first({ tags: ['x'.repeat(31)] })).toBe('Cada etiqueta puede tener como máximo 30 caracteres');
    expect(first({ publishedAt: '2026-02-30' })).toBe('La fecha del evento no es válida');
    expect(first({ publishedAt: 'mañana' })).toBe('La fecha del evento no es válida');
    expect(first({ publishedAt: 20261201 })).toBe('La fecha del evento no es válida');
    expect(newsFieldsSchema.parse({ ...valid, publishedAt: '2028-02-29' }).publishedAt).toBe('2028-02-29');
    for (const priority of [true, 'alta', [], 0, 2.5])
      expect(first({ priority })).toBe('La prioridad debe ser un número entre 1 y 4');
    for (const priority of [undefined, null, ''])
      expect(first({ priority })).toBe('La prioridad es requerida');
    expect(priorityBodySchema.parse({ priority: '4' })).toEqual({ priority: 4 });
    expect(priorityBodySchema.safeParse({ priority: true }).success).toBe(false);
    expect(newsQuerySchema.parse({ priority: '' }).priority).toBeUndefined();
    expect(newsQuerySchema.parse({ priority: '2' }).priority).toBe(2);
  });
});
