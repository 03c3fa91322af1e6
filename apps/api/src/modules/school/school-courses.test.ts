import { courseFormEntries } from '@koinonia/shared/school/course-form-data';
import { schoolMessages } from '@koinonia/shared/school/school.schemas';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/images.ts';
import { ADMIN, dayIn, useSchoolTestApp, validCourse } from './school.test-kit.ts';

// Courses on the dashboard: create (JSON or multipart with schedule[…] and list[i]), edit, delete, the
// instructor and capacity rules, the list's order and filters, and who may do what.

const {
  pastor,
  helper,
  member,
  guest,
  kit,
  createInstructor,
  createCourse,
  insertCourse,
  insertInstructor,
  insertEnrollment,
  countsOf,
} = useSchoolTestApp();

/** A course as the browser's multipart form (courseFormEntries), as text fields. */
const formOf = (values: Record<string, unknown>) => {
  const fields: Record<string, string[]> = {};
  for (const [k, v] of courseFormEntries(values)) fields[k] = [...(fields[k] ?? []), v];
  return fields;
};

describe('courses', () => {
  it('creates one from multipart with schedule[field] and list[index] (more than 30 fields)', async () => {
    const instructor = await createInstructor();
    const topics = Array.from({ length: 20 }, (_, i) => `Tema ${i + 1}`);
    const res = await pastor({
      method: 'POST',
      url: `${ADMIN}/courses`,
      ...multipart(
        formOf(
          validCourse(instructor.id, {
            topics,
            requirements: ['Biblia', 'Cuaderno'],
            schedule: { dayOfWeek: 6, startTime: '08:00', endTime: '10:00', frequency: '' },
            cost: '50000',
            isFeatured: 'true',
          }),
        ),
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Fundamentos de la fe',
      instructor: { id: instructor.id, name: 'Pastor Andrés Gómez' },
      schedule: { dayOfWeek: 6, startTime: '08:00', endTime: '10:00', frequency: 'Semanal' },
      topics,
      requirements: ['Biblia', 'Cuaderno'],
      cost: 50000,
      isFeatured: true,
      isActive: true,
      capacity: 20,
      enrolledCount: 0,
      availableSpots: 20,
      pendingCount: 0,
    });
  });

  it('applies the form rules: required fields, dates, times, capacity', async () => {
    const instructor = await createInstructor();
    const post = (over: Record<string, unknown>) =>
      pastor({ method: 'POST', url: `${ADMIN}/courses`, payload: validCourse(instructor.id, over) });
    expect((await post({ title: '' })).json().message).toBe(schoolMessages.courseRequired);
    expect((await post({ endDate: dayIn(1), startDate: dayIn(5) })).json().message).toBe(
      schoolMessages.endBeforeStart,
    );
    expect(
      (await post({ schedule: { dayOfWeek: 1, startTime: '20:00', endTime: '19:00' } })).json().message,
    ).toBe(schoolMessages.endTimeBeforeStart);
    expect((await post({ capacity: 101 })).statusCode).toBe(400);
    expect((await post({ cost: -1 })).statusCode).toBe(400);
  });

  it('refuses another community’s instructor (404) and an inactive one (400)', async () => {
    const other = await insertInstructor({ communityId: kit.cast.b.community.id });
    const foreign = await pastor({ method: 'POST', url: `${ADMIN}/courses`, payload: validCourse(other.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('INSTRUCTOR_NOT_FOUND');
    const inactive = await insertInstructor({ isActive: false });
    const res = await pastor({ method: 'POST', url: `${ADMIN}/courses`, payload: validCourse(inactive.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INSTRUCTOR_INACTIVE');
  });

  it('edits the sent fields on the merged course, and checks a changed instructor', async () => {
    const course = await createCourse({ shortDescription: 'Corta' });
    const url = `${ADMIN}/courses/${course.id}`;
    const res = await helper({
      method: 'PUT',
      url,
      ...multipart({ title: 'Fe viva', 'topics[0]': 'Gracia' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Fe viva', topics: ['Gracia'], shortDescription: 'Corta' });
    const badDates = await pastor({ method: 'PUT', url, payload: { endDate: dayIn(1) } });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().message).toBe(schoolMessages.endBeforeStart);
    const inactive = await insertInstructor({ isActive: false });
    const refused = await pastor({ method: 'PUT', url, payload: { instructorId: inactive.id } });
    expect(refused.json().code).toBe('INSTRUCTOR_INACTIVE');
  });

  it('keeps a course whose instructor became inactive editable when the instructor is not changed', async () => {
    const instructor = await insertInstructor();
    const course = await insertCourse({ instructorId: instructor.id });
    await pastor({
      method: 'PUT',
      url: `${ADMIN}/instructors/${instructor.id}`,
      payload: { isActive: false },
    });
    const res = await pastor({
      method: 'PUT',
      url: `${ADMIN}/courses/${course.id}`,
      payload: { title: 'Otro' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a capacity below the seats taken (409), accepts it equal', async () => {
    const course = await insertCourse({ capacity: 5 });
    for (const status of ['CONFIRMED', 'COMPLETED', 'CONFIRMED', 'PENDING'] as const)
      await insertEnrollment(course.id, status);
    expect(await countsOf(course.id)).toEqual({ enrolledCount: 3, pendingCount: 1, seated: 3, pending: 1 });
    const url = `${ADMIN}/courses/${course.id}`;
    const low = await pastor({ method: 'PUT', url, payload: { capacity: 2 } });
    expect(low.statusCode).toBe(409);
    expect(low.json().code).toBe('CAPACITY_BELOW_ENROLLED');
    const ok = await pastor({ method: 'PUT', url, payload: { capacity: 3 } });
    expect(ok.json()).toMatchObject({ capacity: 3, enrolledCount: 3, availableSpots: 0, pendingCount: 1 });
  });

  it('deletes a course with only closed enrollments (pastor only), refuses one with open ones', async () => {
    const open = await insertCourse();
    await insertEnrollment(open.id, 'WAITLIST');
    const closed = await insertCourse();
    await insertEnrollment(closed.id, 'REJECTED');
    await insertEnrollment(closed.id, 'COMPLETED');
    expect((await helper({ method: 'DELETE', url: `${ADMIN}/courses/${closed.id}` })).statusCode).toBe(403);
    const refused = await pastor({ method: 'DELETE', url: `${ADMIN}/courses/${open.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COURSE_HAS_OPEN_ENROLLMENTS');
    expect((await pastor({ method: 'DELETE', url: `${ADMIN}/courses/${closed.id}` })).statusCode).toBe(204);
    const gone = await pastor({ method: 'GET', url: `${ADMIN}/courses/${closed.id}` });
    expect(gone.json().code).toBe('COURSE_NOT_FOUND');
  });

  it('lists newest start first with the filters', async () => {
    const instructor = await insertInstructor({ name: 'Filtro Único' });
    const a = await insertCourse({ instructorId: instructor.id, startDate: dayIn(1), category: 'TEOLOGIA' });
    const b = await insertCourse({ instructorId: instructor.id, startDate: dayIn(30), level: 'AVANZADO' });
    const c = await insertCourse({ instructorId: instructor.id, startDate: dayIn(15), isActive: false });
    const list = async (query: string) =>
      (await pastor({ method: 'GET', url: `${ADMIN}/courses?instructorId=${instructor.id}&${query}` }))
        .json()
        .courses.map((x: { id: string }) => x.id);
    expect(await list('')).toEqual([b.id, c.id, a.id]);
    expect(await list('category=TEOLOGIA')).toEqual([a.id]);
    expect(await list('level=AVANZADO')).toEqual([b.id]);
    expect(await list('isActive=false')).toEqual([c.id]);
    expect(await list('limit=1&page=2')).toEqual([c.id]);
  });

  it('refuses members and guests on every course route (403)', async () => {
    const course = await insertCourse();
    for (const call of [member, guest])
      for (const req of [
        { method: 'GET', url: `${ADMIN}/courses` },
        { method: 'GET', url: `${ADMIN}/courses/${course.id}` },
        { method: 'POST', url: `${ADMIN}/courses`, payload: {} },
        { method: 'PUT', url: `${ADMIN}/courses/${course.id}`, payload: { title: 'X' } },
        { method: 'DELETE', url: `${ADMIN}/courses/${course.id}` },
      ] as const)
        expect((await call(req)).statusCode, `${req.method} ${req.url}`).toBe(403);
  });
});
