import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { APP, dayIn, useSchoolTestApp } from './school.test-kit.ts';

// The school in the members' app: the running courses with my enrollment, enroll (snapshot, rules),
// my enrollments, cancel; guests included, other communities and other people never.

const {
  pastor,
  member,
  guest,
  kit,
  db,
  insertCourse,
  insertEnrollment,
  countsOf,
  freshCommunity,
  newMember,
} = useSchoolTestApp();

describe('app courses', () => {
  it('lists active courses not ended, soonest start first, with my enrollment (open, else latest)', async () => {
    const c = await freshCommunity();
    const soon = await insertCourse({ communityId: c.id, startDate: dayIn(2), endDate: dayIn(40) });
    const running = await insertCourse({ communityId: c.id, startDate: dayIn(-10), endDate: dayIn(0) });
    await insertCourse({ communityId: c.id, startDate: dayIn(-40), endDate: dayIn(-1) }); // ended
    await insertCourse({ communityId: c.id, isActive: false }); // hidden
    const later = await insertCourse({ communityId: c.id, startDate: dayIn(30), endDate: dayIn(90) });
    await insertEnrollment(soon.id, 'REJECTED', {
      userId: c.memberId,
      enrollmentDate: new Date(Date.now() - 5000),
    });
    const open = await insertEnrollment(soon.id, 'WAITLIST', { userId: c.memberId });
    const dropped = await insertEnrollment(later.id, 'DROPPED', { userId: c.memberId });
    const res = await c.member({ method: 'GET', url: `${APP}/courses` });
    expect(res.statusCode).toBe(200);
    const courses = res.json().courses as { id: string; myEnrollment: unknown; pendingCount?: number }[];
    expect(courses.map((x) => x.id)).toEqual([running.id, soon.id, later.id]);
    expect(courses.map((x) => x.myEnrollment)).toEqual([
      null,
      { id: open.id, status: 'WAITLIST' },
      { id: dropped.id, status: 'DROPPED' },
    ]);
    expect(courses[0]).not.toHaveProperty('pendingCount');
    const one = await c.member({ method: 'GET', url: `${APP}/courses/${soon.id}` });
    expect(one.json()).toMatchObject({ id: soon.id, myEnrollment: { id: open.id } });
  });

  it('answers 404 for an inactive course or another community’s', async () => {
    const hidden = await insertCourse({ isActive: false });
    const other = await insertCourse({ communityId: kit.cast.b.community.id });
    for (const id of [hidden.id, other.id]) {
      expect((await member({ method: 'GET', url: `${APP}/courses/${id}` })).statusCode).toBe(404);
      const res = await member({ method: 'POST', url: `${APP}/courses/${id}/enroll` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('COURSE_NOT_FOUND');
    }
  });
});

describe('enroll and cancel', () => {
  it('enrolls as PENDING with the account’s snapshot (body phone overrides), guests too', async () => {
    const course = await insertCourse({ capacity: 1 });
    await insertEnrollment(course.id, 'CONFIRMED'); // full: still takes the request
    const res = await guest({
      method: 'POST',
      url: `${APP}/courses/${course.id}/enroll`,
      payload: { motivation: 'Quiero crecer', phone: '+57 300 111 2233', address: 'Calle 1 # 2-3' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.id, kit.guestId));
    expect(res.json()).toMatchObject({
      status: 'PENDING',
      userSnapshot: {
        name: user!.name,
        email: user!.email,
        documentNumber: user!.documentNumber,
        phone: '+57 300 111 2233',
        address: 'Calle 1 # 2-3',
      },
      motivation: 'Quiero crecer',
      course: { id: course.id, availableSpots: 0 },
    });
    expect(res.json()).not.toHaveProperty('userId');
    // The snapshot stays as it was when the account changes.
    await db().update(users).set({ name: 'Otro Nombre' }).where(eq(users.id, kit.guestId));
    const mine = await guest({ method: 'GET', url: `${APP}/enrollments/me` });
    expect(mine.json().enrollments[0].userSnapshot.name).toBe(user!.name);
    await db().update(users).set({ name: user!.name }).where(eq(users.id, kit.guestId));
  });

  it('refuses an ended course (409 COURSE_CLOSED) and a second open enrollment (409 ALREADY_ENROLLED)', async () => {
    const ended = await insertCourse({ startDate: dayIn(-30), endDate: dayIn(-1) });
    const closed = await member({ method: 'POST', url: `${APP}/courses/${ended.id}/enroll` });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('COURSE_CLOSED');
    const course = await insertCourse();
    const first = await member({ method: 'POST', url: `${APP}/courses/${course.id}/enroll`, payload: {} });
    expect(first.statusCode).toBe(201);
    const again = await member({ method: 'POST', url: `${APP}/courses/${course.id}/enroll` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ENROLLED');
    // After cancelling, a new enrollment is allowed.
    const cancel = await member({ method: 'PUT', url: `${APP}/enrollments/${first.json().id}/cancel` });
    expect(cancel.json().status).toBe('DROPPED');
    expect((await member({ method: 'POST', url: `${APP}/courses/${course.id}/enroll` })).statusCode).toBe(
      201,
    );
  });

  it('cancels own open ones (a confirmed one frees its seat); someone else’s 404; final ones 409', async () => {
    const course = await insertCourse({ capacity: 3 });
    const me = await newMember('Cancela Mucho');
    const confirmed = await insertEnrollment(course.id, 'CONFIRMED', { userId: me.id });
    expect(await countsOf(course.id)).toMatchObject({ enrolledCount: 1 });
    const res = await me.call({ method: 'PUT', url: `${APP}/enrollments/${confirmed.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'DROPPED', course: { enrolledCount: 0, availableSpots: 3 } });
    const final = await insertEnrollment(course.id, 'COMPLETED', { userId: me.id });
    const refused = await me.call({ method: 'PUT', url: `${APP}/enrollments/${final.id}/cancel` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ENROLLMENT_TRANSITION_INVALID');
    const theirs = await insertEnrollment(course.id, 'PENDING');
    const notMine = await me.call({ method: 'PUT', url: `${APP}/enrollments/${theirs.id}/cancel` });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('ENROLLMENT_NOT_FOUND');
    const mine = await me.call({ method: 'GET', url: `${APP}/enrollments/me` });
    expect(mine.json().enrollments.map((e: { id: string }) => e.id)).toEqual([final.id, confirmed.id]);
  });

  it('lets pastors use the app routes too', async () => {
    expect((await pastor({ method: 'GET', url: `${APP}/courses` })).statusCode).toBe(200);
    expect((await pastor({ method: 'GET', url: `${APP}/enrollments/me` })).statusCode).toBe(200);
  });
});
