import { INT4_MAX, inputMessages, MAX_PAGE } from '@koinonia/shared/common/limits';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { communities, news, sectors, users } from './db/schema.ts';
import { validNewsFields } from './modules/news/news.test-kit.ts';
import { useTestApp } from './test/build-test-app.ts';
import { as, createTwoCommunities, TEST_PASSWORD } from './test/factories.ts';
import { multipart } from './test/images.ts';

// The 'Bad input' section of the hardening issue: input that used to reach the database is refused
// first, with a Spanish 400, on every route. (Malformed multipart and empty images: plugins/uploads.test.ts;
// tokens with odd claims: plugins/auth.test.ts; every route under junk: fuzz.test.ts.)

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
let pastor: ReturnType<typeof as>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  pastor = as(kit.t.app, cast.a.tokens.pastor);
});

const validNews = validNewsFields();
const newsRows = () => kit.t.database.db.select({ id: news.id }).from(news);
async function createSector(name: string) {
  const res = await pastor({ method: 'POST', url: '/api/groups/sectors', payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}
function expectRefusal(
  res: { statusCode: number; json(): unknown; body: string },
  path: string,
  message: string = inputMessages.invalidCharacter,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message,
    issues: [{ path, message }],
  });
}

describe('a NUL character (\\u0000), or half a character, in any text', () => {
  it('is refused on login and register, which need no session, before anything is stored', async () => {
    const login = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${cast.a.pastor.user.email}\u0000`, password: TEST_PASSWORD },
    });
    expectRefusal(login, 'email');
    const register = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Pedro\u0000 Páramo',
        email: 'pedro.paramo@correo.test',
        password: 'una-clave-larga-y-rara',
        documentNumber: '7788990011',
      },
    });
    expectRefusal(register, 'name');
    expect(
      await kit.t.database.db.select().from(users).where(eq(users.documentNumber, '7788990011')),
    ).toEqual([]);
  });

  it('is refused in a query string, a path parameter and nested or listed JSON values', async () => {
    expectRefusal(await pastor({ method: 'GET', url: '/api/community/members?search=ana%00' }), 'search');
    expectRefusal(await pastor({ method: 'GET', url: '/api/groups?search=%00' }), 'search');
    expectRefusal(await pastor({ method: 'GET', url: '/api/community/news?tags=a%00b' }), 'tags');
    expectRefusal(
      await pastor({ method: 'GET', url: '/api/community/users/by-document/1020%0030' }),
      'document',
    );
    expectRefusal(await pastor({ method: 'GET', url: '/api/community/news/abc%00' }), 'id');
    expectRefusal(
      await pastor({ method: 'PUT', url: '/api/community/profile', payload: { name: 'Iglesia\u0000' } }),
      'name',
    );
    // The news body is validated by the service, not by a route schema: the refusal comes first anyway.
    expectRefusal(
      await pastor({
        method: 'POST',
        url: '/api/community/news',
        payload: { ...validNews, tags: ['domingo', 'ayuno\u0000'] },
      }),
      'tags.1',
    );
    // Unknown fields are stripped, but not before they are checked; nor are keys exempt.
    expectRefusal(
      await pastor({
        method: 'POST',
        url: '/api/groups/sectors',
        payload: { name: 'Norte', extra: { deep: ['\u0000'] } },
      }),
      'extra.deep.0',
    );
    expectRefusal(
      await pastor({ method: 'POST', url: '/api/groups/sectors', payload: { name: 'Norte', 'a\u0000': 1 } }),
      'a\\u0000',
    );
    expect(await newsRows()).toEqual([]);
  });

  it('is refused in the text fields of a multipart form', async () => {
    const res = await pastor({
      method: 'POST',
      url: '/api/community/news',
      ...multipart({ ...validNews, location: 'Templo\u0000 principal' }),
    });
    expectRefusal(res, 'location');
    expect(await newsRows()).toEqual([]);
  });

  it('is refused like half a character (a lone surrogate), which jsonb and UTF-8 cannot hold', async () => {
    const cut = '🙏'.slice(0, 1);
    expectRefusal(
      await pastor({ method: 'PUT', url: '/api/community/profile', payload: { name: `Iglesia ${cut}` } }),
      'name',
    );
    expectRefusal(
      await pastor({
        method: 'POST',
        url: '/api/groups/sectors',
        payload: { name: 'Norte', description: '\udc00' },
      }),
      'description',
    );
    // Multipart and query strings are bytes: half a character arrives there as U+FFFD, a real one.
  });

  it('leaves other control characters and any unicode to the fields’ own rules', async () => {
    const res = await pastor({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: { name: 'Sector\t🙏 Ñandú \u0007', description: 'línea 1\nlínea 2' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Sector\t🙏 Ñandú \u0007', description: 'línea 1\nlínea 2' });
  });

  it('walks a deeply nested body without overflowing', async () => {
    const deep = `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`;
    const res = await pastor({
      method: 'POST',
      url: '/api/groups/sectors',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Norte","x":${deep}}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(inputMessages.invalidCharacter);
  });
});

describe('integers within their columns', () => {
  it('refuses a sector order above the largest integer, in Spanish, and accepts the largest', async () => {
    const over = await pastor({
      method: 'POST',
      url: '/api/groups/sectors',
      payload: { name: 'Sector enorme', displayOrder: INT4_MAX + 1 },
    });
    expectRefusal(over, 'displayOrder', 'El orden no puede superar 2147483647');
    const sector = await createSector('Sector del borde');
    const patch = await pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { displayOrder: '99999999999' },
    });
    expectRefusal(patch, 'displayOrder', 'El orden no puede superar 2147483647');
    const max = await pastor({
      method: 'PATCH',
      url: `/api/groups/sectors/${sector.id}`,
      payload: { displayOrder: INT4_MAX },
    });
    expect(max.statusCode, max.body).toBe(200);
    expect(max.json().displayOrder).toBe(INT4_MAX);
  });

  it('refuses a page whose offset could overflow, and answers the last allowed page', async () => {
    for (const url of ['/api/community/members', '/api/groups', '/api/community/news']) {
      expectRefusal(
        await pastor({ method: 'GET', url: `${url}?page=${MAX_PAGE + 1}&limit=100` }),
        'page',
        'La página no puede superar 1000000',
      );
      const last = await pastor({ method: 'GET', url: `${url}?page=${MAX_PAGE}&limit=100` });
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json().items).toEqual([]);
    }
    expectRefusal(
      await pastor({ method: 'GET', url: '/api/community/users?limit=5000' }),
      'limit',
      'El límite no puede superar 1000',
    );
  });
});

describe('the length of every text', () => {
  it('is bounded in the shared schemas, with Spanish messages', async () => {
    const longEmail = `${'a'.repeat(250)}@correo.test`;
    expectRefusal(
      await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: longEmail, password: TEST_PASSWORD },
      }),
      'email',
      'El correo electrónico no puede superar 254 caracteres',
    );
    const register = await kit.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Ana Ruiz',
        email: longEmail,
        password: 'una-clave-larga-y-rara',
        documentNumber: '445566',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().issues).toContainEqual({
      path: 'email',
      message: 'El correo electrónico no puede superar 254 caracteres',
    });
    expectRefusal(
      await kit.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: cast.a.pastor.user.email, password: 'x'.repeat(201) },
      }),
      'password',
      'La contraseña es demasiado larga',
    );
    expectRefusal(
      await pastor({ method: 'GET', url: `/api/groups?sectorId=${'a'.repeat(101)}` }),
      'sectorId',
      'El sector no existe',
    );
    expectRefusal(
      await pastor({ method: 'GET', url: `/api/community/news?category=${'a'.repeat(41)}` }),
      'category',
      'La categoría no puede superar 40 caracteres',
    );
    expectRefusal(
      await pastor({
        method: 'POST',
        url: '/api/community/news',
        ...multipart({ ...validNews, tags: 'x,'.repeat(600) }),
      }),
      'tags',
      'Las etiquetas no pueden superar 1000 caracteres',
    );
    // Existing limits keep their messages.
    expectRefusal(
      await pastor({ method: 'POST', url: '/api/groups/sectors', payload: { name: 'N'.repeat(81) } }),
      'name',
      'El nombre no puede superar 80 caracteres',
    );
  });

  it('is bounded in the database too, whatever writes to it', async () => {
    const db = kit.t.database.db;
    const sector = await createSector('Sector con límites');
    const created = await pastor({ method: 'POST', url: '/api/community/news', ...multipart(validNews) });
    const newsId = created.json().id as string;
    const group = await pastor({
      method: 'POST',
      url: '/api/groups',
      payload: {
        name: 'Célula con límites',
        sectorId: sector.id,
        leaderId: cast.a.pastor.user.id,
        meetingAddress: 'Calle 1 # 2-3',
        meetingDay: 'Lunes',
        meetingTime: '19:00',
        capacity: 10,
      },
    });
    expect(group.statusCode, group.body).toBe(201);
    const over = (n: number) => 'x'.repeat(n + 1);
    const attempts: [string, () => Promise<unknown>][] = [
      [
        'users.name',
        () =>
          db
            .update(users)
            .set({ name: over(120) })
            .where(eq(users.id, cast.a.member.user.id)),
      ],
      [
        'users.email',
        () =>
          db
            .update(users)
            .set({ email: `${over(254)}@x.co` })
            .where(eq(users.id, cast.a.member.user.id)),
      ],
      ['communities.description', () => db.update(communities).set({ description: over(1000) })],
      [
        'sectors.name',
        () =>
          db
            .update(sectors)
            .set({ name: over(80) })
            .where(eq(sectors.id, sector.id)),
      ],
      [
        'news.content',
        () =>
          db
            .update(news)
            .set({ content: over(2000) })
            .where(eq(news.id, newsId)),
      ],
      [
        'news.tags',
        () =>
          db
            .update(news)
            .set({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })
            .where(eq(news.id, newsId)),
      ],
      ['groups.meeting_address', () => db.execute(sql`update groups set meeting_address = repeat('x', 201)`)],
    ];
    for (const [column, attempt] of attempts) {
      const error = await attempt().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(sqlState(error), column).toBe('23514');
    }
  });
});

/** The SQLSTATE of a database error (Drizzle wraps the driver's error as its cause). */
function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; current && i < 5; i++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}
