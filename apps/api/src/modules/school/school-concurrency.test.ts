import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, APP, useSchoolTestApp } from './school.test-kit.ts';

// Requests at once (PGlite and PostgreSQL): confirmations never overbook, a double click applies once,
// a double enroll makes one enrollment; the counters stay exact.

const { pastor, helper, insertCourse, insertEnrollment, countsOf, newMember } = useSchoolTestApp();

const tally = (responses: LightMyRequestResponse[]) => {
  const by: Record<string, number> = {};
  for (const r of responses) {
    const key = r.statusCode === 200 || r.statusCode === 201 ? String(r.statusCode) : r.json().code;
    by[key] = (by[key] ?? 0) + 1;
  }
  return by;
};

describe('at once', () => {
  it('10 confirmations of 10 pending requests in a course of 3: exactly 3 succeed', async () => {
    const course = await insertCourse({ capacity: 3 });
    const pending = [];
    for (let i = 0; i < 10; i++) pending.push(await insertEnrollment(course.id, 'PENDING'));
    const responses = await Promise.all(
      pending.map((e, i) =>
        (i % 2 ? pastor : helper)({ method: 'PUT', url: `${ADMIN}/enrollments/${e.id}/confirm` }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 3, COURSE_FULL: 7 });
    expect(await countsOf(course.id)).toEqual({ enrolledCount: 3, pendingCount: 7, seated: 3, pending: 7 });
  });

  it('the same confirmation 10 times: one success, the rest 409', async () => {
    const course = await insertCourse({ capacity: 10 });
    const e = await insertEnrollment(course.id, 'WAITLIST');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${e.id}/confirm` }),
      ),
    );
    expect(tally(responses)).toEqual({ 200: 1, ENROLLMENT_TRANSITION_INVALID: 9 });
    expect(await countsOf(course.id)).toEqual({ enrolledCount: 1, pendingCount: 0, seated: 1, pending: 0 });
  });

  it('the same enroll 10 times: one enrollment, the rest 409 ALREADY_ENROLLED', async () => {
    const course = await insertCourse();
    const student = await newMember('Doble Clic');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        student.call({ method: 'POST', url: `${APP}/courses/${course.id}/enroll` }),
      ),
    );
    expect(tally(responses)).toEqual({ 201: 1, ALREADY_ENROLLED: 9 });
    expect(await countsOf(course.id)).toEqual({ enrolledCount: 0, pendingCount: 1, seated: 0, pending: 1 });
  });

  it('confirmations and cancellations mixed keep the counters exact and within capacity', async () => {
    const course = await insertCourse({ capacity: 2 });
    const students = [];
    for (let i = 0; i < 4; i++) {
      const s = await newMember(`Estudiante ${i}`);
      const e = await insertEnrollment(course.id, i < 2 ? 'CONFIRMED' : 'PENDING', { userId: s.id });
      students.push({ ...s, enrollmentId: e.id });
    }
    await Promise.all([
      students[0]!.call({ method: 'PUT', url: `${APP}/enrollments/${students[0]!.enrollmentId}/cancel` }),
      pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${students[2]!.enrollmentId}/confirm` }),
      pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${students[3]!.enrollmentId}/confirm` }),
    ]);
    const counts = await countsOf(course.id);
    expect(counts.enrolledCount).toBe(counts.seated);
    expect(counts.pendingCount).toBe(counts.pending);
    expect(counts.enrolledCount).toBeLessThanOrEqual(2);
  });

  it('the same confirmation of the last seat twice: one success, the other a transition refusal', async () => {
    const course = await insertCourse({ capacity: 1 });
    const e = await insertEnrollment(course.id, 'PENDING');
    const responses = await Promise.all(
      [pastor, helper].map((call) => call({ method: 'PUT', url: `${ADMIN}/enrollments/${e.id}/confirm` })),
    );
    // Never 'El curso no tiene cupos disponibles' for the enrollment that took the seat.
    expect(tally(responses)).toEqual({ 200: 1, ENROLLMENT_TRANSITION_INVALID: 1 });
    expect(await countsOf(course.id)).toEqual({ enrolledCount: 1, pendingCount: 0, seated: 1, pending: 0 });
  });
});
