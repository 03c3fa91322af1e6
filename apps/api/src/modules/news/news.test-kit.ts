import { expect } from 'vitest';
import { news } from '../../db/schema.ts';
import { type Call, createFreshCommunity, useCommunityCast } from '../../test/community-cast.ts';

export type { Call };

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
  const { kit, pastor, helper, member, pastorB } = useCommunityCast({ guest: false });

  async function createNews(overrides: Record<string, unknown> = {}, call: Call = pastor) {
    const res = await call({ method: 'POST', url: '/api/community/news', payload: validNews(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A community of its own (pastor and member), so that lists and orders are exactly known. */
  async function freshCommunity() {
    const { id, calls } = await createFreshCommunity(kit.t, {
      pastor: { role: 'COMMUNITY_ADMIN', signIn: true },
      member: { role: 'MEMBER', signIn: true },
    });
    return { id, ...calls };
  }

  const allRows = () => kit.t.database.db.select().from(news).orderBy(news.id);

  return { kit, pastor, helper, member, pastorB, createNews, freshCommunity, allRows };
}
