import { readdirSync } from 'node:fs';
import path from 'node:path';
import { imageTypes } from '@koinonia/shared/images/image-url';
import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, communityPosts, postComments, postLikes } from '../../db/schema.ts';
import { type Call, createFreshCommunity, useCommunityCast } from '../../test/community-cast.ts';
import { multipart } from '../../test/images.ts';

export type { Call };

/** The admin create form's text fields. */
export const postFields = (overrides: Record<string, string> = {}) => ({
  type: 'ANNOUNCEMENT',
  title: 'Reunión de servidores',
  message: 'Este sábado a las 9:00 nos reunimos todos los servidores en el salón principal.',
  ...overrides,
});
export const imageFile = (data: Buffer, name = 'foto.png', type = 'image/png') => ({
  field: 'imageFile',
  name,
  type,
  data,
});

/**
 * The admin side of posts: a fresh app, two communities (pastor, helper, member each) and a guest
 * in community A; posts, comments and likes are written straight to the database (the app's own
 * calls are tested in posts-feed*.test.ts).
 */
export function usePostsTestApp() {
  const cast = useCommunityCast({ guest: {} });
  const { kit, pastor, db } = cast;
  const userOf = (who: 'pastor' | 'helper' | 'member', side: 'a' | 'b' = 'a') => kit.cast[side][who].user;

  /** Creates a post through the admin form (multipart), as `call`. */
  async function createPost(overrides: Record<string, string> = {}, call: Call = pastor, image?: Buffer) {
    const res = await call({
      method: 'POST',
      url: '/api/admin/community/posts',
      ...multipart(postFields(overrides), image ? imageFile(image) : undefined),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [key: string]: unknown };
  }

  /** A post written straight to the database (any author, date, state). */
  async function insertPost(values: {
    communityId?: string;
    authorId?: string;
    type?: PostType;
    title?: string | null;
    message?: string;
    publishedAt?: Date;
    isActive?: boolean;
  }) {
    const [row] = await db()
      .insert(communityPosts)
      .values({
        communityId: values.communityId ?? kit.cast.a.community.id,
        authorId: values.authorId ?? userOf('member').id,
        type: values.type ?? 'ANNOUNCEMENT',
        title: values.title ?? null,
        message: values.message ?? 'Un mensaje para la comunidad',
        publishedAt: values.publishedAt ?? new Date(),
        isActive: values.isActive ?? true,
      })
      .returning();
    return row!;
  }

  /** A comment (or a reply) and the post's counter, as the app writes them. */
  async function addComment(postId: string, authorId: string, content = '¡Amén!', parentId?: string) {
    const post = (await db().select().from(communityPosts).where(eq(communityPosts.id, postId)))[0]!;
    const [row] = await db()
      .insert(postComments)
      .values({ communityId: post.communityId, postId, authorId, content, parentId: parentId ?? null })
      .returning();
    await db()
      .update(communityPosts)
      .set({ commentsCount: sql`${communityPosts.commentsCount} + 1` })
      .where(eq(communityPosts.id, postId));
    return row!;
  }

  async function addLike(postId: string, userId: string) {
    const post = (await db().select().from(communityPosts).where(eq(communityPosts.id, postId)))[0]!;
    await db().insert(postLikes).values({ communityId: post.communityId, postId, userId });
    await db()
      .update(communityPosts)
      .set({ likesCount: sql`${communityPosts.likesCount} + 1` })
      .where(eq(communityPosts.id, postId));
  }

  /** A community of its own (pastor and two members), so that lists and totals are exactly known. */
  async function freshCommunity() {
    const { id, people, calls } = await createFreshCommunity(kit.t, {
      pastor: { role: 'COMMUNITY_ADMIN', name: 'Pastora Ruth', signIn: true },
      member: { role: 'MEMBER', name: 'José Núñez' },
      member2: { role: 'MEMBER', name: 'Ana Peña' },
    });
    return {
      id,
      pastorId: people.pastor.user.id,
      memberId: people.member.user.id,
      member2Id: people.member2.user.id,
      pastor: calls.pastor,
    };
  }

  /** Everything a refused call must leave as it was. */
  async function everything() {
    const [posts, comments, likes, audits] = await Promise.all([
      db().select().from(communityPosts).orderBy(communityPosts.id),
      db().select().from(postComments).orderBy(postComments.id),
      db().select().from(postLikes).orderBy(postLikes.postId, postLikes.userId),
      db().select({ n: sql<number>`count(*)::int` }).from(auditLog),
    ]);
    return { posts, comments, likes, audits };
  }

  const storedFiles = () => {
    try {
      return readdirSync(path.join(kit.t.uploadsDir, imageTypes.posts)).sort();
    } catch {
      return [];
    }
  };

  return {
    ...cast,
    userOf,
    createPost,
    insertPost,
    addComment,
    addLike,
    freshCommunity,
    everything,
    storedFiles,
  };
}
