import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { communityPosts, memberships, postComments, postLikes } from '../../db/schema.ts';
import {
  type Call,
  type CastKit,
  createFreshCommunity,
  useCommunityCast,
} from '../../test/community-cast.ts';
import { createMember, login } from '../../test/factories.ts';

export type { Call };

export const validPost = (overrides: Record<string, unknown> = {}) => ({
  type: 'TESTIMONY',
  title: 'Dios es fiel',
  message: 'Quiero compartir cómo el Señor nos sostuvo este mes. ¡Gracias por sus oraciones!',
  ...overrides,
});

/**
 * The members' side of posts: a fresh app, two communities (pastor, helper, member each), and in
 * community A a guest and a member whose membership was deactivated after signing in.
 */
export function usePostsFeedTestApp() {
  const cast = useCommunityCast<CastKit & { inactiveToken: string }>({
    guest: {},
    async more(kit) {
      const db = kit.t.database.db;
      const former = await createMember(db, kit.cast.a.community.id, { role: 'MEMBER' });
      kit.inactiveToken = await login(kit.t.app, former.user.email);
      await db.update(memberships).set({ isActive: false }).where(eq(memberships.id, former.membership.id));
    },
  });
  const { kit, member, caller } = cast;
  const inactive = caller(() => kit.inactiveToken);

  async function createPost(overrides: Record<string, unknown> = {}, call: Call = member) {
    const res = await call({ method: 'POST', url: '/api/community/posts', payload: validPost(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function comment(postId: string, content: string, parentId?: string, call: Call = member) {
    const res = await call({
      method: 'POST',
      url: `/api/community/posts/${postId}/comments`,
      payload: { content, ...(parentId ? { parentId } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A soft delete, as the dashboard's DELETE does it. */
  async function softDelete(postId: string) {
    await kit.t.database.db
      .update(communityPosts)
      .set({ isActive: false, deletedAt: new Date() })
      .where(eq(communityPosts.id, postId));
  }

  /** A community of its own (pastor and member), so that lists and orders are exactly known. */
  async function freshCommunity() {
    const { id, people, calls } = await createFreshCommunity(kit.t, {
      pastor: { role: 'COMMUNITY_ADMIN', signIn: true },
      member: { role: 'MEMBER', signIn: true },
    });
    return { id, ...calls, memberId: people.member.user.id };
  }

  /** What a refused write must leave as it was: posts, comments and likes. */
  async function snapshot() {
    const db = kit.t.database.db;
    return {
      posts: await db.select().from(communityPosts).orderBy(communityPosts.id),
      comments: await db.select().from(postComments).orderBy(postComments.id),
      likes: await db.select().from(postLikes).orderBy(postLikes.postId, postLikes.userId),
    };
  }

  async function likeRows(postId: string, userId?: string) {
    return kit.t.database.db
      .select()
      .from(postLikes)
      .where(and(eq(postLikes.postId, postId), userId ? eq(postLikes.userId, userId) : undefined));
  }

  return {
    ...cast,
    inactive,
    createPost,
    comment,
    softDelete,
    freshCommunity,
    snapshot,
    likeRows,
  };
}
