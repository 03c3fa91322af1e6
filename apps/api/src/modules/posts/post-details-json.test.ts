import { POSTS_LIMITS } from '@koinonia/shared/posts/posts.schemas';
import { FEED_LIMITS } from '@koinonia/shared/posts/posts-feed.schemas';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityPosts, memberships, postComments, users } from '../../db/schema.ts';
import { as, login } from '../../test/factories.ts';
import { type Call, usePostsTestApp } from './posts.test-kit.ts';

/**
 * The details modal and the app's comments are written as JSON by PostgreSQL (post-details.queries.ts).
 * Here every field of both answers is held to the rows, mapped in JavaScript the way every other read
 * maps them: timestamps with microseconds, an avatar, an author no longer an active member (no role), a
 * comment with more replies than are embedded, pages, and a soft-deleted post.
 */
describe('post details and comment pages written as JSON', () => {
  const kit = usePostsTestApp();
  const db = () => kit.db();

  interface Expected {
    id: string;
    postId: string;
    parentId: string | null;
    content: string;
    createdAt: string;
    author: { id: string; name: string; avatar: string | null; role: string | null };
  }

  /** A comment or reply as the answers must show it, read from the rows in JavaScript. */
  async function commentsOf(communityId: string, where: ReturnType<typeof and>, order: 'newest' | 'oldest') {
    const rows = await db()
      .select({
        id: postComments.id,
        postId: postComments.postId,
        parentId: postComments.parentId,
        content: postComments.content,
        createdAt: postComments.createdAt,
        authorId: users.id,
        name: users.name,
        avatar: users.avatar,
        role: memberships.role,
      })
      .from(postComments)
      .innerJoin(users, eq(users.id, postComments.authorId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.userId, users.id),
          eq(memberships.communityId, communityId),
          eq(memberships.isActive, true),
        ),
      )
      .where(where)
      .orderBy(
        ...(order === 'newest'
          ? [desc(postComments.createdAt), desc(postComments.id)]
          : [asc(postComments.createdAt), asc(postComments.id)]),
      );
    return rows.map(
      (r): Expected => ({
        id: r.id,
        postId: r.postId,
        parentId: r.parentId,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
        author: { id: r.authorId, name: r.name, avatar: r.avatar, role: r.role ?? null },
      }),
    );
  }

  /** The threads of a page of top-level comments, each with its first `perParent` replies and their number. */
  async function threads(
    communityId: string,
    postId: string,
    page: number,
    limit: number,
    perParent: number,
  ) {
    const top = await commentsOf(
      communityId,
      and(eq(postComments.postId, postId), isNull(postComments.parentId)),
      'newest',
    );
    const pageRows = top.slice((page - 1) * limit, page * limit);
    const out = [];
    for (const comment of pageRows) {
      const replies = await commentsOf(communityId, eq(postComments.parentId, comment.id), 'oldest');
      out.push({ ...comment, repliesCount: replies.length, replies: replies.slice(0, perParent) });
    }
    return {
      items: out,
      pagination: { page, limit, total: top.length, hasMore: page * limit < top.length },
    };
  }

  async function postAsShown(postId: string) {
    const [row] = await db()
      .select({ post: communityPosts, name: users.name, avatar: users.avatar, role: memberships.role })
      .from(communityPosts)
      .innerJoin(users, eq(users.id, communityPosts.authorId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.userId, users.id),
          eq(memberships.communityId, communityPosts.communityId),
          eq(memberships.isActive, true),
        ),
      )
      .where(eq(communityPosts.id, postId));
    const p = row!.post;
    return {
      row: p,
      post: {
        id: p.id,
        communityId: p.communityId,
        type: p.type,
        title: p.title,
        message: p.message,
        imageUrl: p.imageUrl,
        publishedAt: p.publishedAt.toISOString(),
        isActive: p.isActive,
        likesCount: p.likesCount,
        commentsCount: p.commentsCount,
        author: { id: p.authorId, name: row!.name, avatar: row!.avatar, role: row!.role ?? null },
      },
    };
  }

  async function expectDetails(call: Call, postId: string, communityId: string, page: number, limit: number) {
    const res = await call({
      method: 'GET',
      url: `/api/admin/community/posts/${postId}/details?commentsPage=${page}&commentsLimit=${limit}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { row, post } = await postAsShown(postId);
    const page_ = await threads(communityId, postId, page, limit, POSTS_LIMITS.detailsRepliesPerComment);
    const deleter = row.deletedById
      ? (
          await db()
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(eq(users.id, row.deletedById))
        )[0]
      : null;
    expect(res.json()).toEqual({
      ...post,
      adminInfo: {
        isDeleted: !row.isActive,
        deletedBy: deleter ?? null,
        deletedAt: row.deletedAt?.toISOString() ?? null,
        totalLikes: row.likesCount,
        totalComments: row.commentsCount,
        comments: page_.items,
        commentsPagination: page_.pagination,
      },
    });
    return res.json();
  }

  it('hold every field of the details and of the app’s comment pages to the rows', async () => {
    const c = await kit.freshCommunity();
    const post = await kit.insertPost({
      communityId: c.id,
      authorId: c.memberId,
      type: 'TESTIMONY',
      title: 'Un testimonio',
      message: 'Dios es fiel',
    });
    await db()
      .update(communityPosts)
      .set({ imageUrl: 'posts/foto.jpg' })
      .where(eq(communityPosts.id, post.id));
    await db().update(users).set({ avatar: 'avatars/jose.png' }).where(eq(users.id, c.memberId));
    await kit.addLike(post.id, c.pastorId);
    await kit.addLike(post.id, c.member2Id);
    const first = await kit.addComment(post.id, c.memberId, 'Primero');
    const second = await kit.addComment(post.id, c.member2Id, 'Segundo, con "comillas" y \\ barra');
    await kit.addComment(post.id, c.pastorId, 'Tercero 🙏');
    await kit.addComment(post.id, c.pastorId, 'Respuesta a segundo', second.id);
    // More replies than are embedded under one comment.
    const replies = POSTS_LIMITS.detailsRepliesPerComment + 2;
    await db().execute(sql`
      insert into post_comments (community_id, post_id, author_id, parent_id, content, created_at)
      select ${c.id}, ${post.id}, ${c.member2Id}, ${first.id}, 'Respuesta ' || j,
        now() - make_interval(secs => 1000 - j) + make_interval(secs => j * 0.000001)
      from generate_series(1, ${replies}) as s(j)`);
    await db()
      .update(communityPosts)
      .set({ commentsCount: sql`${communityPosts.commentsCount} + ${replies}` })
      .where(eq(communityPosts.id, post.id));
    // Ana is no longer an active member: her comments show her with no role.
    await db()
      .update(memberships)
      .set({ isActive: false })
      .where(and(eq(memberships.userId, c.member2Id), eq(memberships.communityId, c.id)));

    const details = await expectDetails(c.pastor, post.id, c.id, 1, 20);
    expect(details.adminInfo.comments).toHaveLength(3);
    const withMany = details.adminInfo.comments.find((t: { id: string }) => t.id === first.id);
    expect(withMany.repliesCount).toBe(replies);
    expect(withMany.replies).toHaveLength(POSTS_LIMITS.detailsRepliesPerComment);
    expect(details.adminInfo.comments.find((t: { id: string }) => t.id === second.id).author.role).toBeNull();
    await expectDetails(c.pastor, post.id, c.id, 2, 2);
    await expectDetails(c.pastor, post.id, c.id, 3, 2);

    // The app's pages of the same comments (a member's call).
    const [memberUser] = await db()
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, c.memberId));
    const member = as(kit.kit.t.app, await login(kit.kit.t.app, memberUser!.email)) as Call;
    for (const [page, limit] of [
      [1, 20],
      [1, 2],
      [2, 2],
      [5, 2],
    ] as const) {
      const res = await member({
        method: 'GET',
        url: `/api/community/posts/${post.id}/comments?page=${page}&limit=${limit}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(await threads(c.id, post.id, page, limit, FEED_LIMITS.repliesPerComment));
    }

    // A post with no comment, and a soft-deleted post: who deleted it and when; the app no longer finds it.
    const quiet = await kit.insertPost({ communityId: c.id, authorId: c.pastorId });
    expect((await expectDetails(c.pastor, quiet.id, c.id, 1, 20)).adminInfo.comments).toEqual([]);
    expect(
      (await c.pastor({ method: 'DELETE', url: `/api/community/posts/${post.id}` })).statusCode,
    ).toBeLessThan(300);
    const deleted = await expectDetails(c.pastor, post.id, c.id, 1, 20);
    expect(deleted.adminInfo).toMatchObject({ isDeleted: true, deletedBy: { id: c.pastorId } });
    const gone = await member({ method: 'GET', url: `/api/community/posts/${post.id}/comments` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('El post solicitado no fue encontrado.');
  });
});
