import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { as, createMember, login } from '../../test/factories.ts';
import { titles, useNewsTestApp, validNews as valid } from './news.test-kit.ts';

// Reading news (order, visibility, home slice, pagination, filters, counts), roles and isolation.

const { kit, member, pastorB, createNews, freshCommunity } = useNewsTestApp();

describe('reading news', () => {
  it('sorts by priority then newest, shows inactive news only to the dashboard, and fills the home slice', async () => {
    const c = await freshCommunity();
    const mk = async (title: string, priority: number, isActive = true) =>
      createNews({ title, priority, isActive }, c.pastor);
    await mk('Noticia baja prioridad', 4);
    await mk('Noticia alta primera', 1);
    await mk('Noticia alta segunda', 1);
    await mk('Noticia media prioridad', 3);
    const hidden = await mk('Noticia inactiva oculta', 2, false);
    const dashboard = (
      await c.pastor({ method: 'GET', url: '/api/community/news?includeInactive=true' })
    ).json();
    expect(titles(dashboard)).toEqual([
      'Noticia alta segunda',
      'Noticia alta primera',
      'Noticia inactiva oculta',
      'Noticia media prioridad',
      'Noticia baja prioridad',
    ]);
    expect(dashboard.pagination).toEqual({ page: 1, limit: 20, total: 5, hasMore: false });
    expect((await c.pastor({ method: 'GET', url: '/api/community/news' })).json().pagination.total).toBe(4);

    // Members (the mobile app) never see inactive news, even when they ask.
    const asMember = await c.member({ method: 'GET', url: '/api/community/news?includeInactive=true' });
    expect(titles(asMember.json())).not.toContain('Noticia inactiva oculta');
    expect((await c.member({ method: 'GET', url: `/api/community/news/${hidden.id}` })).statusCode).toBe(404);
    expect((await c.pastor({ method: 'GET', url: `/api/community/news/${hidden.id}` })).json().title).toBe(
      'Noticia inactiva oculta',
    );

    // Home slice: four slots of active slice cards (priority 1-3), most important first, null when empty.
    const slice = (await c.member({ method: 'GET', url: '/api/community/news/home-slice' })).json();
    expect(slice.map((n: { title: string } | null) => n?.title ?? null)).toEqual([
      'Noticia alta segunda',
      'Noticia alta primera',
      'Noticia media prioridad',
      null,
    ]);
  });

  it('paginates and sorts in SQL', async () => {
    const c = await freshCommunity();
    for (const [title, priority] of [
      ['Águilas del amanecer', 2],
      ['Bautizos en el río', 1],
      ['Zarza ardiente hoy', 3],
      ['Cena del Señor juntos', 4],
      ['Ayuno de la iglesia', 1],
    ] as const)
      await createNews({ title: `${title} ${'.'.repeat(10)}`.slice(0, 40), priority }, c.pastor);
    const page = async (query: string) =>
      (await c.pastor({ method: 'GET', url: `/api/community/news?${query}` })).json();
    const first = await page('limit=2&page=1');
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, hasMore: true });
    const third = await page('limit=2&page=3');
    expect(third.pagination).toEqual({ page: 3, limit: 2, total: 5, hasMore: false });
    expect(third.items).toHaveLength(1);
    const all = [...titles(first), ...titles(await page('limit=2&page=2')), ...titles(third)];
    expect(new Set(all).size).toBe(5);
    expect(all.map((x) => x.slice(0, 4))).toEqual(['Ayun', 'Baut', 'Águi', 'Zarz', 'Cena']);
    // Accent-insensitive title order.
    expect(titles(await page('sortBy=title&sortOrder=asc')).map((x) => x.slice(0, 4))).toEqual([
      'Águi',
      'Ayun',
      'Baut',
      'Cena',
      'Zarz',
    ]);
    expect(titles(await page('sortBy=createdAt&sortOrder=asc'))[0]?.slice(0, 4)).toBe('Águi');
    expect(titles(await page('sortBy=createdAt'))[0]?.slice(0, 4)).toBe('Ayun');
    for (const bad of ['sortBy=likes', 'priority=9', 'page=0', 'limit=101', 'viewType=HOME'])
      expect((await c.pastor({ method: 'GET', url: `/api/community/news?${bad}` })).statusCode, bad).toBe(
        400,
      );
  });

  it('filters by search, category, tags, priority and view type, and counts categories and tags in SQL', async () => {
    const c = await freshCommunity();
    await createNews(
      {
        title: 'Campamento de jóvenes 2027',
        category: 'jovenes',
        tags: ['Juventud', 'campamento'],
        priority: 3,
      },
      c.pastor,
    );
    await createNews(
      { title: 'Vigilia de oración unida', category: 'oracion', tags: ['juventud'], priority: 1 },
      c.pastor,
    );
    await createNews(
      {
        title: 'Campaña inactiva de ropa',
        category: 'jovenes',
        tags: ['ropa'],
        priority: 1,
        isActive: false,
      },
      c.pastor,
    );
    const q = async (query: string) =>
      titles(
        (await c.pastor({ method: 'GET', url: `/api/community/news?includeInactive=true&${query}` })).json(),
      );
    expect(await q('search=CAMPAMENTO%20DE%20JOVENES')).toEqual(['Campamento de jóvenes 2027']);
    expect(await q('search=uNiDa')).toEqual(['Vigilia de oración unida']);
    expect(await q('category=jovenes')).toEqual(['Campaña inactiva de ropa', 'Campamento de jóvenes 2027']);
    expect(await q('tags=campamento,nada')).toEqual(['Campamento de jóvenes 2027']);
    expect(await q('tags=JUVENTUD')).toEqual(['Vigilia de oración unida', 'Campamento de jóvenes 2027']);
    expect(await q('priority=3')).toEqual(['Campamento de jóvenes 2027']);
    // 'Lo más reciente' is priority 1-2; 'Actualidad' every priority.
    expect(await q('viewType=RECENT')).toEqual(['Campaña inactiva de ropa', 'Vigilia de oración unida']);
    expect(await q('viewType=ACTUALIDAD')).toHaveLength(3);

    const categories = (await c.pastor({ method: 'GET', url: '/api/community/news/categories' })).json();
    expect(categories.map((x: { name: string }) => x.name)).toEqual([
      'Cultos',
      'Eventos',
      'Anuncios',
      'Jóvenes',
      'Misiones',
      'Oración',
      'Testimonios',
    ]);
    expect(categories.find((x: { id: string }) => x.id === 'jovenes')).toEqual({
      id: 'jovenes',
      name: 'Jóvenes',
      emoji: expect.any(String),
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      count: 2,
    });
    expect(categories.find((x: { id: string }) => x.id === 'cultos').count).toBe(0);
    const tags = (await c.pastor({ method: 'GET', url: '/api/community/news/tags' })).json();
    expect(tags).toEqual([
      { id: 'juventud', name: 'juventud', count: 2 },
      { id: 'campamento', name: 'campamento', count: 1 },
      { id: 'ropa', name: 'ropa', count: 1 },
    ]);
    // The mobile app's counts leave inactive news out.
    const memberCategories = (
      await c.member({ method: 'GET', url: '/api/community/news/categories' })
    ).json();
    expect(memberCategories.find((x: { id: string }) => x.id === 'jovenes').count).toBe(1);
    const memberTags = (await c.member({ method: 'GET', url: '/api/community/news/tags' })).json();
    expect(memberTags.map((x: { name: string }) => x.name)).not.toContain('ropa');
  });
});

