import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, APP, useSchoolTestApp, validCourse } from './school.test-kit.ts';

// The kept counts (school_enrollment_counts, per course and status) answer the status counts, the
// list's total filtered by status or course, and the report without a range: they must follow every
// enrollment added, moved, cancelled, and removed with its course.

const { db, freshCommunity, insertCourse, insertInstructor, insertEnrollment, countsOf } = useSchoolTestApp();

describe('kept enrollment counts', () => {
  it('follow moves, cancellations and a deleted course, and agree with the counted filters', async () => {
    const c = await freshCommunity();
    const instructor = await insertInstructor({ communityId: c.id });
    const main = await insertCourse({ communityId: c.id, instructorId: instructor.id, capacity: 5 });
    const old = await insertCourse({ communityId: c.id, instructorId: instructor.id, title: 'Viejo' });
    const [p1, p2, p3] = [
      await insertEnrollment(main.id, 'PENDING'),
      await insertEnrollment(main.id, 'PENDING'),
      await insertEnrollment(main.id, 'PENDING'),
    ];
    const own = await insertEnrollment(main.id, 'PENDING', { userId: c.memberId });
    await insertEnrollment(old.id, 'REJECTED');
    await insertEnrollment(old.id, 'DROPPED');

    const put = (id: string, action: string, payload?: object) =>
      c.pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${id}/${action}`, payload });
    expect((await put(p1!.id, 'confirm')).statusCode).toBe(200);
    expect((await put(p2!.id, 'waitlist')).statusCode).toBe(200);
    expect((await put(p3!.id, 'reject', { rejectionReason: 'Sin requisitos' })).statusCode).toBe(200);
    expect((await c.member({ method: 'PUT', url: `${APP}/enrollments/${own.id}/cancel` })).statusCode).toBe(
      200,
    );
    await countsOf(main.id);
    await countsOf(old.id);

    const stats = async () => (await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/stats` })).json();
    expect(await stats()).toEqual({
      pending: 0,
      confirmed: 1,
      waitlist: 1,
      rejected: 2,
      completed: 0,
      dropped: 2,
      total: 6,
    });
    const total = async (query: string) =>
      (await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments?${query}` })).json().pagination.total;
    expect(await total('status=REJECTED')).toBe(2);
    expect(await total(`courseId=${old.id}`)).toBe(2);
    expect(await total(`courseId=${main.id}&status=DROPPED`)).toBe(1);
    // A counted filter (a search) agrees with the kept ones.
    expect(await total('search=estudiante')).toBe(await total(''));

    // The old course holds only closed enrollments: deleting it takes them, and their counts, away.
    expect((await c.pastor({ method: 'DELETE', url: `${ADMIN}/courses/${old.id}` })).statusCode).toBe(204);
    expect(await stats()).toMatchObject({ rejected: 1, dropped: 1, total: 4 });
    const report = (await c.pastor({ method: 'GET', url: `${ADMIN}/reports/complete` })).json();
    expect(report.enrollments).toEqual(await stats());
    expect(report.courses).toHaveLength(1);
    expect(report.courses[0].enrollments).toMatchObject({
      confirmed: 1,
      waitlist: 1,
      rejected: 1,
      dropped: 1,
    });
  });

  it("recount a search's total after every change it can see (the list version rises)", async () => {
    const c = await freshCommunity();
    const course = await insertCourse({ communityId: c.id });
    const other = await insertCourse({ communityId: c.id, title: 'Otro' });
    const first = await insertEnrollment(course.id, 'PENDING', { snapshotName: 'Rut Cárdenas' });
    const total = async (query: string) =>
      (await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments?${query}` })).json().pagination.total;
    const pendingRut = 'search=rut%20cardenas&status=PENDING';
    expect(await total(pendingRut)).toBe(1);
    expect(await total(pendingRut)).toBe(1); // remembered
    await insertEnrollment(other.id, 'PENDING', { snapshotName: 'Rut Cárdenas' });
    expect(await total(pendingRut)).toBe(2);
    const put = await c.pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${first.id}/confirm` });
    expect(put.statusCode).toBe(200);
    expect(await total(pendingRut)).toBe(1);
    expect(await total('search=rut%20cardenas&status=CONFIRMED')).toBe(1);
    expect(
      (await c.pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${first.id}/whatsapp` })).statusCode,
    ).toBe(200);
    expect(await total('search=rut%20cardenas&status=CONFIRMED')).toBe(1);
    expect(
      (await c.pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${first.id}/complete` })).statusCode,
    ).toBe(409);
    // The other course's request, rejected, then the course deleted: the search sees both.
    const [second] = (await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments?${pendingRut}` })).json()
      .enrollments;
    await c.pastor({
      method: 'PUT',
      url: `${ADMIN}/enrollments/${second.id}/reject`,
      payload: { rejectionReason: 'Cupo lleno' },
    });
    expect(await total('search=rut%20cardenas')).toBe(2);
    expect((await c.pastor({ method: 'DELETE', url: `${ADMIN}/courses/${other.id}` })).statusCode).toBe(204);
    expect(await total('search=rut%20cardenas')).toBe(1);
  });

  it('keep the status sums and the school stats exact while nothing changes, and follow every change', async () => {
    const c = await freshCommunity();
    const get = async (url: string) => {
      const res = await c.pastor({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const shown = async () => ({
      stats: await get(`${ADMIN}/enrollments/stats`),
      confirmed: (await get(`${ADMIN}/enrollments?status=CONFIRMED`)).pagination.total,
      school: await get(`${ADMIN}/stats`),
    });
    expect((await shown()).stats.total).toBe(0);
    const course = await insertCourse({ communityId: c.id, capacity: 4 });
    const first = await insertEnrollment(course.id, 'PENDING');
    expect(await shown()).toMatchObject({
      stats: { pending: 1, total: 1 },
      confirmed: 0,
      school: { averageEnrollmentRate: 0 },
    });
    const put = await c.pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${first.id}/confirm` });
    expect(put.statusCode, put.body).toBe(200);
    expect(await shown()).toMatchObject({
      stats: { pending: 0, confirmed: 1, total: 1 },
      confirmed: 1,
      school: { averageEnrollmentRate: 25 },
    });

    // A change made without the triggers is not seen: the numbers are the kept ones.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update school_enrollment_counts set n = 9 where course_id = ${course.id} and status = 'CONFIRMED'`,
      );
      await tx.execute(sql`update school_courses set capacity = 1 where id = ${course.id}`);
    });
    expect(await shown()).toMatchObject({ stats: { confirmed: 1 }, school: { averageEnrollmentRate: 25 } });

    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update school_enrollment_counts set n = 1 where course_id = ${course.id} and status = 'CONFIRMED'`,
      );
      await tx.execute(sql`update school_courses set capacity = 4 where id = ${course.id}`);
    });

    // A new course and a course edit through the API are seen.
    const instructor = await insertInstructor({ communityId: c.id });
    const res = await c.pastor({
      method: 'POST',
      url: `${ADMIN}/courses`,
      payload: validCourse(instructor.id, { capacity: 10 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await shown()).school.averageEnrollmentRate).toBe(12.5);
    const edited = await c.pastor({
      method: 'PUT',
      url: `${ADMIN}/courses/${course.id}`,
      payload: { capacity: 2 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await shown()).school.averageEnrollmentRate).toBe(25);
    await insertEnrollment(course.id, 'CONFIRMED');
    expect(await shown()).toMatchObject({
      stats: { confirmed: 2, total: 2 },
      confirmed: 2,
      school: { averageEnrollmentRate: 50 },
    });
  });
});
