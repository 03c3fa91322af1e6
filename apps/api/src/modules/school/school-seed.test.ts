import { courseCategories, enrollmentStatuses } from '@koinonia/shared/school/school.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed.ts';
import { bogotaDay } from '../../lib/days.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, login } from '../../test/factories.ts';

// The demo biblical school: 5 instructors, 8 courses over several categories and levels (running,
// upcoming, one ended), 60 enrollments over every status, counters that match the rows.

const kit = useTestApp();
const ADMIN = '/api/admin/biblical-school';

describe('demo biblical school', () => {
  it('seeds a school that shows every part of the screens', async () => {
    const db = kit.t.database.db;
    await seedDemo(db, 'koinonia-demo', kit.t.app.storage);
    const pastor = as(kit.t.app, await login(kit.t.app, 'pastor@demo.koinonia.test', 'koinonia-demo'));
    const instructors = (await pastor({ method: 'GET', url: `${ADMIN}/instructors?limit=100` })).json();
    expect(instructors.instructors).toHaveLength(5);
    const courses = (await pastor({ method: 'GET', url: `${ADMIN}/courses?limit=100` })).json().courses as {
      category: string;
      level: string;
      startDate: string;
      endDate: string;
      capacity: number;
      enrolledCount: number;
    }[];
    expect(courses).toHaveLength(8);
    expect(new Set(courses.map((c) => c.category)).size).toBeGreaterThanOrEqual(6);
    expect(courses.every((c) => courseCategories.includes(c.category as never))).toBe(true);
    expect(new Set(courses.map((c) => c.level)).size).toBe(3);
    const today = bogotaDay(new Date());
    expect(courses.some((c) => c.startDate > today)).toBe(true);
    expect(courses.some((c) => c.startDate <= today && c.endDate >= today)).toBe(true);
    expect(courses.filter((c) => c.endDate < today)).toHaveLength(1);
    expect(courses.some((c) => c.enrolledCount === c.capacity)).toBe(true);
    const stats = (await pastor({ method: 'GET', url: `${ADMIN}/enrollments/stats` })).json();
    expect(stats.total).toBe(60);
    for (const status of enrollmentStatuses) expect(stats[status.toLowerCase()], status).toBeGreaterThan(0);
    const mismatched = await db.execute(sql`
      select c.id from school_courses c
      where c.enrolled_count <> (select count(*) from school_enrollments e where e.course_id = c.id and e.status in ('CONFIRMED', 'COMPLETED'))
         or c.pending_count <> (select count(*) from school_enrollments e where e.course_id = c.id and e.status in ('PENDING', 'WAITLIST'))`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});
