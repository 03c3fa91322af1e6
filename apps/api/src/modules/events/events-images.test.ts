import { readdirSync } from 'node:fs';
import path from 'node:path';
import { EVENTS_LIMITS, eventMessages } from '@koinonia/shared/events/events.schemas';
import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../test/images.ts';
import { ADMIN, useEventsTestApp, validEvent } from './events.test-kit.ts';

// An event's image: an upload (≤ 3MB, JPEG/PNG/WebP) goes through the shared pipeline into
// uploads/events/, is served, replaced and removed with its event; a refused one leaves no file.

const { kit, pastor, everything } = useEventsTestApp();

const filesIn = (...folder: string[]) => {
  try {
    return readdirSync(path.join(kit.t.uploadsDir, ...folder)).sort();
  } catch {
    return [];
  }
};
const stored = () => filesIn(imageTypes.events);
const staged = () => filesIn('.staging', imageTypes.events);
const addressOf = (name: string) =>
  imageUrl(name, { base: LOCAL_UPLOADS_BASE, local: true, type: imageTypes.events });
const file = (data: Buffer, name = 'foto.png', type = 'image/png') => ({
  field: 'imageFile',
  name,
  type,
  data,
});
/** A real PNG over 3MB (noise does not compress), under the general 10MB upload limit. */
const bigPng = () =>
  sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

async function createWithImage(image?: Buffer) {
  const res = await pastor({
    method: 'POST',
    url: ADMIN,
    ...multipart(validEvent({ imageAlt: 'Afiche' }), file(image ?? (await pngImage(900, 700)))),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; imageUrl: string };
}

describe('event images', () => {
  it('stores a valid upload (re-encoded JPEG, at most 800x600) and serves it', async () => {
    const event = await createWithImage();
    expect(event.imageUrl).toMatch(/^[\w-]+\.jpg$/);
    expect(stored()).toContain(event.imageUrl);
    const served = await kit.t.app.inject({ method: 'GET', url: addressOf(event.imageUrl) });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 771, height: 600 });
    expect(staged()).toEqual([]);
  });

  it('refuses an image over 3MB (413, the spec’s message) and leaves no file and no row', async () => {
    const big = await bigPng();
    expect(big.length).toBeGreaterThan(EVENTS_LIMITS.imageMaxBytes);
    const before = { files: stored(), rows: await everything() };
    const res = await pastor({ method: 'POST', url: ADMIN, ...multipart(validEvent(), file(big)) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'EVENT_IMAGE_TOO_LARGE', message: eventMessages.imageTooLarge });
    const target = await createWithImage();
    const patch = await pastor({
      method: 'PATCH',
      url: `${ADMIN}/${target.id}`,
      ...multipart({}, file(big)),
    });
    expect(patch.json().code).toBe('EVENT_IMAGE_TOO_LARGE');
    expect(stored()).toEqual([...before.files, target.imageUrl].sort());
    expect(staged()).toEqual([]);
  });

  it('refuses a file that is not an image, whatever its name says, and leaves nothing', async () => {
    const before = { files: stored(), rows: await everything() };
    const res = await pastor({
      method: 'POST',
      url: ADMIN,
      ...multipart(validEvent(), file(Buffer.from('no soy una imagen'), 'foto.png')),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMAGE_INVALID_TYPE', message: eventMessages.imageType });
    expect(stored()).toEqual(before.files);
    expect(await everything()).toEqual(before.rows);
    expect(staged()).toEqual([]);
  });

  it('replaces the image on edit (the old file removed), removes it with imageUrl null, and on delete', async () => {
    const event = await createWithImage();
    const first = event.imageUrl;
    const replaced = await pastor({
      method: 'PATCH',
      url: `${ADMIN}/${event.id}`,
      ...multipart({ title: 'Con afiche nuevo' }, file(await pngImage(400, 300))),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().imageUrl as string;
    expect(second).not.toBe(first);
    expect(stored()).toContain(second);
    expect(stored()).not.toContain(first);
    const removed = await pastor({
      method: 'PATCH',
      url: `${ADMIN}/${event.id}`,
      payload: { imageUrl: null },
    });
    expect(removed.json().imageUrl).toBeNull();
    expect(stored()).not.toContain(second);

    const other = await createWithImage();
    expect((await pastor({ method: 'DELETE', url: `${ADMIN}/${other.id}` })).statusCode).toBe(204);
    expect(stored()).not.toContain(other.imageUrl);
  });

  it('keeps an external image address as given', async () => {
    const res = await pastor({
      method: 'POST',
      url: ADMIN,
      payload: validEvent({ imageUrl: 'https://cdn.example.org/afiche.jpg' }),
    });
    expect(res.json().imageUrl).toBe('https://cdn.example.org/afiche.jpg');
  });
});
