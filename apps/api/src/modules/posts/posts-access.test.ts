import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/images.ts';
import { type Call, postFields, usePostsTestApp } from './posts.test-kit.ts';

// Who may call what: the dashboard routes answer members and guests 403 and change nothing; the
// force delete is for pastors only; without a session every route answers 401.

const { kit, pastor, helper, member, guest, insertPost, addComment, everything } = usePostsTestApp();

async function dashboardCalls(): Promise<[string, InjectOptions][]> {
  const post = await insertPost({});
  const deleted = await insertPost({ isActive: false });
  const comment = await addComment(deleted.id, kit.cast.a.member.user.id);
  return [
    ['stats', { method: 'GET', url: '/api/admin/community/posts/stats' }],
    ['list', { method: 'GET', url: '/api/admin/community/posts?includeDeleted=true' }],
    ['authors', { method: 'GET', url: '/api/admin/community/posts/authors' }],
    ['author options', { method: 'GET', url: '/api/admin/community/posts/author-options?search=a' }],
    ['details', { method: 'GET', url: `/api/admin/community/posts/${post.id}/details` }],
    ['replies', { method: 'GET', url: `/api/admin/community/posts/comments/${comment.id}/replies` }],
    ['create', { method: 'POST', url: '/api/admin/community/posts', ...multipart(postFields()) }],
    ['restore', { method: 'PATCH', url: `/api/admin/community/posts/${deleted.id}/restore` }],
    ['force', { method: 'DELETE', url: `/api/admin/community/posts/${post.id}/force` }],
  ];
}

describe('dashboard routes', () => {
  it('answer members and guests 403 and change nothing', async () => {
    const calls = await dashboardCalls();
    const before = await everything();
    for (const [who, call] of [
      ['member', member],
      ['guest', guest],
    ] as [string, Call][]) {
      for (const [name, options] of calls) {
        const res = await call(options);
        expect(res.statusCode, `${who} ${name}`).toBe(403);
        expect(res.json().code, `${who} ${name}`).toMatch(/FORBIDDEN|ADMIN_ONLY/);
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('let pastors and helpers read, create and restore', async () => {
    const calls = (await dashboardCalls()).filter(([name]) => name !== 'force');
    for (const call of [pastor, helper]) {
      for (const [name, options] of calls) {
        const res = await call(name === 'create' ? { ...options, ...multipart(postFields()) } : options);
        expect(res.statusCode, name).toBeLessThan(300);
      }
    }
  });

  it('keep the force delete for pastors: helpers get 403 and nothing changes', async () => {
    const post = await insertPost({});
    const before = await everything();
    const res = await helper({ method: 'DELETE', url: `/api/admin/community/posts/${post.id}/force` });
    expect(res.statusCode).toBe(403);
    expect(await everything()).toEqual(before);
    expect(
      (await pastor({ method: 'DELETE', url: `/api/admin/community/posts/${post.id}/force` })).statusCode,
    ).toBe(204);
  });

  it('answer 401 without a session, for every route', async () => {
    const post = await insertPost({});
    const comment = await addComment(post.id, kit.cast.a.member.user.id);
    const calls: InjectOptions[] = [
      ...(await dashboardCalls()).map(([, options]) => options),
      { method: 'GET', url: '/api/community/posts/types' },
      { method: 'DELETE', url: `/api/community/posts/${post.id}` },
      { method: 'DELETE', url: `/api/community/posts/comments/${comment.id}` },
      { method: 'GET', url: `/api/community/posts/comments/${comment.id}/replies` },
    ];
    const before = await everything();
    for (const options of calls) {
      const res = await kit.t.app.inject(options);
      expect(res.statusCode, options.url as string).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });
});