describe('roles', () => {
  it('lets members and guests read active news but never write; strangers get 401', async () => {
    const item = await createNews();
    const guestMember = await createMember(kit.t.database.db, kit.cast.a.community.id, { role: 'GUEST' });
    const guest = as(kit.t.app, await login(kit.t.app, guestMember.user.email));
    for (const reader of [member, guest]) {
      for (const url of [
        '/api/community/news',
        `/api/community/news/${item.id}`,
        '/api/community/news/home-slice',
      ])
        expect((await reader({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const before = await kit.t.database.db.select().from(news).orderBy(news.id);
    for (const writer of [member, guest]) {
      for (const call of [
        { method: 'POST', url: '/api/community/news', payload: valid() },
        { method: 'PATCH', url: `/api/community/news/${item.id}`, payload: { isActive: false } },
        { method: 'PATCH', url: `/api/community/news/${item.id}/priority`, payload: { priority: 4 } },
        { method: 'DELETE', url: `/api/community/news/${item.id}` },
        { method: 'POST', url: '/api/community/news/process-image', payload: { imageBase64: 'aGVsbG8=' } },
      ] as const) {
        const res = await writer(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().message).toBe('No tienes permisos para realizar esta acción');
      }
    }
    expect(await kit.t.database.db.select().from(news).orderBy(news.id)).toEqual(before);
    for (const url of [
      '/api/community/news',
      '/api/community/news/categories',
      `/api/community/news/${item.id}`,
    ])
      expect((await kit.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('isolation', () => {
  it('answers 404 to another community for every news route naming an id, changing nothing', async () => {
    const item = await createNews({ title: 'Noticia privada de Alfa', tags: ['alfa-secreto'] });
    const b = pastorB;
    const before = await kit.t.database.db.select().from(news).orderBy(news.id);
    for (const call of [
      { method: 'GET', url: `/api/community/news/${item.id}` },
      { method: 'PATCH', url: `/api/community/news/${item.id}`, payload: { isActive: false } },
      { method: 'PATCH', url: `/api/community/news/${item.id}/priority`, payload: { priority: 4 } },
      { method: 'DELETE', url: `/api/community/news/${item.id}` },
    ] as const) {
      const res = await b(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().code).toBe('NEWS_NOT_FOUND');
    }
    expect(await kit.t.database.db.select().from(news).orderBy(news.id)).toEqual(before);
    for (const url of [
      '/api/community/news?includeInactive=true&limit=100',
      '/api/community/news?search=privada',
      '/api/community/news/home-slice',
      '/api/community/news/tags',
    ]) {
      const res = await b({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(item.id);
      expect(res.body).not.toContain('Alfa');
      expect(res.body).not.toContain('alfa-secreto');
    }
    const cats = (await b({ method: 'GET', url: '/api/community/news/categories' })).json();
    expect(cats.every((c: { count: number }) => c.count === 0)).toBe(true);
  });
});
