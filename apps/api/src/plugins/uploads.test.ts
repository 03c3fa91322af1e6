import { readdirSync } from 'node:fs';
import path from 'node:path';
import { inputMessages } from '@koinonia/shared/common/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, news } from '../db/schema.ts';
import { validNewsFields } from '../modules/news/news.test-kit.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createTwoCommunities } from '../test/factories.ts';
import { type OpenApiDocument, routesOf } from '../test/fuzz-routes.ts';
import { multipart, pngImage } from '../test/images.ts';

// readMultipart, the one reader of multipart forms: what it refuses, the same on every route.

const kit = useTestApp();
let pastor: ReturnType<typeof as>;
beforeAll(async () => {
  const cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  pastor = as(kit.t.app, cast.a.tokens.pastor);
});

const validNews = validNewsFields();
const newsRows = () => kit.t.database.db.select({ id: news.id }).from(news);
const storedImages = () => {
  try {
    return readdirSync(path.join(kit.t.uploadsDir, 'news'));
  } catch {
    return [];
  }
};

describe('a malformed multipart body', () => {
  const bad = {
    'no boundary': { type: 'multipart/form-data', body: 'title=hola' },
    'a body that is not multipart': { type: 'multipart/form-data; boundary=xyz', body: '{"title":"hola"}' },
    'a form cut off in a part': {
      type: 'multipart/form-data; boundary=xyz',
      body: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nGran vigilia',
    },
    'a part header that never ends': {
      type: 'multipart/form-data; boundary=xyz',
      body: '--xyz\r\nContent-Disposition: form-data; name="title"',
    },
  };
  it.each(Object.entries(bad))('is a Spanish 400 on create and update: %s', async (_name, { type, body }) => {
    const created = await pastor({
      method: 'POST',
      url: '/api/community/news',
      payload: { ...validNews, priority: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await newsRows();
    for (const [method, url] of [
      ['POST', '/api/community/news'],
      ['PATCH', `/api/community/news/${created.json().id}`],
    ] as const) {
      const res = await pastor({ method, url, headers: { 'content-type': type }, payload: body });
      expect(res.statusCode, `${method} ${res.body}`).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: inputMessages.malformedForm,
      });
    }
    expect(await newsRows()).toEqual(before);
  });
});

describe('an empty image file', () => {
  it('is refused as an image that could not be loaded, on create and update, storing nothing', async () => {
    const empty = { field: 'imageFile', name: 'foto.png', type: 'image/png', data: Buffer.alloc(0) };
    const created = await pastor({ method: 'POST', url: '/api/community/news', ...multipart(validNews) });
    expect(created.statusCode, created.body).toBe(201);
    const before = await newsRows();
    const images = storedImages();
    for (const [method, url] of [
      ['POST', '/api/community/news'],
      ['PATCH', `/api/community/news/${created.json().id}`],
    ] as const) {
      const res = await pastor({ method, url, ...multipart(validNews, empty) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMAGE_UNREADABLE', message: 'Error al cargar la imagen' });
    }
    const processed = await pastor({
      method: 'POST',
      url: '/api/community/news/process-image',
      payload: { imageBase64: 'data:image/png;base64,==' },
    });
    expect(processed.json()).toMatchObject({
      code: 'IMAGE_UNREADABLE',
      message: 'Error al cargar la imagen',
    });
    expect(await newsRows()).toEqual(before);
    expect(storedImages()).toEqual(images);
  });

  it('is no file when the part has no name either (an HTML form with no file chosen)', async () => {
    const none = { field: 'imageFile', name: '', type: 'application/octet-stream', data: Buffer.alloc(0) };
    const res = await pastor({ method: 'POST', url: '/api/community/news', ...multipart(validNews, none) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().imageUrl).toBeNull();
    const withImage = await pastor({
      method: 'PATCH',
      url: `/api/community/news/${res.json().id}`,
      ...multipart(
        {},
        { field: 'imageFile', name: 'a.png', type: 'image/png', data: await pngImage(40, 30) },
      ),
    });
    expect(withImage.statusCode, withImage.body).toBe(200);
  });
});

describe('a body in a content type the route does not take', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';
  const refusal = (message: string) => ({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message });

  it('is refused with 415 on the post form, which takes multipart only, storing nothing', async () => {
    const before = await kit.t.database.db.select({ id: communityPosts.id }).from(communityPosts);
    const res = await pastor({
      method: 'POST',
      url: '/api/admin/community/posts',
      payload: { message: 'Hola iglesia', type: 'ANNOUNCEMENT' },
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual(refusal('El formulario debe enviarse como multipart/form-data.'));
    expect(await kit.t.database.db.select({ id: communityPosts.id }).from(communityPosts)).toEqual(before);
  });

  it('is refused with 415 on every route that reads a form, and on JSON routes', async () => {
    const doc: OpenApiDocument = (await kit.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const forms = routesOf(doc, {}).filter((r) => r.multipart);
    expect(forms.length).toBeGreaterThanOrEqual(10);
    for (const route of forms) {
      const url = route.path.replace(/\{\w+\}/g, unknownId);
      const method = route.method as 'POST';
      // The routes that take JSON too say so first in their description.
      const takesJson = /^JSON/.test(doc.paths[route.path]?.[route.method.toLowerCase()]?.description ?? '');
      const text = await pastor({ method, url, headers: { 'content-type': 'text/plain' }, payload: 'hola' });
      expect(text.statusCode, `${route.key}: ${text.body}`).toBe(415);
      expect(text.json()).toEqual(
        refusal(
          takesJson
            ? 'Los datos deben enviarse como JSON o como formulario multipart/form-data.'
            : 'El formulario debe enviarse como multipart/form-data.',
        ),
      );
      const json = await pastor({ method, url, payload: { title: 'hola' } });
      if (takesJson) expect(json.statusCode, `${route.key}: ${json.body}`).not.toBe(415);
      else
        expect(json.json(), route.key).toEqual(
          refusal('El formulario debe enviarse como multipart/form-data.'),
        );
    }
    // A JSON route given a form, or text.
    for (const request of [
      { headers: { 'content-type': 'text/plain' }, payload: 'hola' },
      multipart({ name: 'Sector Norte' }),
    ]) {
      const res = await pastor({ method: 'POST', url: '/api/groups/sectors', ...request });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual(refusal('Los datos deben enviarse como JSON (application/json).'));
    }
    // A route that reads no body, given one in a type nobody parses.
    const xml = await pastor({
      method: 'POST',
      url: `/api/community/prayers/${unknownId}/pray`,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode, xml.body).toBe(415);
    expect(xml.json()).toEqual(
      refusal('El formato de los datos enviados no es compatible con esta solicitud.'),
    );
  });
});
