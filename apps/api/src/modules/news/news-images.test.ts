import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error.ts';
import { processImage } from '../../lib/images.ts';
import { hugePng, jpegWithExif, multipart, pngImage } from '../../test/images.ts';
import { type Call, useNewsTestApp } from './news.test-kit.ts';

// Uploaded images: checked by content, re-encoded with sharp, stored, served, and removed; a
// refused upload leaves no file and no row.

const { kit, pastor, member, pastorB, allRows } = useNewsTestApp();
const storedFiles = () => {
  try {
    return readdirSync(path.join(kit.t.uploadsDir, 'news')).sort();
  } catch {
    return [];
  }
};
/** The address the web app builds for a stored image (the shared image address rule). */
const addressOf = (stored: string) =>
  imageUrl(stored, { base: LOCAL_UPLOADS_BASE, local: true, type: imageTypes.news });

const fields = (overrides: Record<string, string | string[]> = {}) => ({
  title: 'Gran vigilia de oración',
  summary: 'Una noche entera de oración por nuestra ciudad',
  content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia. Trae tu Biblia.',
  priority: '2',
  ...overrides,
});
const file = (data: Buffer, name = 'foto.png', type = 'image/png') => ({
  field: 'imageFile',
  name,
  type,
  data,
});

async function post(form: ReturnType<typeof multipart>, call: Call = pastor) {
  return call({ method: 'POST', url: '/api/community/news', ...form });
}

