import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, communityPosts, postComments, postLikes } from '../../db/schema.ts';
import { multipart, pngImage } from '../../test/images.ts';
import { imageFile, postFields, usePostsTestApp } from './posts.test-kit.ts';

// Writes of the admin side: create (multipart, with its image), soft delete, restore, force delete,
// comment deletion; the rules of authors, and the audit entries.

const {
  kit,
  pastor,
  helper,
  member,
  guest,
  pastorB,
  db,
  userOf,
  createPost,
  insertPost,
  addComment,
  addLike,
  everything,
  storedFiles,
} = usePostsTestApp();

const create = (fields: Record<string, string>, image?: Buffer, name?: string, type?: string) =>
  pastor({
    method: 'POST',
    url: '/api/admin/community/posts',
    ...multipart(fields, image ? imageFile(image, name, type) : undefined),
  });

describe('POST /admin/community/posts', () => {
  it('creates a post by the caller, newest first, with an audit entry', async () => {
    const post = await createPost({ title: '  Reunión  ', type: 'EVENT' });
    expect(post).toMatchObject({
      type: 'EVENT',
      title: 'Reunión',
      message: postFields().message,
      imageUrl: null,
      isActive: true,
      likesCount: 0,
      commentsCount: 0,
      communityId: kit.cast.a.community.id,
      author: { id: userOf('pastor').id, role: 'COMMUNITY_ADMIN', avatar: null },
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'post'), eq(auditLog.objectId, post.id)));
    expect(entry).toMatchObject({ action: 'create', actorUserId: userOf('pastor').id });
  });

  it('defaults the type to ANNOUNCEMENT and takes no title', async () => {
    const post = await createPost({ type: '', title: '' }, helper);
    expect(post).toMatchObject({ type: 'ANNOUNCEMENT', title: null, author: { role: 'SECTION_ADMIN' } });
  });

  it('stores an image (re-encoded JPEG under community-posts) and serves it', async () => {
    const before = storedFiles();
    const post = await createPost({}, pastor, await pngImage(640, 480));
    expect(post.imageUrl).toMatch(/\.jpg$/);
    expect(storedFiles()).toEqual([...before, post.imageUrl].sort());
    const image = await kit.t.app.inject({ method: 'GET', url: `/uploads/community-posts/${post.imageUrl}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses each invalid form with the spec’s message, leaving no row and no file', async () => {
    const png = await pngImage(100, 100);
    const before = await everything();
    const files = storedFiles();
    const cases: [string, Record<string, string>, Buffer | undefined, number, string, string?][] = [
      ['no message', { message: '' }, undefined, 400, 'El mensaje es obligatorio'],
      ['blank message', { message: '   ' }, png, 400, 'El mensaje es obligatorio'],
      [
        'long message',
        { message: 'a'.repeat(1001) },
        png,
        400,
        'El mensaje no puede exceder 1000 caracteres',
      ],
      ['long title', { title: 't'.repeat(101) }, png, 400, 'El título no puede exceder 100 caracteres'],
      ['unknown type', { type: 'DEPORTES' }, png, 400, 'El tipo de publicación no es válido'],
    ];
    for (const [label, overrides, image, status, message] of cases) {
      const fields = postFields(overrides);
      if (label === 'no message') delete (fields as Record<string, string>).message;
      const res = await create(fields, image);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toBe(message);
    }
    const text = await create(postFields(), Buffer.from('no soy una imagen'), 'foto.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Solo se permiten archivos de imagen (JPEG, PNG, WebP)');
    const huge = await create(postFields(), Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10, 1)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La imagen no puede exceder 10MB');
    expect(await everything()).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('accepts 1000 characters of message and 100 of title', async () => {
    const post = await createPost({ message: 'm'.repeat(1000), title: 't'.repeat(100) });
    expect(post.message).toHaveLength(1000);
  });
});

describe('DELETE /community/posts/{id} (soft) and PATCH /admin/community/posts/{id}/restore', () => {
  it('soft-deletes for the dashboard (who and when in the details), then restores', async () => {
    const { id } = await insertPost({});
    const del = await helper({ method: 'DELETE', url: `/api/community/posts/${id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ id, isActive: false });
    const details = (await pastor({ method: 'GET', url: `/api/admin/community/posts/${id}/details` })).json();
    expect(details.adminInfo).toMatchObject({
      isDeleted: true,
      deletedBy: { id: userOf('helper').id, name: userOf('helper').name },
    });
    expect(details.adminInfo.deletedAt).toEqual(expect.any(String));
    // A second delete changes nothing.
    expect((await pastor({ method: 'DELETE', url: `/api/community/posts/${id}` })).json().isActive).toBe(
      false,
    );

    const restored = await helper({ method: 'PATCH', url: `/api/admin/community/posts/${id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, isActive: true });
    const after = (await pastor({ method: 'GET', url: `/api/admin/community/posts/${id}/details` })).json();
    expect(after.adminInfo).toMatchObject({ isDeleted: false, deletedBy: null, deletedAt: null });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'post'), eq(auditLog.objectId, id)))
      .orderBy(auditLog.createdAt);
    expect(actions.map((a) => a.action)).toEqual(['deactivate', 'reactivate']);
  });

  it('lets the author delete their own active post, and nobody else’s', async () => {
    const own = await insertPost({ authorId: userOf('member').id });
    const others = await insertPost({ authorId: userOf('helper').id });
    const before = await everything();
    const refused = await member({ method: 'DELETE', url: `/api/community/posts/${others.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permisos para realizar esta acción');
    expect(await everything()).toEqual(before);
    const res = await member({ method: 'DELETE', url: `/api/community/posts/${own.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    // A deleted post is gone for the app: the author cannot see it any more.
    expect((await member({ method: 'DELETE', url: `/api/community/posts/${own.id}` })).statusCode).toBe(404);
  });

  it('refuses guests even on their own post', async () => {
    const { id } = await insertPost({});
    const res = await guest({ method: 'DELETE', url: `/api/community/posts/${id}` });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for another community’s post, an unknown id or a non-uuid, and changes nothing', async () => {
    const { id } = await insertPost({});
    const before = await everything();
    for (const url of [
      `/api/community/posts/${id}`,
      `/api/community/posts/${randomUUID()}`,
      '/api/community/posts/no-es-un-id',
    ]) {
      const res = await pastorB({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('El post solicitado no fue encontrado.');
    }
    for (const method of ['PATCH'] as const) {
      const res = await pastorB({ method, url: `/api/admin/community/posts/${id}/restore` });
      expect(res.statusCode).toBe(404);
    }
    expect(await everything()).toEqual(before);
  });
});

describe('DELETE /admin/community/posts/{id}/force', () => {
  it('deletes the post with its comments, likes and image (pastors only)', async () => {
    const post = await createPost({}, pastor, await pngImage(300, 200));
    const c = await addComment(post.id, userOf('member').id);
    await addComment(post.id, userOf('helper').id, 'Respuesta', c.id);
    await addLike(post.id, userOf('member').id);
    expect(storedFiles()).toContain(post.imageUrl);

    const before = await everything();
    const byHelper = await helper({ method: 'DELETE', url: `/api/admin/community/posts/${post.id}/force` });
    expect(byHelper.statusCode).toBe(403);
    expect(await everything()).toEqual(before);

    const res = await pastor({ method: 'DELETE', url: `/api/admin/community/posts/${post.id}/force` });
    expect(res.statusCode).toBe(204);
    expect(await db().select().from(communityPosts).where(eq(communityPosts.id, post.id))).toEqual([]);
    expect(await db().select().from(postComments).where(eq(postComments.postId, post.id))).toEqual([]);
    expect(await db().select().from(postLikes).where(eq(postLikes.postId, post.id))).toEqual([]);
    expect(storedFiles()).not.toContain(post.imageUrl);
    const again = await pastor({ method: 'DELETE', url: `/api/admin/community/posts/${post.id}/force` });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 to another community’s pastor and keeps the post', async () => {
    const { id } = await insertPost({});
    const before = await everything();
    const res = await pastorB({ method: 'DELETE', url: `/api/admin/community/posts/${id}/force` });
    expect(res.statusCode).toBe(404);
    expect(await everything()).toEqual(before);
  });
});

describe('DELETE /community/posts/comments/{id}', () => {
  it('deletes a comment with its replies and recounts the post in the same transaction', async () => {
    const { id } = await insertPost({});
    const top = await addComment(id, userOf('member').id, 'Primero');
    await addComment(id, userOf('helper').id, 'Respuesta 1', top.id);
    await addComment(id, userOf('pastor').id, 'Respuesta 2', top.id);
    const other = await addComment(id, userOf('pastor').id, 'Otro');
    const res = await helper({ method: 'DELETE', url: `/api/community/posts/comments/${top.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: top.id, postId: id, deletedCount: 3, commentsCount: 1 });
    const left = await db().select().from(postComments).where(eq(postComments.postId, id));
    expect(left.map((c) => c.id)).toEqual([other.id]);
    const [post] = await db().select().from(communityPosts).where(eq(communityPosts.id, id));
    expect(post!.commentsCount).toBe(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'comment'), eq(auditLog.objectId, top.id)));
    expect(entry).toMatchObject({ action: 'delete' });
  });

  it('deletes a single reply, leaving its comment', async () => {
    const { id } = await insertPost({});
    const top = await addComment(id, userOf('member').id);
    const reply = await addComment(id, userOf('member').id, 'Mi respuesta', top.id);
    const res = await member({ method: 'DELETE', url: `/api/community/posts/comments/${reply.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedCount: 1, commentsCount: 1 });
  });

  it('lets an author delete only their own comment; guests none; other communities see 404', async () => {
    const { id } = await insertPost({});
    const byHelper = await addComment(id, userOf('helper').id);
    const before = await everything();
    const cases: [typeof member, number][] = [
      [member, 403],
      [guest, 403],
      [pastorB, 404],
    ];
    for (const [call, status] of cases) {
      const res = await call({ method: 'DELETE', url: `/api/community/posts/comments/${byHelper.id}` });
      expect(res.statusCode).toBe(status);
    }
    for (const url of [`/api/community/posts/comments/${randomUUID()}`, '/api/community/posts/comments/x']) {
      const res = await pastor({ method: 'DELETE', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('El comentario no existe');
    }
    expect(await everything()).toEqual(before);
  });

  it('lets the dashboard delete a comment of a deleted post; the author no longer sees it', async () => {
    const { id } = await insertPost({ isActive: false });
    const mine = await addComment(id, userOf('member').id);
    const own = await member({ method: 'DELETE', url: `/api/community/posts/comments/${mine.id}` });
    expect(own.statusCode).toBe(404);
    const res = await pastor({ method: 'DELETE', url: `/api/community/posts/comments/${mine.id}` });
    expect(res.statusCode).toBe(200);
  });
});
