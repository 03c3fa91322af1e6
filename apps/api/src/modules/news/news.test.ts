import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { as, createTwoCommunities } from '../../test/factories.ts';
import { jpegWithExif, multipart, pngImage } from '../../test/images.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await createTwoCommunities(t.app, t.database.db);
});
afterAll(() => t.close());

const pastor = () => as(t.app, cast.a.tokens.pastor);
const helper = () => as(t.app, cast.a.tokens.helper);
const member = () => as(t.app, cast.a.tokens.member);
const storedFiles = () => {
  try {
    return readdirSync(path.join(t.uploadsDir, 'news'));
  } catch {
    return [];
  }
};
const rowCount = async () => (await t.database.db.select().from(news)).length;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Gran vigilia de oración',
  summary: 'Una noche entera de oración por nuestra ciudad',
  content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia. Trae tu Biblia.',
  priority: 2,
  category: 'cultos',
  tags: ['domingo', 'adoracion'],
  ...overrides,
});

async function createNews(overrides: Record<string, unknown> = {}) {
  const res = await pastor()({ method: 'POST', url: '/api/community/news', payload: valid(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('creating news', () => {
  it('creates from JSON with the spec’s fields; isSliceCard follows the priority', async () => {
    const item = await createNews({
      publishedAt: tomorrow(),
      eventTime: '19:30',
      location: 'Templo principal',
      contactPerson: 'Ana',
      whatsappNumber: '+57 300 1112233',
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
      imageUrl: null,
    });
    expect(item.publishedAt.slice(0, 10)).toBe(tomorrow());
    const low = await createNews({ priority: 4, isSliceCard: true });
    expect(low.isSliceCard).toBe(false);
  });

  it('enforces the form rules with the spec’s messages, storing nothing', async () => {
    const before = await rowCount();
    const post = (overrides: Record<string, unknown>) =>
      pastor()({ method: 'POST', url: '/api/community/news', payload: valid(overrides) });
    expect((await post({ title: 'Corto' })).json().message).toBe(
      'El título debe tener al menos 10 caracteres',
    );
    expect((await post({ title: 'x'.repeat(101) })).json().message).toBe(
      'El título no puede superar 100 caracteres',
    );
    expect((await post({ summary: 'Breve' })).json().message).toBe(
      'El resumen debe tener al menos 20 caracteres',
    );
    expect((await post({ content: 'Muy corto' })).json().message).toBe(
      'El contenido debe tener al menos 50 caracteres',
    );
    expect((await post({ priority: 0 })).json().message).toBe('La prioridad debe ser un número entre 1 y 4');
    expect((await post({ priority: undefined })).statusCode).toBe(400);
    const past = await post({ publishedAt: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('La fecha del evento no puede ser anterior a hoy');
    expect(await rowCount()).toBe(before);
  });

  it('accepts multipart with an image: checked by content, resized to 800x600, re-encoded as JPEG and served', async () => {
    const form = multipart(
      {
        ...valid(),
        priority: '1',
        tags: 'jovenes,domingo',
        isActive: 'true',
        viewType: 'BOTH',
        isSliceCard: 'true',
        imageAlt: 'Jóvenes orando',
      } as unknown as Record<string, string>,
      { field: 'imageFile', name: 'foto.png', type: 'image/png', data: await pngImage(1600, 1200) },
    );
    const res = await pastor()({ method: 'POST', url: '/api/community/news', ...form });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item.imageUrl).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(item.tags).toEqual(['jovenes', 'domingo']);
    expect(storedFiles()).toContain(item.imageUrl);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/news/${item.imageUrl}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(served.rawPayload.length).toBeLessThanOrEqual(500 * 1024);
  });

  it('strips metadata from uploaded photos', async () => {
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const form = multipart({ ...valid(), priority: '3' } as unknown as Record<string, string>, {
      field: 'imageFile',
      name: 'camara.jpg',
      type: 'image/jpeg',
      data: photo,
    });
    const item = (await pastor()({ method: 'POST', url: '/api/community/news', ...form })).json();
    const served = await t.app.inject({ method: 'GET', url: `/uploads/news/${item.imageUrl}` });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
  });

  it('refuses a spoofed image and a file over 10MB, leaving no file and no row', async () => {
    const files = storedFiles().length;
    const rows = await rowCount();
    const spoofed = multipart({ ...valid(), priority: '2' } as unknown as Record<string, string>, {
      field: 'imageFile',
      name: 'foto.jpg',
      type: 'image/jpeg',
      data: Buffer.from('esto no es una imagen, es texto plano'),
    });
    const res = await pastor()({ method: 'POST', url: '/api/community/news', ...spoofed });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP');

    const big = Buffer.concat([await pngImage(100, 100), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const tooBig = multipart({ ...valid(), priority: '2' } as unknown as Record<string, string>, {
      field: 'imageFile',
      name: 'enorme.png',
      type: 'image/png',
      data: big,
    });
    const res2 = await pastor()({ method: 'POST', url: '/api/community/news', ...tooBig });
    expect(res2.statusCode).toBe(413);
    expect(res2.json().message).toBe('El archivo es demasiado grande. Máximo permitido: 10MB');

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const gifForm = multipart({ ...valid(), priority: '2' } as unknown as Record<string, string>, {
      field: 'imageFile',
      name: 'a.png',
      type: 'image/png',
      data: gif,
    });
    expect((await pastor()({ method: 'POST', url: '/api/community/news', ...gifForm })).statusCode).toBe(400);

    const badFields = multipart(
      { ...valid(), title: 'corto', priority: '2' } as unknown as Record<string, string>,
      {
        field: 'imageFile',
        name: 'ok.png',
        type: 'image/png',
        data: await pngImage(200, 200),
      },
    );
    const res3 = await pastor()({ method: 'POST', url: '/api/community/news', ...badFields });
    expect(res3.json().message).toBe('El título debe tener al menos 10 caracteres');

    expect(storedFiles().length).toBe(files);
    expect(await rowCount()).toBe(rows);
  });
});

describe('reading news', () => {
  it('lists by priority then newest, hides inactive from members and by default', async () => {
    const { createCommunity, createMember, login } = await import('../../test/factories.ts');
    const c = await createCommunity(t.database.db);
    const p = await createMember(t.database.db, c.id, { role: 'COMMUNITY_ADMIN' });
    const m = await createMember(t.database.db, c.id, { role: 'MEMBER' });
    const call = as(t.app, await login(t.app, p.user.email));
    const mk = async (title: string, priority: number, isActive = true) =>
      (
        await call({
          method: 'POST',
          url: '/api/community/news',
          payload: valid({ title, priority, isActive }),
        })
      ).json();
    await mk('Noticia baja prioridad', 4);
    await mk('Noticia alta primera', 1);
    await mk('Noticia alta segunda', 1);
    const hidden = await mk('Noticia inactiva oculta', 2, false);
    const dashboard = (await call({ method: 'GET', url: '/api/community/news?includeInactive=true' })).json();
    expect(dashboard.items.map((n: { title: string }) => n.title)).toEqual([
      'Noticia alta segunda',
      'Noticia alta primera',
      'Noticia inactiva oculta',
      'Noticia baja prioridad',
    ]);
    expect(dashboard.pagination).toEqual({ page: 1, limit: 20, total: 4, hasMore: false });
    const active = (await call({ method: 'GET', url: '/api/community/news' })).json();
    expect(active.pagination.total).toBe(3);
    const asMember = as(t.app, await login(t.app, m.user.email));
    expect(
      (await asMember({ method: 'GET', url: '/api/community/news?includeInactive=true' })).json().pagination
        .total,
    ).toBe(3);
    expect((await asMember({ method: 'GET', url: `/api/community/news/${hidden.id}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/community/news/${hidden.id}` })).statusCode).toBe(200);

    const slice = (await asMember({ method: 'GET', url: '/api/community/news/home-slice' })).json();
    expect(slice).toHaveLength(4);
    expect(slice.slice(0, 2).map((n: { title: string }) => n.title)).toEqual([
      'Noticia alta segunda',
      'Noticia alta primera',
    ]);
    expect(slice.slice(2)).toEqual([null, null]);

    expect(
      (await asMember({ method: 'POST', url: '/api/community/news', payload: valid() })).statusCode,
    ).toBe(403);
  });

  it('filters by search, category, tags, priority and view type, and counts categories and tags in SQL', async () => {
    await createNews({
      title: 'Campamento de jóvenes 2027',
      category: 'jovenes',
      tags: ['juventud', 'campamento'],
      priority: 3,
    });
    const q = async (query: string) =>
      (await helper()({ method: 'GET', url: `/api/community/news?${query}` }))
        .json()
        .items.map((n: { title: string }) => n.title);
    expect(await q('search=CAMPAMENTO%20DE%20JOVENES')).toEqual(['Campamento de jóvenes 2027']);
    expect(await q('category=jovenes')).toContain('Campamento de jóvenes 2027');
    expect(await q('tags=campamento,nada')).toEqual(['Campamento de jóvenes 2027']);
    expect(await q('priority=3&search=campamento')).toEqual(['Campamento de jóvenes 2027']);
    expect(await q('viewType=RECENT&search=campamento')).toEqual([]);
    expect(await q('viewType=ACTUALIDAD&search=campamento')).toEqual(['Campamento de jóvenes 2027']);
    const bad = await helper()({ method: 'GET', url: '/api/community/news?sortBy=likes&priority=9' });
    expect(bad.statusCode).toBe(400);

    const categories = (await helper()({ method: 'GET', url: '/api/community/news/categories' })).json();
    expect(categories.find((c: { id: string }) => c.id === 'jovenes')).toMatchObject({
      name: 'Jóvenes',
      emoji: expect.any(String),
      color: expect.any(String),
    });
    expect(categories.find((c: { id: string }) => c.id === 'jovenes').count).toBeGreaterThanOrEqual(1);
    const tags = (await helper()({ method: 'GET', url: '/api/community/news/tags' })).json();
    expect(tags.find((x: { name: string }) => x.name === 'campamento')).toEqual({
      id: 'campamento',
      name: 'campamento',
      count: 1,
    });
  });
});

describe('editing, priorities and deletion', () => {
  it('patches fields (partial), replacing an image removes the old file', async () => {
    const form = multipart({ ...valid(), priority: '2' } as unknown as Record<string, string>, {
      field: 'imageFile',
      name: 'a.png',
      type: 'image/png',
      data: await pngImage(300, 200),
    });
    const item = (await pastor()({ method: 'POST', url: '/api/community/news', ...form })).json();
    const patched = await helper()({
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { isActive: false },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      isActive: false,
      title: item.title,
      imageUrl: item.imageUrl,
      priority: 2,
    });

    const replace = multipart(
      { title: 'Título renovado de la noticia' },
      { field: 'imageFile', name: 'b.png', type: 'image/png', data: await pngImage(320, 240) },
    );
    const replaced = (
      await pastor()({ method: 'PATCH', url: `/api/community/news/${item.id}`, ...replace })
    ).json();
    expect(replaced.title).toBe('Título renovado de la noticia');
    expect(replaced.imageUrl).not.toBe(item.imageUrl);
    expect(storedFiles()).toContain(replaced.imageUrl);
    expect(storedFiles()).not.toContain(item.imageUrl);

    const invalid = await pastor()({
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { summary: 'corto' },
    });
    expect(invalid.json().message).toBe('El resumen debe tener al menos 20 caracteres');
  });

  it('sets a priority (1-4) and keeps isSliceCard consistent', async () => {
    const item = await createNews({ priority: 1 });
    const res = await helper()({
      method: 'PATCH',
      url: `/api/community/news/${item.id}/priority`,
      payload: { priority: 4 },
    });
    expect(res.json()).toMatchObject({ priority: 4, isSliceCard: false });
    const bad = await helper()({
      method: 'PATCH',
      url: `/api/community/news/${item.id}/priority`,
      payload: { priority: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La prioridad debe ser un número entre 1 y 4');
  });

  it('deletes news and its image file', async () => {
    const form = multipart({ ...valid(), priority: '2' } as unknown as Record<string, string>, {
      field: 'imageFile',
      name: 'a.png',
      type: 'image/png',
      data: await pngImage(300, 200),
    });
    const item = (await pastor()({ method: 'POST', url: '/api/community/news', ...form })).json();
    expect((await member()({ method: 'DELETE', url: `/api/community/news/${item.id}` })).statusCode).toBe(
      403,
    );
    expect((await pastor()({ method: 'DELETE', url: `/api/community/news/${item.id}` })).statusCode).toBe(
      204,
    );
    expect((await pastor()({ method: 'GET', url: `/api/community/news/${item.id}` })).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(item.imageUrl);
  });
});

describe('process-image', () => {
  it('answers the processed JPEG with its size, within the limits', async () => {
    const png = await pngImage(1200, 1200);
    const res = await pastor()({
      method: 'POST',
      url: '/api/community/news/process-image',
      payload: { imageBase64: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ width: 600, height: 600, format: 'jpeg' });
    expect(body.sizeKB).toBeLessThanOrEqual(500);
    expect((await sharp(Buffer.from(body.base64, 'base64')).metadata()).format).toBe('jpeg');
    const text = await pastor()({
      method: 'POST',
      url: '/api/community/news/process-image',
      payload: { imageBase64: Buffer.from('hola').toString('base64') },
    });
    expect(text.json().message).toBe('Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP');
    expect(
      (
        await member()({
          method: 'POST',
          url: '/api/community/news/process-image',
          payload: { imageBase64: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('isolation', () => {
  it('answers 404 to another community for every news route naming an id, changing nothing', async () => {
    const item = await createNews();
    const b = as(t.app, cast.b.tokens.pastor);
    const before = await t.database.db.select().from(news).orderBy(news.id);
    for (const call of [
      { method: 'GET', url: `/api/community/news/${item.id}` },
      { method: 'PATCH', url: `/api/community/news/${item.id}`, payload: { isActive: false } },
      { method: 'PATCH', url: `/api/community/news/${item.id}/priority`, payload: { priority: 4 } },
      { method: 'DELETE', url: `/api/community/news/${item.id}` },
    ] as const) {
      const res = await b(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await t.database.db.select().from(news).orderBy(news.id)).toEqual(before);
    for (const url of [
      '/api/community/news?includeInactive=true&limit=100',
      '/api/community/news/home-slice',
      '/api/community/news/tags',
    ]) {
      const res = await b({ method: 'GET', url });
      expect(res.body).not.toContain(item.id);
      expect(res.body).not.toContain('Gran vigilia');
    }
    const cats = (await b({ method: 'GET', url: '/api/community/news/categories' })).json();
    expect(cats.every((c: { count: number }) => c.count === 0)).toBe(true);
  });
});
