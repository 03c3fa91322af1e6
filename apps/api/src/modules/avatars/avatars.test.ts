import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createMember, createTwoCommunities, login } from '../../test/factories.ts';
import { hugePng, jpegWithExif, multipart, pngImage } from '../../test/images.ts';

// PUT/DELETE /api/users/me/avatar (the image pipeline, folder 'avatars') and the public serving of
// avatars at /api/avatars/{file}.

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});

const member = () => as(kit.t.app, cast.a.tokens.member);
const avatarsDir = () => path.join(kit.t.uploadsDir, 'avatars');
const storedFiles = () => (existsSync(avatarsDir()) ? readdirSync(avatarsDir()).sort() : []);
const stagedFiles = () => {
  const dir = path.join(kit.t.uploadsDir, '.staging', 'avatars');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const avatarOf = async (userId: string) =>
  (await kit.t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)))[0]!
    .avatar;
const imageForm = async (data?: Buffer, type = 'image/png') =>
  multipart({}, { field: 'imageFile', name: 'yo.png', type, data: data ?? (await pngImage(1200, 900)) });

describe('PUT /api/users/me/avatar', () => {
  it('stores the image re-encoded (JPEG, at most 800x600, no EXIF), names it on the user, and serves it', async () => {
    const res = await member()({
      method: 'PUT',
      url: '/api/users/me/avatar',
      ...(await imageForm(await jpegWithExif(), 'image/jpeg')),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { avatar } = res.json();
    expect(avatar).toMatch(/^[\w-]+\.jpg$/);
    expect(await avatarOf(cast.a.member.user.id)).toBe(avatar);
    expect(storedFiles()).toContain(avatar);
    const meta = await sharp(path.join(avatarsDir(), avatar)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBeLessThanOrEqual(800);
    expect(meta.height).toBeLessThanOrEqual(600);

    // Served without a session, with its content type and immutable caching.
    const served = await kit.t.app.inject({ method: 'GET', url: `/api/avatars/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(readFileSync(path.join(avatarsDir(), avatar)))).toBe(true);
  });

  it('replaces the previous avatar, removing its file after the commit', async () => {
    const first = (
      await member()({ method: 'PUT', url: '/api/users/me/avatar', ...(await imageForm()) })
    ).json();
    const second = await member()({
      method: 'PUT',
      url: '/api/users/me/avatar',
      ...(await imageForm(await pngImage(300, 300))),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().avatar).not.toBe(first.avatar);
    expect(storedFiles()).toContain(second.json().avatar);
    expect(storedFiles()).not.toContain(first.avatar);
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/avatars/${first.avatar}` })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['a file that is not an image', Buffer.from('esto no es una imagen'), 400, 'IMAGE_INVALID_TYPE'],
    ['an empty file', Buffer.alloc(0), 400, 'IMAGE_UNREADABLE'],
    ['a file over 10MB', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 413, 'IMAGE_TOO_LARGE'],
    // Small files whose header claims more pixels than an upload may decode (MAX_INPUT_PIXELS):
    // just over the limit, under sharp's own limit (268 megapixels), and over it.
    ['an image of 8000x5001 pixels', hugePng(8000, 5001), 413, 'IMAGE_TOO_LARGE'],
    ['an image of 100 megapixels', hugePng(10000, 10000), 413, 'IMAGE_TOO_LARGE'],
    ['an image of 300 megapixels', hugePng(20000, 15000), 413, 'IMAGE_TOO_LARGE'],
  ])('refuses %s, leaving the avatar and the files as they were', async (_name, data, status, code) => {
    const before = await avatarOf(cast.a.member.user.id);
    const files = storedFiles();
    const res = await member()({ method: 'PUT', url: '/api/users/me/avatar', ...(await imageForm(data)) });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await avatarOf(cast.a.member.user.id)).toBe(before);
    expect(storedFiles()).toEqual(files);
    expect(stagedFiles()).toEqual([]);
  });

  it('accepts an image of as many pixels as the limit allows (8000x5000, 40 megapixels)', async () => {
    const res = await member()({
      method: 'PUT',
      url: '/api/users/me/avatar',
      ...(await imageForm(hugePng(8000, 5000))),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a form without the image with a Spanish 400, and a JSON body with a 415', async () => {
    const before = await avatarOf(cast.a.member.user.id);
    const noFile = await member()({
      method: 'PUT',
      url: '/api/users/me/avatar',
      ...multipart({ nombre: 'x' }),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Selecciona una imagen para tu foto de perfil',
      issues: [{ path: 'imageFile', message: 'Selecciona una imagen para tu foto de perfil' }],
    });
    const json = await member()({ method: 'PUT', url: '/api/users/me/avatar', payload: { avatar: 'x.jpg' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'El formulario debe enviarse como multipart/form-data.',
    });
    expect(await avatarOf(cast.a.member.user.id)).toBe(before);
  });

  it('needs an active membership: no session 401, inactive member 401, nothing stored', async () => {
    const former = await createMember(kit.t.database.db, cast.a.community.id);
    const token = await login(kit.t.app, former.user.email);
    const { memberships } = await import('../../db/schema.ts');
    await kit.t.database.db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, former.membership.id));
    const files = storedFiles();
    for (const call of [
      (o: Parameters<ReturnType<typeof as>>[0]) => kit.t.app.inject(o),
      as(kit.t.app, token),
    ]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await call({ method, url: '/api/users/me/avatar', ...(await imageForm()) });
        expect(res.statusCode, res.body).toBe(401);
      }
    }
    expect(await avatarOf(former.user.id)).toBeNull();
    expect(storedFiles()).toEqual(files);
  });

  it("a guest may set their own avatar; an author's avatar shows on their posts", async () => {
    const guest = await createMember(kit.t.database.db, cast.a.community.id, { role: 'GUEST' });
    const call = as(kit.t.app, await login(kit.t.app, guest.user.email));
    const res = await call({ method: 'PUT', url: '/api/users/me/avatar', ...(await imageForm()) });
    expect(res.statusCode, res.body).toBe(200);
    // The avatar shows on the author of posts: a member's post, read by anyone.
    const avatar = (
      await member()({ method: 'PUT', url: '/api/users/me/avatar', ...(await imageForm()) })
    ).json().avatar;
    const post = (
      await member()({ method: 'POST', url: '/api/community/posts', payload: { message: 'Con foto' } })
    ).json();
    expect(post.author.avatar).toBe(avatar);
    const read = (await call({ method: 'GET', url: `/api/community/posts/${post.id}` })).json();
    expect(read.author.avatar).toBe(avatar);
  });
});

describe('DELETE /api/users/me/avatar', () => {
  it('removes the avatar and its file; again is harmless', async () => {
    const { avatar } = (
      await member()({ method: 'PUT', url: '/api/users/me/avatar', ...(await imageForm()) })
    ).json();
    const res = await member()({ method: 'DELETE', url: '/api/users/me/avatar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ avatar: null });
    expect(await avatarOf(cast.a.member.user.id)).toBeNull();
    expect(storedFiles()).not.toContain(avatar);
    const again = await member()({ method: 'DELETE', url: '/api/users/me/avatar' });
    expect(again.statusCode).toBe(200);
  });
});

describe('GET /api/community/users/profile', () => {
  it("answers the caller's own avatar: the new one once set, null once removed", async () => {
    const profile = async () =>
      (await member()({ method: 'GET', url: '/api/community/users/profile' })).json().avatar;
    const { avatar } = (
      await member()({ method: 'PUT', url: '/api/users/me/avatar', ...(await imageForm()) })
    ).json();
    expect(avatar).toMatch(/^[\w-]+\.jpg$/);
    expect(await profile()).toBe(avatar);
    await member()({ method: 'DELETE', url: '/api/users/me/avatar' });
    expect(await profile()).toBeNull();
  });
});

describe('GET /api/avatars/{file}', () => {
  it('serves nothing else: missing files, dot files, staging, other folders and traversal are the JSON 404', async () => {
    writeFileSync(path.join(avatarsDir(), '.oculto.jpg'), 'secreto');
    const newsDir = path.join(kit.t.uploadsDir, 'news');
    mkdirSync(newsDir, { recursive: true });
    writeFileSync(path.join(newsDir, 'noticia.jpg'), 'otra carpeta');
    for (const url of [
      '/api/avatars/no-existe.jpg',
      '/api/avatars/.oculto.jpg',
      '/api/avatars/../news/noticia.jpg',
      '/api/avatars/..%2fnews%2fnoticia.jpg',
      '/api/avatars/%2e%2e/news/noticia.jpg',
      '/api/avatars/../.staging/avatars/x.jpg',
      '/api/avatars/',
      '/api/avatars/sub/x.jpg',
    ]) {
      const res = await kit.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secreto');
      expect(res.body, url).not.toContain('otra carpeta');
    }
  });
});
