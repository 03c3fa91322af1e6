import { describe, expect, it } from 'vitest';
import { auditLog, schoolCourses, schoolEnrollments, schoolInstructors } from '../../db/schema.ts';
import { snapshotRows } from '../../test/factories.ts';
import { ADMIN, APP, useSchoolTestApp } from './school.test-kit.ts';

// Tenancy: community B's pastor, using community A's ids on every school route, gets 404 and nothing
// changes; lists never show A's data.

const { kit, pastorB, db, insertInstructor, insertCourse, insertEnrollment } = useSchoolTestApp();

describe('school isolation', () => {
  it('answers 404 to every route naming another community’s object, and changes nothing', async () => {
    const secret = 'Curso privado de Alfa';
    const instructor = await insertInstructor({ name: 'Instructor privado de Alfa' });
    const course = await insertCourse({ instructorId: instructor.id, title: secret });
    const enrollment = await insertEnrollment(course.id, 'PENDING', { userId: kit.cast.a.member.user.id });
    const before = await snapshotRows(db(), {
      schoolInstructors,
      schoolCourses,
      schoolEnrollments,
      auditLog,
    });
    const calls = [
      { method: 'GET', url: `${ADMIN}/instructors/${instructor.id}` },
      { method: 'PUT', url: `${ADMIN}/instructors/${instructor.id}`, payload: { name: 'Otro' } },
      { method: 'DELETE', url: `${ADMIN}/instructors/${instructor.id}` },
      { method: 'GET', url: `${ADMIN}/courses/${course.id}` },
      { method: 'PUT', url: `${ADMIN}/courses/${course.id}`, payload: { title: 'Otro' } },
      { method: 'DELETE', url: `${ADMIN}/courses/${course.id}` },
      { method: 'GET', url: `${ADMIN}/enrollments/${enrollment.id}` },
      { method: 'PUT', url: `${ADMIN}/enrollments/${enrollment.id}/confirm` },
      { method: 'PUT', url: `${ADMIN}/enrollments/${enrollment.id}/waitlist` },
      { method: 'PUT', url: `${ADMIN}/enrollments/${enrollment.id}/complete` },
      {
        method: 'PUT',
        url: `${ADMIN}/enrollments/${enrollment.id}/reject`,
        payload: { rejectionReason: 'No' },
      },
      { method: 'PUT', url: `${ADMIN}/enrollments/${enrollment.id}/whatsapp` },
      { method: 'GET', url: `${APP}/courses/${course.id}` },
      { method: 'POST', url: `${APP}/courses/${course.id}/enroll` },
      { method: 'PUT', url: `${APP}/enrollments/${enrollment.id}/cancel` },
      // B's course naming A's instructor.
      {
        method: 'POST',
        url: `${ADMIN}/courses`,
        payload: {
          title: 'X',
          instructorId: instructor.id,
          description: 'X',
          category: 'BIBLIA',
          level: 'BASICO',
          startDate: '2099-01-01',
          endDate: '2099-02-01',
          duration: '1 mes',
          schedule: { dayOfWeek: 1, startTime: '10:00', endTime: '11:00' },
          location: 'X',
        },
      },
    ] as const;
    for (const call of calls) {
      const res = await pastorB(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().code, `${call.method} ${call.url}`).toMatch(/_NOT_FOUND$/);
      expect(res.body).not.toContain(secret);
    }
    expect(
      await snapshotRows(db(), { schoolInstructors, schoolCourses, schoolEnrollments, auditLog }),
    ).toEqual(before);
  });

  it('never lists another community’s instructors, courses, enrollments or numbers', async () => {
    const secret = 'Secreto de Alfa para listas';
    const instructor = await insertInstructor({ name: secret });
    const course = await insertCourse({ instructorId: instructor.id, title: secret });
    await insertEnrollment(course.id, 'CONFIRMED', { snapshotName: secret });
    for (const url of [
      `${ADMIN}/instructors?limit=100`,
      `${ADMIN}/courses?limit=100`,
      `${ADMIN}/enrollments?limit=100`,
      `${ADMIN}/enrollments/pending`,
      `${ADMIN}/enrollments/export`,
      `${ADMIN}/reports/complete`,
      `${ADMIN}/reports/complete?format=html`,
      `${ADMIN}/dashboard`,
      `${APP}/courses?limit=100`,
      `${APP}/enrollments/me`,
      `${ADMIN}/courses?instructorId=${instructor.id}`,
      `${ADMIN}/enrollments?courseId=${course.id}`,
    ]) {
      const res = await pastorB({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(secret);
    }
  });
});
