import { readdirSync } from 'node:fs';
import path from 'node:path';
import { imageTypes } from '@koinonia/shared/images/image-url';
import { schoolMessages } from '@koinonia/shared/school/school.schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../test/images.ts';
import { ADMIN, useSchoolTestApp, validCourse } from './school.test-kit.ts';

// The school's images: a course's (JPEG/PNG/WebP) and an instructor's (GIF too), at most 5MB, stored
// re-encoded as JPEG under uploads/courses/ and uploads/instructors/; a refused one leaves no file.

const { kit, pastor, createInstructor } = useSchoolTestApp();

const filesIn = (...folder: string[]) => {
  try {
    return readdirSync(path.join(kit.t.uploadsDir, ...folder)).sort();
  } catch {
    return [];
  }
};
const everyFile = () => ({
  courses: filesIn(imageTypes.courses),
  instructors: filesIn(imageTypes.instructors),
  stagedCourses: filesIn('.staging', imageTypes.courses),
  stagedInstructors: filesIn('.staging', imageTypes.instructors),
});
const file = (data: Buffer, name = 'foto.png', type = 'image/png') => ({ field: 'image', name, type, data });
/** A real PNG over 5MB (noise does not compress), under the general 10MB upload limit. */
const bigPng = () =>
  sharp({
    create: {
      width: 1800,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#5b3fd1' } })
    .gif()
    .toBuffer();

describe('school images', () => {
  it('stores an instructor’s GIF as a JPEG and answers its address', async () => {
    const res = await pastor({
      method: 'POST',
      url: `${ADMIN}/instructors`,
      ...multipart({ name: 'Con Foto', title: 'Maestro' }, file(await gif(), 'foto.gif', 'image/gif')),
    });
    expect(res.statusCode, res.body).toBe(201);
    const name = res.json().imageUrl.split('/').pop();
    expect(res.json().imageUrl).toBe(`/uploads/instructors/${name}`);
    expect(filesIn(imageTypes.instructors)).toContain(name);
    const served = await kit.t.app.inject({ method: 'GET', url: res.json().imageUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('stores a course’s image, replaces it on edit (the old file removed), and refuses a GIF', async () => {
    const instructor = await createInstructor();
    const fields = { ...validCourse(instructor.id), schedule: undefined } as Record<string, unknown>;
    const form = {
      ...(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >),
      'schedule[dayOfWeek]': '2',
      'schedule[startTime]': '18:00',
      'schedule[endTime]': '20:00',
      capacity: '20',
    };
    const res = await pastor({
      method: 'POST',
      url: `${ADMIN}/courses`,
      ...multipart(form, file(await pngImage(900, 700))),
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().imageUrl.split('/').pop();
    expect(filesIn(imageTypes.courses)).toContain(first);
    const edit = await pastor({
      method: 'PUT',
      url: `${ADMIN}/courses/${res.json().id}`,
      ...multipart({ title: 'Con otra imagen' }, file(await pngImage(300, 200))),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const second = edit.json().imageUrl.split('/').pop();
    expect(second).not.toBe(first);
    expect(filesIn(imageTypes.courses)).toContain(second);
    expect(filesIn(imageTypes.courses)).not.toContain(first);
    const before = everyFile();
    const refused = await pastor({
      method: 'PUT',
      url: `${ADMIN}/courses/${res.json().id}`,
      ...multipart({ title: 'GIF' }, file(await gif(), 'a.gif', 'image/gif')),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'SCHOOL_IMAGE_INVALID_TYPE',
      message: schoolMessages.imageType,
    });
    expect(everyFile()).toEqual(before);
    // An empty imageUrl field (what the form sends for "no image") removes the image and its file.
    const removed = await pastor({
      method: 'PUT',
      url: `${ADMIN}/courses/${res.json().id}`,
      ...multipart({ imageUrl: '' }),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().imageUrl).toBeNull();
    expect(filesIn(imageTypes.courses)).not.toContain(second);
  });

  it('refuses over 5MB (413) and a non-image (400), leaving no file and no row', async () => {
    const before = everyFile();
    const big = await bigPng();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const tooLarge = await pastor({
      method: 'POST',
      url: `${ADMIN}/instructors`,
      ...multipart({ name: 'Grande', title: 'X' }, file(big)),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'SCHOOL_IMAGE_TOO_LARGE',
      message: schoolMessages.imageTooLarge,
    });
    const notImage = await pastor({
      method: 'POST',
      url: `${ADMIN}/instructors`,
      ...multipart({ name: 'Texto', title: 'X' }, file(Buffer.from('no soy una imagen'), 'a.png')),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      code: 'SCHOOL_IMAGE_INVALID_TYPE',
      message: schoolMessages.imageType,
    });
    expect(everyFile()).toEqual(before);
    const list = await pastor({ method: 'GET', url: `${ADMIN}/instructors?search=grande` });
    expect(list.json().pagination.total).toBe(0);
  });
});
