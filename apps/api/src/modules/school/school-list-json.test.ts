import { describe, expect, it } from 'vitest';
import { ADMIN, APP, dayIn, useSchoolTestApp } from './school.test-kit.ts';

// The instructors list is written by PostgreSQL (listInstructorsJson), one instructor's read by
// toInstructorItem in JavaScript: both must give the same instructor, every image address included.

const { freshCommunity, insertInstructor, insertCourse, insertEnrollment } = useSchoolTestApp();

describe('the school lists, written by PostgreSQL', () => {
  it('hold each instructor exactly as one instructor’s read does', async () => {
    const c = await freshCommunity();
    // Every branch of the image-address rule: none, empty, an address, a path, a bare file name.
    const images = [null, '', 'https://cdn.test/a.webp', '/otra/carpeta/b.webp', 'c.webp', '//d.webp'];
    const made: string[] = [];
    for (const [i, imageUrl] of images.entries()) {
      const row = await insertInstructor({
        communityId: c.id,
        name: `Instructor ${String.fromCharCode(65 + i)}`,
        imageUrl,
        bio: i % 2 ? 'Pastor "de jóvenes"\ny maestro' : null,
        qualifications: i % 2 ? ['Teología', 'Música'] : [],
        isActive: i !== 3,
      });
      made.push(row.id);
    }
    await insertCourse({ communityId: c.id, instructorId: made[1] });
    await insertCourse({ communityId: c.id, instructorId: made[1] });

    const list = await c.pastor({ method: 'GET', url: `${ADMIN}/instructors?limit=50` });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().instructors as { id: string; imageUrl: string | null; coursesCount: number }[];
    expect(items.map((i) => i.id)).toEqual(made);
    expect(items.map((i) => i.imageUrl)).toEqual([
      null,
      null,
      'https://cdn.test/a.webp',
      '/uploads/otra/carpeta/b.webp',
      '/uploads/instructors/c.webp',
      '/uploads/instructors/d.webp',
    ]);
    expect(items[1]!.coursesCount).toBe(2);
    for (const item of items)
      expect(item).toEqual(
        (await c.pastor({ method: 'GET', url: `${ADMIN}/instructors/${item.id}` })).json(),
      );
    const page2 = await c.pastor({ method: 'GET', url: `${ADMIN}/instructors?limit=4&page=2` });
    expect(page2.json()).toEqual({
      instructors: items.slice(4),
      pagination: { page: 2, limit: 4, total: 6, hasMore: false },
    });
  });

  it('hold each course exactly as one course’s read does', async () => {
    const c = await freshCommunity();
    const teacher = await insertInstructor({ communityId: c.id, name: 'Ana Ruiz', imageUrl: 'ana.webp' });
    const made: string[] = [];
    const kinds = [
      { imageUrl: 'curso.webp', topics: ['Génesis', 'Éxodo "libro"'], cost: 25000, isFeatured: true },
      { imageUrl: 'https://cdn.test/c.png', capacity: 10, enrolledCount: 10, pendingCount: 3 },
      { shortDescription: 'Breve', requirements: ['Biblia'], materials: ['Cuaderno'], isActive: false },
    ];
    for (const [i, kind] of kinds.entries()) {
      const row = await insertCourse({
        communityId: c.id,
        instructorId: teacher.id,
        title: `Curso ${i}`,
        startDate: dayIn(10 - i),
        ...kind,
      });
      made.push(row.id);
    }
    const list = await c.pastor({ method: 'GET', url: `${ADMIN}/courses?limit=50` });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().courses as { id: string; availableSpots: number }[];
    expect(items.map((i) => i.id)).toEqual(made);
    expect(items[1]!.availableSpots).toBe(0);
    for (const item of items)
      expect(item).toEqual((await c.pastor({ method: 'GET', url: `${ADMIN}/courses/${item.id}` })).json());

    // The app: the active courses, each with the member's own enrollment (or null).
    await insertEnrollment(made[0]!, 'CONFIRMED', { userId: c.memberId });
    const app = await c.member({ method: 'GET', url: `${APP}/courses?limit=50` });
    expect(app.statusCode, app.body).toBe(200);
    const appItems = app.json().courses as { id: string; myEnrollment: { status: string } | null }[];
    expect(appItems.map((i) => [i.id, i.myEnrollment?.status ?? null])).toEqual([
      [made[1], null],
      [made[0], 'CONFIRMED'],
    ]);
    for (const item of appItems)
      expect(item).toEqual((await c.member({ method: 'GET', url: `${APP}/courses/${item.id}` })).json());
  });

  it('hold each enrollment exactly as one enrollment’s read does, in the dashboard and in the member’s own list', async () => {
    const c = await freshCommunity();
    const teacher = await insertInstructor({
      communityId: c.id,
      name: 'Luis Díaz',
      imageUrl: '/x/luis.webp',
    });
    const course = await insertCourse({ communityId: c.id, instructorId: teacher.id, capacity: 5 });
    const other = await insertCourse({ communityId: c.id, instructorId: teacher.id, title: 'Otro curso' });
    const made: string[] = [];
    const t0 = Date.parse('2026-03-01T12:00:00.456Z');
    const kinds = [
      { status: 'PENDING' as const, courseId: course.id, motivation: 'Quiero "aprender"\nmás' },
      {
        status: 'CONFIRMED' as const,
        courseId: course.id,
        snapshotPhone: '+57 300',
        snapshotAddress: 'Calle 1',
      },
      { status: 'REJECTED' as const, courseId: other.id, whatsappSent: true },
      { status: 'CONFIRMED' as const, courseId: other.id },
    ];
    for (const [i, kind] of kinds.entries()) {
      const row = await insertEnrollment(kind.courseId, kind.status, {
        ...(i % 2 === 0 ? { userId: c.memberId } : {}),
        ...kind,
        enrollmentDate: new Date(t0 + i * 60_000),
      });
      made.push(row.id);
    }
    const list = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments?limit=50` });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().enrollments as { id: string; userId: string }[];
    expect(items.map((e) => e.id)).toEqual([...made].reverse());
    const single = new Map<string, unknown>();
    for (const item of items) {
      const one = (await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments/${item.id}` })).json();
      expect(item).toEqual(one);
      single.set(item.id, one);
    }
    // A page near the end is read from the other end: the same rows in the same order.
    const last = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments?limit=3&page=2` });
    expect(last.json().enrollments).toEqual(items.slice(3));

    const mine = await c.member({ method: 'GET', url: `${APP}/enrollments/me?limit=50` });
    expect(mine.statusCode, mine.body).toBe(200);
    const own = mine.json().enrollments as { id: string }[];
    expect(own.map((e) => e.id)).toEqual([made[2], made[0]]);
    for (const item of own) {
      const { userId: _u, ...withoutUser } = single.get(item.id) as { userId: string };
      expect(item).toEqual(withoutUser);
    }
  });
});
