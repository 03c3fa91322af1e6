import { describe, expect, it } from 'vitest';
import { ADMIN, dayIn, useSchoolTestApp } from './school.test-kit.ts';

// The school's numbers on a known data set: /stats, /dashboard and the complete report (JSON and the
// printable HTML, every value escaped).

const { freshCommunity, insertCourse, insertInstructor, insertEnrollment, newMember } = useSchoolTestApp();

async function knownSchool() {
  const c = await freshCommunity();
  const instructor = await insertInstructor({ communityId: c.id, name: '<b>Ana</b> & Co' });
  const course = (values: Parameters<typeof insertCourse>[0]) =>
    insertCourse({ communityId: c.id, instructorId: instructor.id, ...values });
  const bible = await course({
    title: 'Biblia <script>alert(1)</script>',
    category: 'BIBLIA',
    level: 'BASICO',
    capacity: 10,
    startDate: '2030-01-10',
    endDate: '2030-03-10',
  });
  const lead = await course({
    title: 'Liderazgo',
    category: 'LIDERAZGO',
    level: 'AVANZADO',
    capacity: 4,
    startDate: '2030-06-01',
    endDate: '2030-08-01',
  });
  const bible2 = await course({ title: 'Biblia II', category: 'BIBLIA', level: 'BASICO', capacity: 5 });
  await course({ title: 'Oculto', category: 'NINOS', isActive: false, capacity: 8 });
  const jan = new Date('2030-01-15T15:00:00Z');
  const jul = new Date('2030-07-15T15:00:00Z');
  const student = await newMember('Repite Cursos');
  await insertEnrollment(bible.id, 'CONFIRMED', { userId: student.id, enrollmentDate: jan });
  await insertEnrollment(bible.id, 'CONFIRMED', { enrollmentDate: jan });
  await insertEnrollment(bible.id, 'PENDING', { enrollmentDate: jan });
  await insertEnrollment(bible.id, 'REJECTED', { enrollmentDate: jan });
  await insertEnrollment(lead.id, 'CONFIRMED', { userId: student.id, enrollmentDate: jul });
  await insertEnrollment(lead.id, 'COMPLETED', { enrollmentDate: jul });
  await insertEnrollment(lead.id, 'COMPLETED', { enrollmentDate: jul });
  await insertEnrollment(lead.id, 'WAITLIST', { enrollmentDate: jul });
  await insertEnrollment(bible2.id, 'PENDING', { enrollmentDate: jul });
  return { c, bible, lead, bible2 };
}

