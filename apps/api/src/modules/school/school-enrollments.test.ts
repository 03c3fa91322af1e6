import { enrollmentStatuses, schoolMessages } from '@koinonia/shared/school/school.schemas';
import { type EnrollmentAction, enrollmentTransitions } from '@koinonia/shared/school/school.transitions';
import { describe, expect, it } from 'vitest';
import { ADMIN, dayIn, useSchoolTestApp } from './school.test-kit.ts';

// Enrollments on the dashboard: every move of school.transitions.ts from every status, the course
// rules (full, not ended), the counters, the list's filters and search, the WhatsApp mark, roles.

const {
  pastor,
  helper,
  member,
  guest,
  insertCourse,
  insertEnrollment,
  countsOf,
  freshCommunity,
  auditCount,
} = useSchoolTestApp();

const put = (id: string, action: string, payload?: object) =>
  helper({ method: 'PUT', url: `${ADMIN}/enrollments/${id}/${action}`, payload });
const dashboardActions = ['confirm', 'waitlist', 'reject', 'complete'] as const;

describe('enrollment moves', () => {
  it('applies exactly the moves of school.transitions.ts, anything else 409', async () => {
    // An ended course, so that complete is possible; plenty of seats.
    const course = await insertCourse({ startDate: dayIn(-60), endDate: dayIn(-1), capacity: 100 });
    for (const status of enrollmentStatuses)
      for (const action of dashboardActions) {
        const e = await insertEnrollment(course.id, status);
        const res = await put(
          e.id,
          action,
          action === 'reject' ? { rejectionReason: 'No cumple' } : undefined,
        );
        const move = enrollmentTransitions[action as EnrollmentAction];
        if (move.from.includes(status)) {
          expect(res.statusCode, `${action} from ${status}: ${res.body}`).toBe(200);
          expect(res.json().status).toBe(move.to);
        } else {
          expect(res.statusCode, `${action} from ${status}`).toBe(409);
          expect(res.json().code).toBe('ENROLLMENT_TRANSITION_INVALID');
        }
      }
    expect(await countsOf(course.id)).toMatchObject({ enrolledCount: expect.any(Number) });
    const counts = await countsOf(course.id);
    expect(counts.enrolledCount).toBe(counts.seated);
    expect(counts.pendingCount).toBe(counts.pending);
  });

  it('confirms, keeps the counters, fills statusChangedAt, audits, and applies a double click once', async () => {
    const course = await insertCourse({ capacity: 2 });
    const e = await insertEnrollment(course.id, 'PENDING', { statusChangedAt: new Date('2030-01-01') });
    const audits = await auditCount();
    const res = await put(e.id, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'CONFIRMED',
      course: { enrolledCount: 1, availableSpots: 1 },
    });
    expect(res.json().statusChangedAt).not.toBe('2030-01-01T00:00:00.000Z');
    expect(await auditCount()).toBe(audits + 1);
    const again = await put(e.id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(await countsOf(course.id)).toEqual({ enrolledCount: 1, pendingCount: 0, seated: 1, pending: 0 });
  });

  it('refuses to confirm in a full course (409 COURSE_FULL), from PENDING or WAITLIST', async () => {
    const course = await insertCourse({ capacity: 1 });
    await insertEnrollment(course.id, 'CONFIRMED');
    for (const status of ['PENDING', 'WAITLIST'] as const) {
      const e = await insertEnrollment(course.id, status);
      const res = await put(e.id, 'confirm');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('COURSE_FULL');
    }
  });

  it('completes only after the course’s end date (409 COURSE_NOT_ENDED)', async () => {
    for (const endDate of [dayIn(0), dayIn(10)]) {
      const course = await insertCourse({ startDate: dayIn(-30), endDate });
      const e = await insertEnrollment(course.id, 'CONFIRMED');
      const res = await put(e.id, 'complete');
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('COURSE_NOT_ENDED');
    }
  });

  it('rejects with a reason only, and shows it', async () => {
    const course = await insertCourse();
    const e = await insertEnrollment(course.id, 'WAITLIST');
    const blank = await put(e.id, 'reject', { rejectionReason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(schoolMessages.rejectionReasonRequired);
    const res = await put(e.id, 'reject', { rejectionReason: 'Cupo lleno este semestre' });
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejectionReason: 'Cupo lleno este semestre' });
    expect(await countsOf(course.id)).toMatchObject({ pendingCount: 0, pending: 0 });
  });

  it('marks WhatsApp as sent, idempotently', async () => {
    const course = await insertCourse();
    const e = await insertEnrollment(course.id);
    const audits = await auditCount();
    for (let i = 0; i < 2; i++) {
      const res = await put(e.id, 'whatsapp');
      expect(res.statusCode).toBe(200);
      expect(res.json().whatsappSent).toBe(true);
    }
    expect(await auditCount()).toBe(audits + 1);
  });
});

