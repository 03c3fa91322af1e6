import { describe, expect, it } from 'vitest';
import { createFreshCommunity } from '../../test/community-cast.ts';
import { type Call, usePostsTestApp } from './posts.test-kit.ts';

/**
 * The author filter's options: only the people who have posted in the caller's community (deleted
 * posts counted), most posts first and then the newest post, searched without accents, `limit` at a time.
 */
describe('GET /admin/community/posts/author-options', () => {
  const kit = usePostsTestApp();

  interface Options {
    items: { id: string; name: string; postsCount: number }[];
    hasMore: boolean;
  }

  async function options(call: Call, query = ''): Promise<Options> {
    const res = await call({ method: 'GET', url: `/api/admin/community/posts/author-options${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** A community of its own: four people, three of whom posted (one only a deleted post). */
  async function community() {
    const { id, people, calls } = await createFreshCommunity(kit.kit.t, {
      pastor: { role: 'COMMUNITY_ADMIN', name: 'Pastora Ruth', signIn: true },
      jose: { role: 'MEMBER', name: 'José Núñez' },
      angela: { role: 'MEMBER', name: 'Ángela Peña' },
      silent: { role: 'MEMBER', name: 'Nunca Publicó' },
    });
    const post = (authorId: string, day: number, isActive = true) =>
      kit.insertPost({ communityId: id, authorId, isActive, publishedAt: new Date(Date.UTC(2025, 4, day)) });
    await post(people.jose.user.id, 1);
    await post(people.jose.user.id, 2);
    await post(people.jose.user.id, 3, false);
    await post(people.pastor.user.id, 4);
    await post(people.angela.user.id, 5, false);
    const idOf = (who: keyof typeof people) => people[who].user.id;
    return { pastor: calls.pastor, idOf };
  }

  it('lists only the people who posted, deleted posts counted, most posts first then the newest post', async () => {
    const c = await community();
    expect(await options(c.pastor)).toEqual({
      items: [
        { id: c.idOf('jose'), name: 'José Núñez', postsCount: 3 },
        { id: c.idOf('angela'), name: 'Ángela Peña', postsCount: 1 },
        { id: c.idOf('pastor'), name: 'Pastora Ruth', postsCount: 1 },
      ],
      hasMore: false,
    });
  });

  it('searches names without accents or case, and never offers someone who has not posted', async () => {
    const c = await community();
    const ids = async (search: string) =>
      (await options(c.pastor, `?search=${encodeURIComponent(search)}`)).items.map((i) => i.id);
    expect(await ids('nunez')).toEqual([c.idOf('jose')]);
    expect(await ids('ANGELA pe')).toEqual([c.idOf('angela')]);
    expect(await ids('Peña')).toEqual([c.idOf('angela')]);
    // 'Nunca Publicó' matches by name but has no posts.
    expect(await ids('nunca')).toEqual([]);
    expect(await ids('publico')).toEqual([]);
    expect(await ids('  ')).toHaveLength(3);
  });

  it('sends at most `limit` people and says when more match', async () => {
    const c = await community();
    expect(await options(c.pastor, '?limit=2')).toMatchObject({
      items: [{ id: c.idOf('jose') }, { id: c.idOf('angela') }],
      hasMore: true,
    });
    expect((await options(c.pastor, '?limit=3')).hasMore).toBe(false);
    const res = await c.pastor({ method: 'GET', url: '/api/admin/community/posts/author-options?limit=0' });
    expect(res.statusCode).toBe(400);
  });

  it("never shows another community's authors", async () => {
    await community();
    const memberA = kit.userOf('member', 'a').id;
    const memberB = kit.userOf('member', 'b').id;
    await kit.insertPost({ authorId: memberA });
    await kit.insertPost({ communityId: kit.kit.cast.b.community.id, authorId: memberB });
    const a = await options(kit.pastor, '?limit=100');
    expect(a.items.map((i) => i.id)).toContain(memberA);
    expect(a.items.map((i) => i.id)).not.toContain(memberB);
    const b = await options(kit.pastorB, '?limit=100');
    expect(b.items.map((i) => i.id)).toEqual([memberB]);
  });
});
