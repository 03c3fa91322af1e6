import { calendarDay, EARLIEST_UTC_OFFSET_MINUTES } from '@koinonia/shared/news/news.helpers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { day, useNewsTestApp, validNews as valid } from './news.test-kit.ts';

// News as JSON: the form rules on create and edit, priorities and deletion. Reading, roles and
// isolation are in news-read.test.ts; uploads and image processing in news-images.test.ts.

const { kit, pastor, helper, createNews } = useNewsTestApp();
const rowCount = async () => (await kit.t.database.db.select().from(news)).length;

describe('creating news', () => {
  it('creates from JSON with the spec’s fields; isSliceCard follows the priority, viewType is BOTH', async () => {
    const item = await createNews({
      publishedAt: day(1),
      eventTime: '19:30',
      location: 'Templo principal',
      contactPerson: 'Ana',
      whatsappNumber: '+57 300 1112233',
      imageUrl: 'https://images.example.org/vigilia.jpg',
    });
    expect(item).toMatchObject({
      title: 'Gran vigilia de oración',
      priority: 2,
      isActive: true,
      viewType: 'BOTH',
      isSliceCard: true,
      category: 'cultos',
      tags: ['domingo', 'adoracion'],
      eventTime: '19:30',
      location: 'Templo principal',
      contactPerson: 'Ana',
      whatsappNumber: '+57 300 1112233',
      imageUrl: 'https://images.example.org/vigilia.jpg',
    });
    expect(item.publishedAt.slice(0, 10)).toBe(day(1));
    // The server decides isSliceCard from the priority, whatever the client says.
    expect((await createNews({ priority: 3, isSliceCard: false })).isSliceCard).toBe(true);
    expect((await createNews({ priority: 4, isSliceCard: true })).isSliceCard).toBe(false);
    // Unknown fields are stripped, never stored.
    const extra = await createNews({ communityId: kit.cast.b.community.id, likes: 9 });
    expect(extra).not.toHaveProperty('likes');
    const [stored] = await kit.t.database.db.select().from(news).where(eq(news.id, extra.id));
    expect(stored?.communityId).toBe(kit.cast.a.community.id);
  });

  it('enforces every form rule with the spec’s messages, storing nothing', async () => {
    const before = await rowCount();
    const message = async (overrides: Record<string, unknown>) => {
      const res = await pastor({ method: 'POST', url: '/api/community/news', payload: valid(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().code).toBe(
        overrides.publishedAt === day(-3) ? 'EVENT_DATE_IN_PAST' : 'VALIDATION_ERROR',
      );
      return res.json().message;
    };
    expect(await message({ title: 'Corto' })).toBe('El título debe tener al menos 10 caracteres');
    expect(await message({ title: '   ' })).toBe('El título es requerido');
    expect(await message({ title: 'x'.repeat(101) })).toBe('El título no puede superar 100 caracteres');
    expect(await message({ summary: 'Breve' })).toBe('El resumen debe tener al menos 20 caracteres');
    expect(await message({ summary: 'x'.repeat(201) })).toBe('El resumen no puede superar 200 caracteres');
    expect(await message({ content: 'Muy corto' })).toBe('El contenido debe tener al menos 50 caracteres');
    expect(await message({ content: 'x'.repeat(2001) })).toBe(
      'El contenido no puede superar 2000 caracteres',
    );
    expect(await message({ content: undefined })).toBe('El contenido es requerido');
    expect(await message({ priority: undefined })).toBe('La prioridad es requerida');
    for (const priority of [0, 5, 2.5, true, 'alta'])
      expect(await message({ priority })).toBe('La prioridad debe ser un número entre 1 y 4');
    expect(await message({ publishedAt: day(-3) })).toBe('La fecha del evento no puede ser anterior a hoy');
    expect(await message({ publishedAt: '2030-02-30' })).toBe('La fecha del evento no es válida');
    expect(await message({ eventTime: '25:00' })).toBe('La hora del evento no es válida (HH:MM)');
    expect(await message({ category: 'deportes' })).toBe('La categoría no es válida');
    expect(await message({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) })).toBe(
      'Una noticia puede tener como máximo 10 etiquetas',
    );
    expect(await message({ tags: ['x'.repeat(31)] })).toBe(
      'Cada etiqueta puede tener como máximo 30 caracteres',
    );
    expect(await message({ viewType: 'HOME' })).toBe('El tipo de vista no es válido');
    expect(await message({ imageUrl: 'javascript:alert(1)' })).toBe('La dirección de la imagen no es válida');
    expect(await message({ imageUrl: '../../secreto.jpg' })).toBe('La dirección de la imagen no es válida');
    expect(await message({ whatsappNumber: 'llámame' })).toBe(
      'El número de WhatsApp solo puede contener dígitos, espacios, guiones y +',
    );
    expect(await rowCount()).toBe(before);
  });

  it('takes “today” in any time zone: only a day over everywhere is in the past', async () => {
    // The latest day that is still today somewhere (UTC-12) is accepted, the one before it is not.
    const earliestToday = calendarDay(new Date(), EARLIEST_UTC_OFFSET_MINUTES);
    expect((await createNews({ publishedAt: earliestToday })).publishedAt.slice(0, 10)).toBe(earliestToday);
    const before = new Date(`${earliestToday}T12:00:00Z`).getTime() - 86_400_000;
    const dayBefore = new Date(before).toISOString().slice(0, 10);
    const res = await pastor({
      method: 'POST',
      url: '/api/community/news',
      payload: valid({ publishedAt: dayBefore }),
    });
    expect(res.json().message).toBe('La fecha del evento no puede ser anterior a hoy');
  });
});

describe('editing, priorities and deletion', () => {
  it('patches any subset of fields, validating the result as a whole', async () => {
    const item = await createNews({ priority: 2, publishedAt: day(5), eventTime: '18:00' });
    const patched = await helper({
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { isActive: false },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      isActive: false,
      title: item.title,
      priority: 2,
      eventTime: '18:00',
      tags: ['domingo', 'adoracion'],
    });
    const lowered = await pastor({
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { priority: 4, eventTime: null, category: null, tags: [] },
    });
    expect(lowered.json()).toMatchObject({
      priority: 4,
      isSliceCard: false,
      eventTime: null,
      category: null,
      tags: [],
    });
    const invalid = await pastor({
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { summary: 'corto', title: 'Un título válido y largo' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('El resumen debe tener al menos 20 caracteres');
    expect((await pastor({ method: 'GET', url: `/api/community/news/${item.id}` })).json().title).toBe(
      item.title,
    );
  });

  it('keeps the past date of an older event when another field changes, refusing a new past date', async () => {
    const [old] = await kit.t.database.db
      .insert(news)
      .values({
        communityId: kit.cast.a.community.id,
        title: 'Retiro del año pasado',
        summary: 'Un retiro que ya se celebró el año pasado',
        content: 'Contenido suficientemente largo para cumplir con la regla de cincuenta caracteres.',
        priority: 3,
        publishedAt: new Date('2025-03-01T12:00:00Z'),
      })
      .returning();
    const url = `/api/community/news/${old!.id}`;
    const edited = await pastor({
      method: 'PATCH',
      url,
      payload: { title: 'Retiro del año pasado (fotos)' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().publishedAt.slice(0, 10)).toBe('2025-03-01');
    const same = await pastor({
      method: 'PATCH',
      url,
      payload: { publishedAt: '2025-03-01', isActive: false },
    });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await pastor({ method: 'PATCH', url, payload: { publishedAt: '2025-04-01' } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('La fecha del evento no puede ser anterior a hoy');
    const cleared = await pastor({ method: 'PATCH', url, payload: { publishedAt: null } });
    expect(cleared.json().publishedAt).toBeNull();
  });

  it('sets a priority (1-4), keeping isSliceCard consistent', async () => {
    const item = await createNews({ priority: 1 });
    const url = `/api/community/news/${item.id}/priority`;
    const res = await helper({ method: 'PATCH', url, payload: { priority: 4 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, priority: 4, isSliceCard: false, title: item.title });
    expect((await helper({ method: 'PATCH', url, payload: { priority: 3 } })).json().isSliceCard).toBe(true);
    for (const priority of [0, 5, 1.5, 'alta']) {
      const bad = await helper({ method: 'PATCH', url, payload: { priority } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('La prioridad debe ser un número entre 1 y 4');
    }
    expect((await helper({ method: 'PATCH', url, payload: {} })).json().message).toBe(
      'La prioridad es requerida',
    );
    const missing = await helper({
      method: 'PATCH',
      url: '/api/community/news/00000000-0000-4000-8000-000000000000/priority',
      payload: { priority: 2 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('La noticia no existe');
  });

  it('deletes news: 204, then 404', async () => {
    const item = await createNews();
    expect((await helper({ method: 'DELETE', url: `/api/community/news/${item.id}` })).statusCode).toBe(204);
    const gone = await pastor({ method: 'GET', url: `/api/community/news/${item.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: 'La noticia no existe' });
    expect((await pastor({ method: 'DELETE', url: `/api/community/news/${item.id}` })).statusCode).toBe(404);
    expect((await pastor({ method: 'GET', url: '/api/community/news/no-es-un-id' })).statusCode).toBe(404);
  });
});
