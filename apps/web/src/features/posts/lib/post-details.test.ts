import type { PostComment, PostDetails, PostReply } from '@koinonia/shared/posts/posts.schemas';
import { describe, expect, it } from 'vitest';
import {
  mergeDetailsPages,
  mergeReplies,
  nextCommentsPage,
  type RepliesPage,
  uniqueById,
} from './post-details';

const author = { id: 'u1', name: 'Ana Pérez', avatar: null, role: 'MEMBER' as const };

const reply = (id: string, parentId = 'c1'): PostReply => ({
  id,
  postId: 'p1',
  parentId,
  content: `respuesta ${id}`,
  createdAt: '2025-01-01T00:00:00.000Z',
  author,
});

const comment = (id: string, repliesCount = 0, replies: PostReply[] = []): PostComment => ({
  ...reply(id),
  parentId: null,
  content: `comentario ${id}`,
  repliesCount,
  replies,
});

function detailsPage(page: number, ids: string[], total: number, totalComments = total): PostDetails {
  return {
    id: 'p1',
    communityId: 'k1',
    type: 'ANNOUNCEMENT',
    title: 'Aviso',
    message: 'Hola',
    imageUrl: null,
    publishedAt: '2025-01-01T00:00:00.000Z',
    isActive: true,
    likesCount: 0,
    commentsCount: totalComments,
    author,
    adminInfo: {
      isDeleted: false,
      deletedBy: null,
      deletedAt: null,
      totalLikes: 0,
      totalComments,
      comments: ids.map((id) => comment(id)),
      commentsPagination: { page, limit: 2, total, hasMore: page * 2 < total },
    },
  };
}

const repliesPage = (page: number, ids: string[], total: number): RepliesPage => ({
  items: ids.map((id) => reply(id)),
  pagination: { page, limit: 2, total, hasMore: page * 2 < total },
});

describe('uniqueById', () => {
  it('keeps the first of each id, in order', () => {
    expect(
      uniqueById([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
        { id: 'a', n: 3 },
      ]),
    ).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
  });
});

describe('mergeDetailsPages', () => {
  it('appends the older comments after the newest, with what remains', () => {
    const view = mergeDetailsPages([detailsPage(1, ['c5', 'c4'], 5, 9), detailsPage(2, ['c3', 'c2'], 5, 9)]);
    expect(view.comments.map((c) => c.id)).toEqual(['c5', 'c4', 'c3', 'c2']);
    expect(view).toMatchObject({ commentsTotal: 5, hasMore: true, remaining: 1 });
    expect(view.post.adminInfo.totalComments).toBe(9);
  });

  it('has nothing more once the last page is loaded', () => {
    const view = mergeDetailsPages([detailsPage(1, ['c3', 'c2'], 3), detailsPage(2, ['c1'], 3)]);
    expect(view).toMatchObject({ hasMore: false, remaining: 0 });
    expect(view.comments).toHaveLength(3);
  });

  it('shows a comment once when a new one shifted the pages', () => {
    // c6 was written between the two loads: page 2 starts again with c4.
    const view = mergeDetailsPages([detailsPage(1, ['c5', 'c4'], 5), detailsPage(2, ['c4', 'c3'], 6)]);
    expect(view.comments.map((c) => c.id)).toEqual(['c5', 'c4', 'c3']);
    expect(view).toMatchObject({ commentsTotal: 6, hasMore: true, remaining: 3 });
  });

  it('reads the refreshed counts after a deletion (every page is fetched again)', () => {
    const view = mergeDetailsPages([detailsPage(1, ['c5', 'c3'], 4, 4), detailsPage(2, ['c2', 'c1'], 4, 4)]);
    expect(view.comments.map((c) => c.id)).toEqual(['c5', 'c3', 'c2', 'c1']);
    expect(view).toMatchObject({ commentsTotal: 4, hasMore: false, remaining: 0 });
  });

  it('refuses no pages', () => {
    expect(() => mergeDetailsPages([])).toThrow();
  });
});

describe('nextCommentsPage', () => {
  it('is the next page while older comments remain', () => {
    expect(nextCommentsPage(detailsPage(1, ['c5', 'c4'], 5))).toBe(2);
    expect(nextCommentsPage(detailsPage(3, ['c1'], 5))).toBeUndefined();
  });
});

describe('mergeReplies', () => {
  it('shows the embedded replies and how many more there are', () => {
    const view = mergeReplies(comment('c1', 5, [reply('r1'), reply('r2')]));
    expect(view.replies.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(view).toMatchObject({ total: 5, hasMore: true, remaining: 3 });
  });

  it('has nothing more when every reply is embedded', () => {
    expect(mergeReplies(comment('c1', 2, [reply('r1'), reply('r2')]))).toMatchObject({
      hasMore: false,
      remaining: 0,
    });
    expect(mergeReplies(comment('c1'))).toMatchObject({ replies: [], total: 0, hasMore: false });
  });

  it('appends the loaded pages after the embedded ones, each reply once', () => {
    const c = comment('c1', 5, [reply('r1'), reply('r2')]);
    const one = mergeReplies(c, [repliesPage(2, ['r3', 'r4'], 5)]);
    expect(one.replies.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(one).toMatchObject({ hasMore: true, remaining: 1 });
    const all = mergeReplies(c, [repliesPage(2, ['r3', 'r4'], 5), repliesPage(3, ['r4', 'r5'], 5)]);
    expect(all.replies.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(all).toMatchObject({ total: 5, hasMore: false, remaining: 0 });
  });

  it('takes the loaded pages’ total over the comment’s older count', () => {
    const view = mergeReplies(comment('c1', 5, [reply('r1'), reply('r2')]), [repliesPage(2, ['r4'], 3)]);
    expect(view).toMatchObject({ total: 3, hasMore: false, remaining: 0 });
  });
});
