import type { EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  auditLog,
  schoolCourses,
  schoolEnrollmentCounts,
  schoolEnrollments,
  schoolInstructors,
} from '../../db/schema.ts';
import {
  type Call,
  createFreshCommunity,
  PASTOR_AND_MEMBER,
  useCommunityCast,
} from '../../test/community-cast.ts';
import { dayIn } from '../../test/days.ts';
import { as, createMember, login } from '../../test/factories.ts';

export type { Call };
export { dayIn };

export const ADMIN = '/api/admin/biblical-school';
export const APP = '/api/community/biblical-school';

export const validInstructor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pastor Andrés Gómez',
  title: 'Maestro de Biblia',
  qualifications: ['Teología', 'Pedagogía'],
  specialties: ['Antiguo Testamento'],
  ...overrides,
});

export const validCourse = (instructorId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Fundamentos de la fe',
  instructorId,
  description: 'Un recorrido por las doctrinas básicas de la fe cristiana.',
  category: 'BIBLIA',
  level: 'BASICO',
  startDate: dayIn(10),
  endDate: dayIn(70),
  duration: '8 semanas',
  schedule: { dayOfWeek: 3, startTime: '19:00', endTime: '21:00' },
  capacity: 20,
  location: 'Salón 2',
  ...overrides,
});

/**
 * The biblical school: a fresh app, two communities (pastor, helper, member each) and a guest in A;
 * instructors and courses through the API or straight to the database, enrollments straight to the
 * database with any status (the counters follow by the database trigger).
 */
export function useSchoolTestApp() {
  const cast = useCommunityCast();
  const { kit, pastor, db } = cast;

  async function createInstructor(overrides: Record<string, unknown> = {}, call: Call = pastor) {
    const res = await call({
      method: 'POST',
      url: `${ADMIN}/instructors`,
      payload: validInstructor(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [key: string]: unknown };
  }

  async function createCourse(overrides: Record<string, unknown> = {}, call: Call = pastor) {
    const instructorId = (overrides.instructorId as string) ?? (await createInstructor({}, call)).id;
    const res = await call({
      method: 'POST',
      url: `${ADMIN}/courses`,
      payload: validCourse(instructorId, overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [key: string]: unknown };
  }

  /** An instructor written straight to the database, in community A unless told. */
  async function insertInstructor(values: Partial<typeof schoolInstructors.$inferInsert> = {}) {
    const [row] = await db()
      .insert(schoolInstructors)
      .values({
        communityId: kit.cast.a.community.id,
        name: 'Instructora Prueba',
        title: 'Maestra',
        ...values,
      })
      .returning();
    return row!;
  }

  /** A course written straight to the database (any dates and state). */
  async function insertCourse(values: Partial<typeof schoolCourses.$inferInsert> = {}) {
    const communityId = values.communityId ?? kit.cast.a.community.id;
    const instructorId = values.instructorId ?? (await insertInstructor({ communityId })).id;
    const [row] = await db()
      .insert(schoolCourses)
      .values({
        communityId,
        instructorId,
        title: 'Curso de prueba',
        description: 'Descripción',
        category: 'BIBLIA',
        level: 'BASICO',
        startDate: dayIn(5),
        endDate: dayIn(60),
        duration: '8 semanas',
        scheduleDayOfWeek: 2,
        scheduleStartTime: '19:00',
        scheduleEndTime: '21:00',
        scheduleFrequency: 'Semanal',
        location: 'Salón',
        ...values,
      })
      .returning();
    return row!;
  }

  /** An enrollment written straight to the database; a new member of the course's community unless told. */
  async function insertEnrollment(
    courseId: string,
    status: EnrollmentStatus = 'PENDING',
    values: Partial<typeof schoolEnrollments.$inferInsert> = {},
  ) {
    const [course] = await db().select().from(schoolCourses).where(eq(schoolCourses.id, courseId));
    const userId =
      values.userId ?? (await createMember(db(), course!.communityId, { name: 'Estudiante Prueba' })).user.id;
    const [row] = await db()
      .insert(schoolEnrollments)
      .values({
        communityId: course!.communityId,
        courseId,
        userId,
        status,
        snapshotName: 'Estudiante Prueba',
        snapshotEmail: `estudiante.${Math.random().toString(16).slice(2)}@prueba.test`,
        rejectionReason: status === 'REJECTED' ? 'Sin cupo' : null,
        ...values,
      })
      .returning();
    return row!;
  }

  /**
   * The stored counters of a course against the enrollment rows; on the way it checks that the kept
   * counts per status (school_enrollment_counts) equal the rows' too.
   */
  async function countsOf(courseId: string) {
    const kept = await db()
      .select({ status: schoolEnrollmentCounts.status, n: schoolEnrollmentCounts.n })
      .from(schoolEnrollmentCounts)
      .where(and(eq(schoolEnrollmentCounts.courseId, courseId), sql`${schoolEnrollmentCounts.n} <> 0`))
      .orderBy(schoolEnrollmentCounts.status);
    const rows = await db()
      .select({ status: schoolEnrollments.status, n: sql<number>`count(*)::int` })
      .from(schoolEnrollments)
      .where(eq(schoolEnrollments.courseId, courseId))
      .groupBy(schoolEnrollments.status)
      .orderBy(schoolEnrollments.status);
    expect(kept, 'school_enrollment_counts').toEqual(rows);
    const [row] = await db().select().from(schoolCourses).where(eq(schoolCourses.id, courseId));
    const [real] = await db()
      .select({
        seated: sql<number>`(count(*) filter (where status in ('CONFIRMED', 'COMPLETED')))::int`,
        pending: sql<number>`(count(*) filter (where status in ('PENDING', 'WAITLIST')))::int`,
      })
      .from(schoolEnrollments)
      .where(eq(schoolEnrollments.courseId, courseId));
    return {
      enrolledCount: row?.enrolledCount,
      pendingCount: row?.pendingCount,
      seated: real?.seated,
      pending: real?.pending,
    };
  }

  /** A community of its own (pastor and a member), so that lists and counts are exactly known. */
  async function freshCommunity() {
    const { id, people, calls } = await createFreshCommunity(kit.t, PASTOR_AND_MEMBER);
    return { id, memberId: people.member.user.id, ...calls };
  }

  /** A member of community A and their caller. */
  async function newMember(name = 'Miembro Nuevo') {
    const m = await createMember(db(), kit.cast.a.community.id, { name });
    return { id: m.user.id, user: m.user, call: as(kit.t.app, await login(kit.t.app, m.user.email)) as Call };
  }

  const auditCount = async () => {
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog);
    return row!.n;
  };

  return {
    ...cast,
    createInstructor,
    createCourse,
    insertInstructor,
    insertCourse,
    insertEnrollment,
    countsOf,
    freshCommunity,
    newMember,
    auditCount,
  };
}
