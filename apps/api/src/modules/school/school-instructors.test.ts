import { schoolMessages } from '@koinonia/shared/school/school.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { multipart } from '../../test/images.ts';
import { ADMIN, useSchoolTestApp, validInstructor } from './school.test-kit.ts';

// Instructors on the dashboard: list, one, create (JSON or multipart with comma lists), edit, delete
// (pastor only, refused while it has courses), and who may do what.

const { pastor, helper, member, guest, db, kit, createInstructor, insertCourse, auditCount } =
  useSchoolTestApp();

describe('instructors', () => {
  it('creates one from JSON, always active, audited, and answers it', async () => {
    const before = await auditCount();
    const res = await pastor({
      method: 'POST',
      url: `${ADMIN}/instructors`,
      payload: validInstructor({ isActive: false, email: ' ana@iglesia.test ', phone: '' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Pastor Andrés Gómez',
      isActive: true,
      email: 'ana@iglesia.test',
      phone: null,
      qualifications: ['Teología', 'Pedagogía'],
      coursesCount: 0,
      imageUrl: null,
    });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'instructor'), eq(auditLog.objectId, body.id)));
    expect(entry?.action).toBe('create');
  });

  it('creates one from multipart with comma-separated lists', async () => {
    const res = await helper({
      method: 'POST',
      url: `${ADMIN}/instructors`,
      ...multipart({
        name: 'María Restrepo',
        title: 'Consejera',
        qualifications: ' Psicología , , Teología ',
        specialties: 'Matrimonio,Familia,Jóvenes',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      qualifications: ['Psicología', 'Teología'],
      specialties: ['Matrimonio', 'Familia', 'Jóvenes'],
    });
  });

  it('refuses a missing name or title with the spec’s messages', async () => {
    const noName = await pastor({ method: 'POST', url: `${ADMIN}/instructors`, payload: { title: 'X' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(schoolMessages.nameRequired);
    const noTitle = await pastor({ method: 'POST', url: `${ADMIN}/instructors`, payload: { name: 'X' } });
    expect(noTitle.json().message).toBe(schoolMessages.titleRequired);
  });

  it('lists by name with search (any case and accents) and the active filter', async () => {
    const c = kit.cast.a.community.id;
    await createInstructor({ name: 'Zacarías Núñez' });
    const inactive = await createInstructor({ name: 'Zoe Inactiva' });
    await pastor({ method: 'PUT', url: `${ADMIN}/instructors/${inactive.id}`, payload: { isActive: false } });
    const res = await pastor({ method: 'GET', url: `${ADMIN}/instructors?search=zacarias` });
    expect(res.statusCode).toBe(200);
    expect(res.json().instructors.map((i: { name: string }) => i.name)).toEqual(['Zacarías Núñez']);
    const active = await pastor({ method: 'GET', url: `${ADMIN}/instructors?isActive=false&limit=100` });
    expect(active.json().instructors.map((i: { name: string }) => i.name)).toContain('Zoe Inactiva');
    expect(active.json().instructors.every((i: { isActive: boolean }) => !i.isActive)).toBe(true);
    const all = await pastor({ method: 'GET', url: `${ADMIN}/instructors?limit=100` });
    const names = all.json().instructors.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(all.json().pagination.total).toBe(names.length);
    expect(c).toBeTruthy();
  });

  it('edits the fields sent (JSON or multipart), audited, the rest kept', async () => {
    const created = await createInstructor({ bio: 'Biografía' });
    const res = await pastor({
      method: 'PUT',
      url: `${ADMIN}/instructors/${created.id}`,
      ...multipart({ title: 'Director académico', specialties: 'Homilética, Hermenéutica' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Pastor Andrés Gómez',
      title: 'Director académico',
      bio: 'Biografía',
      specialties: ['Homilética', 'Hermenéutica'],
    });
    const json = await helper({
      method: 'PUT',
      url: `${ADMIN}/instructors/${created.id}`,
      payload: { isActive: false },
    });
    expect(json.json().isActive).toBe(false);
    const one = await helper({ method: 'GET', url: `${ADMIN}/instructors/${created.id}` });
    expect(one.json()).toMatchObject({ id: created.id, isActive: false, title: 'Director académico' });
  });

  it('deletes one without courses (pastor only), refuses one with courses (409)', async () => {
    const lonely = await createInstructor();
    const busy = await createInstructor();
    await insertCourse({ instructorId: busy.id });
    const byHelper = await helper({ method: 'DELETE', url: `${ADMIN}/instructors/${lonely.id}` });
    expect(byHelper.statusCode).toBe(403);
    const refused = await pastor({ method: 'DELETE', url: `${ADMIN}/instructors/${busy.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSTRUCTOR_HAS_COURSES');
    const ok = await pastor({ method: 'DELETE', url: `${ADMIN}/instructors/${lonely.id}` });
    expect(ok.statusCode).toBe(204);
    const gone = await pastor({ method: 'GET', url: `${ADMIN}/instructors/${lonely.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('INSTRUCTOR_NOT_FOUND');
    const busyNow = await pastor({ method: 'GET', url: `${ADMIN}/instructors/${busy.id}` });
    expect(busyNow.json().coursesCount).toBe(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const res = await pastor({ method: 'GET', url: `${ADMIN}/instructors/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses members and guests on every instructor route (403)', async () => {
    const one = await createInstructor();
    for (const call of [member, guest])
      for (const req of [
        { method: 'GET', url: `${ADMIN}/instructors` },
        { method: 'GET', url: `${ADMIN}/instructors/${one.id}` },
        { method: 'POST', url: `${ADMIN}/instructors`, payload: validInstructor() },
        { method: 'PUT', url: `${ADMIN}/instructors/${one.id}`, payload: { title: 'X' } },
        { method: 'DELETE', url: `${ADMIN}/instructors/${one.id}` },
      ] as const)
        expect((await call(req)).statusCode, `${req.method} ${req.url}`).toBe(403);
  });
});