describe('school numbers', () => {
  it('answers /stats and /dashboard over the active courses', async () => {
    const { c, lead } = await knownSchool();
    const stats = await c.pastor({ method: 'GET', url: `${ADMIN}/stats` });
    expect(stats.json()).toEqual({
      coursesByCategory: [
        { category: 'BIBLIA', count: 2 },
        { category: 'LIDERAZGO', count: 1 },
      ],
      coursesByLevel: [
        { level: 'BASICO', count: 2 },
        { level: 'AVANZADO', count: 1 },
      ],
      // (2/10 + 3/4 + 0/5) / 3 = 31.666… %
      averageEnrollmentRate: 31.7,
    });
    const dashboard = await c.pastor({ method: 'GET', url: `${ADMIN}/dashboard` });
    expect(dashboard.json()).toEqual({
      totalCourses: 3,
      // The student confirmed in two courses counts once.
      totalActiveStudents: 2,
      totalAvailableSpots: 8 + 1 + 5,
      totalPendingEnrollments: 2,
      mostPopularCourse: { id: lead.id, title: 'Liderazgo', enrolledCount: 3 },
    });
  });

  it('leaves ended courses out of the numbers: no seats, no active students, not the most popular', async () => {
    const c = await freshCommunity();
    const instructor = await insertInstructor({ communityId: c.id });
    const ended = await insertCourse({
      communityId: c.id,
      instructorId: instructor.id,
      capacity: 20,
      startDate: dayIn(-90),
      endDate: dayIn(-1),
    });
    const running = await insertCourse({ communityId: c.id, instructorId: instructor.id, capacity: 10 });
    const endsToday = await insertCourse({
      communityId: c.id,
      instructorId: instructor.id,
      capacity: 3,
      startDate: dayIn(-30),
      endDate: dayIn(0),
    });
    for (let i = 0; i < 5; i++) await insertEnrollment(ended.id, 'CONFIRMED');
    await insertEnrollment(ended.id, 'PENDING');
    await insertEnrollment(running.id, 'CONFIRMED');
    expect((await c.pastor({ method: 'GET', url: `${ADMIN}/dashboard` })).json()).toEqual({
      totalCourses: 2,
      totalActiveStudents: 1,
      totalAvailableSpots: 9 + 3,
      // A pending request is still waiting for an answer, whatever its course.
      totalPendingEnrollments: 1,
      mostPopularCourse: { id: running.id, title: running.title, enrolledCount: 1 },
    });
    expect(endsToday.id).toBeTruthy();
    // The statistics count the same running courses: the panel's "(N cursos)" is the card's number.
    const stats = (await c.pastor({ method: 'GET', url: `${ADMIN}/stats` })).json();
    expect(stats.coursesByLevel.reduce((sum: number, l: { count: number }) => sum + l.count, 0)).toBe(2);
    // (1/10 + 0/3) / 2 = 5 %, the ended course's 5 of 20 left out.
    expect(stats.averageEnrollmentRate).toBe(5);
    // The report names the ended course's state as the screens do.
    const html = (await c.pastor({ method: 'GET', url: `${ADMIN}/reports/complete?format=html` })).body;
    expect(html).toContain(`<td>${ended.title}</td>`);
    expect(html.match(/<td>Finalizado<\/td>/g)).toHaveLength(1);
    expect(html.match(/<td>Activo<\/td>/g)).toHaveLength(2);
  });

  it('recounts the active students after a confirmation and after a course is hidden', async () => {
    const c = await freshCommunity();
    const instructor = await insertInstructor({ communityId: c.id });
    const course = await insertCourse({ communityId: c.id, instructorId: instructor.id, capacity: 10 });
    const first = await insertEnrollment(course.id, 'CONFIRMED');
    const waiting = await insertEnrollment(course.id, 'PENDING');
    const students = async () =>
      (await c.pastor({ method: 'GET', url: `${ADMIN}/dashboard` })).json().totalActiveStudents;
    expect(await students()).toBe(1);
    expect(await students()).toBe(1); // kept while nothing changes
    const confirm = await c.pastor({ method: 'PUT', url: `${ADMIN}/enrollments/${waiting.id}/confirm` });
    expect(confirm.statusCode).toBe(200);
    expect(await students()).toBe(2);
    const hide = await c.pastor({
      method: 'PUT',
      url: `${ADMIN}/courses/${course.id}`,
      payload: { isActive: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await students()).toBe(0);
    expect(first.id).toBeTruthy();
  });

  it('keeps the whole dashboard while nothing changes, and recounts it after each kind of write', async () => {
    const c = await freshCommunity();
    const instructor = await insertInstructor({ communityId: c.id });
    const course = await insertCourse({ communityId: c.id, instructorId: instructor.id, capacity: 10 });
    await insertEnrollment(course.id, 'CONFIRMED');
    const dashboard = async () => (await c.pastor({ method: 'GET', url: `${ADMIN}/dashboard` })).json();
    expect(await dashboard()).toMatchObject({
      totalCourses: 1,
      totalAvailableSpots: 9,
      totalPendingEnrollments: 0,
      totalActiveStudents: 1,
    });
    // A course added (the courses' version), then an enrollment waiting (the enrollments' version).
    const second = await insertCourse({ communityId: c.id, instructorId: instructor.id, capacity: 5 });
    expect(await dashboard()).toMatchObject({ totalCourses: 2, totalAvailableSpots: 14 });
    const waiting = await insertEnrollment(second.id, 'PENDING');
    expect(await dashboard()).toMatchObject({ totalCourses: 2, totalPendingEnrollments: 1 });
    const reject = await c.pastor({
      method: 'PUT',
      url: `${ADMIN}/enrollments/${waiting.id}/reject`,
      payload: { rejectionReason: 'Sin cupo' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await dashboard()).toMatchObject({ totalCourses: 2, totalPendingEnrollments: 0 });
    const removed = await c.pastor({ method: 'DELETE', url: `${ADMIN}/courses/${second.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await dashboard()).toMatchObject({
      totalCourses: 1,
      totalAvailableSpots: 9,
      totalPendingEnrollments: 0,
      totalActiveStudents: 1,
      mostPopularCourse: { id: course.id, enrolledCount: 1 },
    });
  });

  it('answers zeros for a school without courses', async () => {
    const c = await freshCommunity();
    expect((await c.pastor({ method: 'GET', url: `${ADMIN}/stats` })).json()).toEqual({
      coursesByCategory: [],
      coursesByLevel: [],
      averageEnrollmentRate: 0,
    });
    expect((await c.pastor({ method: 'GET', url: `${ADMIN}/dashboard` })).json()).toMatchObject({
      totalCourses: 0,
      mostPopularCourse: null,
    });
  });

  it('answers the complete report as JSON, for all history and for a range', async () => {
    const { c, bible, lead, bible2 } = await knownSchool();
    const all = (await c.pastor({ method: 'GET', url: `${ADMIN}/reports/complete` })).json();
    expect(all).toMatchObject({ startDate: null, endDate: null, dashboard: { totalCourses: 3 } });
    expect(all.enrollments).toEqual({
      pending: 2,
      confirmed: 3,
      waitlist: 1,
      rejected: 1,
      completed: 2,
      dropped: 0,
      total: 9,
    });
    expect(all.courses).toHaveLength(4);
    const range = (
      await c.pastor({
        method: 'GET',
        url: `${ADMIN}/reports/complete?startDate=2030-01-01&endDate=2030-03-31`,
      })
    ).json();
    expect(range.enrollments.total).toBe(4);
    const ids = range.courses.map((x: { id: string }) => x.id);
    expect(ids).toContain(bible.id);
    expect(ids).not.toContain(lead.id);
    const row = range.courses.find((x: { id: string }) => x.id === bible.id);
    expect(row).toMatchObject({
      instructorName: '<b>Ana</b> & Co',
      enrolledCount: 2,
      capacity: 10,
      enrollments: { confirmed: 2, pending: 1, rejected: 1, total: 4 },
    });
    expect(bible2.startDate >= dayIn(0)).toBe(true);
  });

  it('answers a printable HTML download with every value escaped', async () => {
    const { c } = await knownSchool();
    const res = await c.pastor({ method: 'GET', url: `${ADMIN}/reports/complete?format=html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reporte-escuela-biblica-completo.html"',
    );
    const html = res.body;
    expect(html).toContain('Reporte completo — Escuela Bíblica');
    expect(html).toContain('Todo el historial');
    expect(html).toContain('@media print');
    expect(html).toContain('Biblia &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Lista de espera');
    const ranged = await c.pastor({
      method: 'GET',
      url: `${ADMIN}/reports/complete?format=html&startDate=2030-01-01&endDate=2030-12-31`,
    });
    expect(ranged.body).toContain('Del 2030-01-01 al 2030-12-31');
    expect(ranged.headers['content-disposition']).toContain(
      'reporte-escuela-biblica-2030-01-01-a-2030-12-31.html',
    );
    const bad = await c.pastor({
      method: 'GET',
      url: `${ADMIN}/reports/complete?startDate=2030-02-01&endDate=2030-01-01`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