async function createWithImage(image?: Buffer) {
  const res = await post(multipart(fields(), file(image ?? (await pngImage(300, 200)))));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('uploading an image with the news (multipart)', () => {
  it('reads tags sent as one part each (FormData.append) as well as comma-separated', async () => {
    const res = await post(multipart(fields({ tags: ['Vigilia', 'oracion,familia'] })));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().tags).toEqual(['vigilia', 'oracion', 'familia']);
  });

  it('accepts the spec’s multipart fields plus imageFile: resized to 800x600, re-encoded as JPEG and served', async () => {
    const form = multipart(
      fields({
        priority: '1',
        tags: 'Jovenes,domingo',
        isActive: 'false',
        viewType: 'BOTH',
        isSliceCard: 'false',
        imageAlt: 'Jóvenes orando',
        publishedAt: '',
        eventTime: '19:30',
        location: 'Templo principal',
        contactPerson: 'Ana',
        whatsappNumber: '+57 300 1112233',
        category: 'jovenes',
      }),
      file(await pngImage(1600, 1200), 'foto.png', 'image/png'),
    );
    const res = await post(form);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      priority: 1,
      isActive: false,
      isSliceCard: true,
      viewType: 'BOTH',
      tags: ['jovenes', 'domingo'],
      imageAlt: 'Jóvenes orando',
      publishedAt: null,
      eventTime: '19:30',
      category: 'jovenes',
    });
    // Stored under a generated name (never the uploaded one) in DATA_DIR/uploads/news/.
    expect(item.imageUrl).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(storedFiles()).toContain(item.imageUrl);
    const served = await kit.t.app.inject({ method: 'GET', url: addressOf(item.imageUrl) });
    expect(addressOf(item.imageUrl)).toBe(`/uploads/news/${item.imageUrl}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 600,
    });
    expect(served.rawPayload.length).toBeLessThanOrEqual(500 * 1024);
  });

  it('keeps the aspect ratio within 800x600, never enlarges, and accepts WebP', async () => {
    const portrait = await sharp(await pngImage(600, 1200)).toBuffer();
    const a = await createWithImage(portrait);
    expect(await sharp(path.join(kit.t.uploadsDir, 'news', a.imageUrl)).metadata()).toMatchObject({
      width: 300,
      height: 600,
    });
    const webp = await sharp(await pngImage(400, 300))
      .webp()
      .toBuffer();
    // Declared as a JPEG: the content decides, not the name or the type.
    const b = await post(multipart(fields(), file(webp, 'foto.jpg', 'image/jpeg')));
    expect(b.statusCode, b.body).toBe(201);
    expect(await sharp(path.join(kit.t.uploadsDir, 'news', b.json().imageUrl)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 300,
    });
  });

  it('strips metadata (EXIF) from uploaded photos', async () => {
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const item = await createWithImage(photo);
    const served = await kit.t.app.inject({ method: 'GET', url: addressOf(item.imageUrl) });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
    expect(served.rawPayload.includes(Buffer.from('Secreto'))).toBe(false);
  });

  it('refuses spoofed, unsupported, broken and oversized files, and bad fields, leaving no file and no row', async () => {
    await createWithImage(); // so that the folder exists and the counts are meaningful
    const files = storedFiles();
    const rows = await allRows();
    const png = await pngImage(200, 200);
    const jpeg = await sharp(png).jpeg().toBuffer();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const cases: [string, ReturnType<typeof multipart>, number, string][] = [
      [
        'a text file named .jpg',
        multipart(
          fields(),
          file(Buffer.from('esto no es una imagen, es texto plano'), 'foto.jpg', 'image/jpeg'),
        ),
        400,
        'Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP',
      ],
      [
        'a GIF named .png',
        multipart(fields(), file(gif, 'a.png')),
        400,
        'Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP',
      ],
      [
        'an SVG named .jpg',
        multipart(fields(), file(svg, 'a.jpg', 'image/jpeg')),
        400,
        'Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP',
      ],
      [
        'a truncated JPEG',
        multipart(fields(), file(jpeg.subarray(0, jpeg.length / 2), 'a.jpg', 'image/jpeg')),
        400,
        'Error al cargar la imagen',
      ],
      [
        'a PNG of 108 megapixels',
        multipart(fields(), file(hugePng())),
        413,
        'El archivo es demasiado grande. Máximo permitido: 10MB',
      ],
      [
        'a file over 10MB',
        multipart(fields(), file(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10, 1)]), 'enorme.png')),
        413,
        'El archivo es demasiado grande. Máximo permitido: 10MB',
      ],
      [
        'a good image with a short title',
        multipart(fields({ title: 'corto' }), file(png)),
        400,
        'El título debe tener al menos 10 caracteres',
      ],
      [
        'a good image with an unknown category',
        multipart(fields({ category: 'deportes' }), file(png)),
        400,
        'La categoría no es válida',
      ],
      [
        'a good image with a past date',
        multipart(fields({ publishedAt: '2020-01-01' }), file(png)),
        400,
        'La fecha del evento no puede ser anterior a hoy',
      ],
    ];
    for (const [label, form, status, message] of cases) {
      const res = await post(form);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toBe(message);
    }
    expect(storedFiles()).toEqual(files);
    expect(await allRows()).toEqual(rows);
  });

  it('leaves no file and no row when storing the file fails', async () => {
    const files = storedFiles();
    const rows = await allRows();
    const stage = kit.t.app.storage.stage;
    // The file is written, then the disk fails.
    kit.t.app.storage.stage = async (type, name, data) => {
      await stage.call(kit.t.app.storage, type, name, data);
      throw new Error('disco lleno');
    };
    try {
      const res = await post(multipart(fields(), file(await pngImage(300, 200))));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Ocurrió un error inesperado. Inténtalo de nuevo más tarde.');
    } finally {
      kit.t.app.storage.stage = stage;
    }
    expect(storedFiles()).toEqual(files);
    expect(await allRows()).toEqual(rows);
  });

  it('reads nothing from members: 403 before the upload is stored', async () => {
    const files = storedFiles();
    const res = await post(multipart(fields(), file(await pngImage(300, 200))), member);
    expect(res.statusCode).toBe(403);
    expect(storedFiles()).toEqual(files);
  });
});

describe('replacing and removing images', () => {
  it('replaces an image by multipart PATCH (partial fields) and removes the old file', async () => {
    const item = await createWithImage();
    const replace = multipart(
      { title: 'Título renovado de la noticia' },
      file(await pngImage(320, 240), 'b.png'),
    );
    const res = await pastor({ method: 'PATCH', url: `/api/community/news/${item.id}`, ...replace });
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json();
    expect(replaced).toMatchObject({
      title: 'Título renovado de la noticia',
      summary: item.summary,
      priority: 2,
    });
    expect(replaced.imageUrl).not.toBe(item.imageUrl);
    expect(storedFiles()).toContain(replaced.imageUrl);
    expect(storedFiles()).not.toContain(item.imageUrl);
    expect((await kit.t.app.inject({ method: 'GET', url: addressOf(item.imageUrl) })).statusCode).toBe(404);
  });

  it('a refused replacement keeps the old image and stores nothing new', async () => {
    const item = await createWithImage();
    const files = storedFiles();
    for (const form of [
      multipart({ summary: 'corto' }, file(await pngImage(320, 240))),
      multipart({}, file(Buffer.from('texto'), 'x.jpg', 'image/jpeg')),
    ]) {
      const res = await pastor({ method: 'PATCH', url: `/api/community/news/${item.id}`, ...form });
      expect(res.statusCode).toBe(400);
    }
    expect(storedFiles()).toEqual(files);
    expect((await pastor({ method: 'GET', url: `/api/community/news/${item.id}` })).json().imageUrl).toBe(
      item.imageUrl,
    );
  });

  it('removes the file when JSON sets imageUrl to null or to an external address, and on delete', async () => {
    const a = await createWithImage();
    const cleared = await pastor({
      method: 'PATCH',
      url: `/api/community/news/${a.id}`,
      payload: { imageUrl: null },
    });
    expect(cleared.json().imageUrl).toBeNull();
    expect(storedFiles()).not.toContain(a.imageUrl);

    const b = await createWithImage();
    const external = 'https://images.example.org/cartel.jpg';
    const moved = await pastor({
      method: 'PATCH',
      url: `/api/community/news/${b.id}`,
      payload: { imageUrl: external },
    });
    expect(moved.json().imageUrl).toBe(external);
    expect(storedFiles()).not.toContain(b.imageUrl);

    const c = await createWithImage();
    const untouched = await pastor({
      method: 'PATCH',
      url: `/api/community/news/${c.id}`,
      payload: { priority: 4 },
    });
    expect(untouched.json().imageUrl).toBe(c.imageUrl);
    expect(storedFiles()).toContain(c.imageUrl);
    expect((await pastor({ method: 'DELETE', url: `/api/community/news/${c.id}` })).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(c.imageUrl);
  });

  it('answers 404 to another community’s image upload, storing and changing nothing', async () => {
    const item = await createWithImage();
    const files = storedFiles();
    const rows = await allRows();
    const form = multipart({ title: 'Intrusa cambiando el título' }, file(await pngImage(320, 240)));
    const res = await pastorB({ method: 'PATCH', url: `/api/community/news/${item.id}`, ...form });
    expect(res.statusCode).toBe(404);
    expect(storedFiles()).toEqual(files);
    expect(await allRows()).toEqual(rows);
  });
});

describe('POST /community/news/process-image', () => {
  const processUrl = '/api/community/news/process-image';

  it('answers {base64, width, height, sizeKB, format} within the limits', async () => {
    const png = await pngImage(1200, 1200);
    const res = await pastor({
      method: 'POST',
      url: processUrl,
      payload: { imageBase64: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['base64', 'format', 'height', 'sizeKB', 'width']);
    expect(body).toMatchObject({ width: 600, height: 600, format: 'jpeg' });
    const jpeg = Buffer.from(body.base64, 'base64');
    expect(body.sizeKB).toBe(Math.round(jpeg.length / 1024));
    expect(body.sizeKB).toBeLessThanOrEqual(500);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    // A bare base64 string works too; nothing is stored.
    const bare = await pastor({
      method: 'POST',
      url: processUrl,
      payload: { imageBase64: png.toString('base64') },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('refuses what is not an image, too big, or missing, with the spec’s messages', async () => {
    const files = storedFiles();
    const send = (imageBase64: unknown) =>
      pastor({ method: 'POST', url: processUrl, payload: { imageBase64 } });
    const text = await send(Buffer.from('hola').toString('base64'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP');
    expect((await send('¿esto es base64?')).json().message).toBe(
      'Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP',
    );
    const big = await send(randomBytes(10 * 1024 * 1024 + 1024).toString('base64'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('El archivo es demasiado grande. Máximo permitido: 10MB');
    expect((await send('')).json().message).toBe('La imagen es requerida');
    expect((await pastor({ method: 'POST', url: processUrl, payload: {} })).json().message).toBe(
      'La imagen es requerida',
    );
    expect(storedFiles()).toEqual(files);
  });

  it('fails with the spec’s message when the image is still over the limit at quality 0.3', async () => {
    // Noise does not compress: with a 20KB limit every quality from 0.8 down to 0.3 is too big.
    const noise = await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const error = (await processImage(noise, { maxKB: 20 }).catch((e) => e)) as AppError;
    expect(error.code).toBe('IMAGE_PROCESSED_TOO_LARGE');
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^La imagen es demasiado grande \(\d+KB\)\. Máximo permitido: 500KB$/);
    const size = Number(/\((\d+)KB\)/.exec(error.message)?.[1]);
    const atFloor = await sharp(noise).jpeg({ quality: 30, mozjpeg: true }).toBuffer();
    expect(size).toBe(Math.round(atFloor.length / 1024));
    // Within the real limit the same image passes.
    expect((await processImage(noise)).sizeKB).toBeLessThanOrEqual(500);
  });
});
