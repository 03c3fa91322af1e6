import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { news } from '../../db/schema.ts';
import { type TestApp, useTestApp } from '../../test/build-test-app.ts';
import { as, createCommunity, createMember, createTwoCommunities, login } from '../../test/factories.ts';

export type Call = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** A YYYY-MM-DD date `offsetDays` from now (UTC). */
export const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A valid JSON news body of community A. */
export const validNews = (overrides: Record<string, unknown> = {}) => ({
  title: 'Gran vigilia de oración',
  summary: 'Una noche entera de oración por nuestra ciudad',
  content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia. Trae tu Biblia.',
  priority: 2,
  category: 'cultos',
  tags: ['domingo', 'adoracion'],
  ...overrides,
});

/** A valid news item as multipart form fields (text only, no image). */
export const validNewsFields = (overrides: Record<string, string> = {}) => ({
  title: 'Gran vigilia de oración',
  summary: 'Una noche entera de oración por nuestra ciudad',
  content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia. Trae tu Biblia.',
  priority: '2',
  ...overrides,
});

export const titles = (body: { items: { title: string }[] }) => body.items.map((n) => n.title);

/** A fresh database per test file and two communities (pastor, helper, member each). */
export function useNewsTestApp() {
  const app = useTestApp();
  const kit = {
    get t() {
      return app.t;
    },
  } as { readonly t: TestApp; cast: Awaited<ReturnType<typeof createTwoCommunities>> };
  beforeAll(async () => {
    kit.cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  });

  const pastor: Call = (o) => as(kit.t.app, kit.cast.a.tokens.pastor)(o);
  const helper: Call = (o) => as(kit.t.app, kit.cast.a.tokens.helper)(o);
  const member: Call = (o) => as(kit.t.app, kit.cast.a.tokens.member)(o);
  const pastorB: Call = (o) => as(kit.t.app, kit.cast.b.tokens.pastor)(o);

  async function createNews(overrides: Record<string, unknown> = {}, call: Call = pastor) {
    const res = await call({ method: 'POST', url: '/api/community/news', payload: validNews(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A community of its own (pastor and member), so that lists and orders are exactly known. */
  async function freshCommunity() {
    const db = kit.t.database.db;
    const c = await createCommunity(db);
    const p = await createMember(db, c.id, { role: 'COMMUNITY_ADMIN' });
    const m = await createMember(db, c.id, { role: 'MEMBER' });
    return {
      id: c.id,
      pastor: as(kit.t.app, await login(kit.t.app, p.user.email)) as Call,
      member: as(kit.t.app, await login(kit.t.app, m.user.email)) as Call,
    };
  }

  const allRows = () => kit.t.database.db.select().from(news).orderBy(news.id);

  return { kit, pastor, helper, member, pastorB, createNews, freshCommunity, allRows };
}