describe('enrollment lists', () => {
  it('lists newest first with status, course, date and search filters; pending and stats', async () => {
    const c = await freshCommunity();
    const instructor = await c.pastor({
      method: 'POST',
      url: `${ADMIN}/instructors`,
      payload: { name: 'Ana', title: 'Maestra' },
    });
    const course = await insertCourse({ communityId: c.id, instructorId: instructor.json().id });
    const other = await insertCourse({ communityId: c.id, instructorId: instructor.json().id });
    const at = (iso: string) => new Date(iso);
    const e1 = await insertEnrollment(course.id, 'PENDING', {
      snapshotName: 'Íngrid Muñoz',
      enrollmentDate: at('2030-03-01T04:00:00Z'), // 2030-02-28 in Bogotá
    });
    const e2 = await insertEnrollment(course.id, 'CONFIRMED', { enrollmentDate: at('2030-03-02T15:00:00Z') });
    const e3 = await insertEnrollment(other.id, 'PENDING', {
      snapshotDocumentNumber: '1020304050',
      enrollmentDate: at('2030-03-03T15:00:00Z'),
    });
    const ids = async (query: string, path = 'enrollments') =>
      (await c.pastor({ method: 'GET', url: `${ADMIN}/${path}?${query}` }))
        .json()
        .enrollments.map((e: { id: string }) => e.id);
    expect(await ids('')).toEqual([e3.id, e2.id, e1.id]);
    expect(await ids('status=PENDING')).toEqual([e3.id, e1.id]);
    expect(await ids(`courseId=${course.id}`)).toEqual([e2.id, e1.id]);
    expect(await ids('startDate=2030-03-01&endDate=2030-03-02')).toEqual([e2.id]);
    expect(await ids('endDate=2030-02-28')).toEqual([e1.id]);
    expect(await ids('search=INGRID%20munoz')).toEqual([e1.id]);
    expect(await ids('search=2030405')).toEqual([e3.id]);
    expect(await ids('limit=1&page=3')).toEqual([e1.id]);
    expect(await ids('limit=2&page=2')).toEqual([e1.id]);
    expect(await ids('', 'enrollments/pending')).toEqual([e3.id, e1.id]);
    // A wrong day is told once, on its own field: not twice, and not also as a wrong range.
    for (const [query, path] of [
      ['startDate=26-02-03&endDate=2030-01-01', 'startDate'],
      ['startDate=2030-03-01&endDate=2030-02-30', 'endDate'],
    ]) {
      const bad = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().issues, query).toEqual([{ path, message: schoolMessages.dateInvalid }]);
    }
    const stats = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/stats` });
    expect(stats.json()).toEqual({
      pending: 2,
      confirmed: 1,
      waitlist: 0,
      rejected: 0,
      completed: 0,
      dropped: 0,
      total: 3,
    });
    const one = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/${e1.id}` });
    expect(one.json()).toMatchObject({
      id: e1.id,
      userSnapshot: { name: 'Íngrid Muñoz' },
      course: { id: course.id },
    });
  });

  it('refuses a bad filter (400) and members and guests (403)', async () => {
    expect((await pastor({ method: 'GET', url: `${ADMIN}/enrollments?status=NOPE` })).statusCode).toBe(400);
    const course = await insertCourse();
    const e = await insertEnrollment(course.id);
    for (const call of [member, guest])
      for (const req of [
        { method: 'GET', url: `${ADMIN}/enrollments` },
        { method: 'GET', url: `${ADMIN}/enrollments/pending` },
        { method: 'GET', url: `${ADMIN}/enrollments/stats` },
        { method: 'GET', url: `${ADMIN}/enrollments/export` },
        { method: 'GET', url: `${ADMIN}/enrollments/${e.id}` },
        { method: 'PUT', url: `${ADMIN}/enrollments/${e.id}/confirm` },
        { method: 'PUT', url: `${ADMIN}/enrollments/${e.id}/whatsapp` },
        { method: 'GET', url: `${ADMIN}/stats` },
        { method: 'GET', url: `${ADMIN}/dashboard` },
        { method: 'GET', url: `${ADMIN}/reports/complete` },
      ] as const)
        expect((await call(req)).statusCode, `${req.method} ${req.url}`).toBe(403);
  });
});
