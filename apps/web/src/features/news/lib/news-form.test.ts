import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { describe, expect, it } from 'vitest';
import {
  initialValues,
  lengthState,
  type NewsFormValues,
  pastDateMessage,
  todayIso,
  toPayload,
  validateNews,
} from './news-form';

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return todayIso(d);
}

function filled(overrides: Partial<NewsFormValues> = {}): NewsFormValues {
  return {
    ...initialValues(),
    title: 'Gran vigilia de oración',
    summary: 'Una noche de oración por la ciudad',
    content: 'Nos reuniremos en el templo principal para orar juntos por nuestra ciudad.',
    ...overrides,
  };
}

describe('initialValues', () => {
  it('starts a new item with priority 3, active, and every text empty', () => {
    expect(initialValues()).toEqual({
      title: '',
      summary: '',
      content: '',
      priority: '3',
      category: null,
      tags: [],
      imageAlt: '',
      publishedAt: '',
      eventTime: '',
      location: '',
      contactPerson: '',
      whatsappNumber: '',
      isActive: true,
    });
  });

  it('starts an edit from the stored item, the event date as YYYY-MM-DD', () => {
    const item = {
      title: 'Título guardado',
      summary: 'Resumen',
      content: 'Contenido',
      priority: 1,
      category: 'eventos',
      tags: ['jóvenes'],
      imageAlt: null,
      publishedAt: '2030-05-04T00:00:00.000Z',
      eventTime: '19:30',
      location: null,
      contactPerson: null,
      whatsappNumber: null,
      isActive: false,
    } as unknown as NewsItem;
    expect(initialValues(item)).toMatchObject({
      priority: '1',
      category: 'eventos',
      tags: ['jóvenes'],
      imageAlt: '',
      publishedAt: '2030-05-04',
      eventTime: '19:30',
      location: '',
      isActive: false,
    });
  });
});

describe('toPayload', () => {
  it('trims the texts, sends empty optional texts as null and marks priorities 1-3 as slice cards', () => {
    const payload = toPayload(filled({ title: '  Gran vigilia de oración ', location: '  ', priority: '2' }));
    expect(payload).toMatchObject({
      title: 'Gran vigilia de oración',
      priority: 2,
      location: null,
      imageAlt: null,
      publishedAt: null,
      eventTime: null,
      viewType: 'BOTH',
      isSliceCard: true,
      category: null,
      tags: [],
    });
    expect(toPayload(filled({ priority: '4' })).isSliceCard).toBe(false);
  });
});

describe('validateNews', () => {
  it('accepts a complete form', () => {
    expect(validateNews(filled())).toEqual({ errors: {}, messages: [] });
  });

  it('lists the shared schema’s message of each field in error, in field order', () => {
    const { errors, messages } = validateNews(filled({ title: 'Corto', summary: '', content: 'x' }));
    expect(errors).toEqual({
      title: 'El título debe tener al menos 10 caracteres',
      summary: 'El resumen es requerido',
      content: 'El contenido debe tener al menos 50 caracteres',
    });
    expect(messages).toEqual([
      'El título debe tener al menos 10 caracteres',
      'El resumen es requerido',
      'El contenido debe tener al menos 50 caracteres',
    ]);
  });

  it('refuses a new event date before today, but not today or later', () => {
    expect(validateNews(filled({ publishedAt: isoDay(-2) })).errors.publishedAt).toBe(pastDateMessage);
    expect(validateNews(filled({ publishedAt: isoDay(0) })).errors).toEqual({});
    expect(validateNews(filled({ publishedAt: isoDay(10) })).errors).toEqual({});
  });

  it('lets an edit keep its past event date unchanged', () => {
    const past = isoDay(-30);
    expect(validateNews(filled({ publishedAt: past }), `${past}T00:00:00.000Z`).errors).toEqual({});
    expect(
      validateNews(filled({ publishedAt: isoDay(-29) }), `${past}T00:00:00.000Z`).errors.publishedAt,
    ).toBe(pastDateMessage);
  });

  it('refuses an event time that is not HH:MM', () => {
    expect(validateNews(filled({ eventTime: '25:00' })).errors.eventTime).toBe(
      'La hora del evento no es válida (HH:MM)',
    );
  });
});

describe('lengthState', () => {
  const limits = { min: 10, max: 100 };

  it('is untouched while empty', () => {
    expect(lengthState('', limits)).toEqual({ count: 0, valid: false, touched: false });
  });

  it('counts every character but checks the rule on the trimmed text', () => {
    expect(lengthState('Corto', limits)).toEqual({ count: 5, valid: false, touched: true });
    expect(lengthState('  123456789  ', limits)).toEqual({ count: 13, valid: false, touched: true });
    expect(lengthState('1234567890', limits)).toEqual({ count: 10, valid: true, touched: true });
    expect(lengthState('x'.repeat(101), limits).valid).toBe(false);
  });
});

describe('todayIso', () => {
  it('answers the local calendar day as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2031, 0, 9, 23, 59))).toBe('2031-01-09');
  });
});
