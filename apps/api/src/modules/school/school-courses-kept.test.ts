import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, APP, type Call, dayIn, useSchoolTestApp } from './school.test-kit.ts';

/**
 * The course lists' totals (the dashboard's and the app's) are kept by the server per community, filters
 * and courses version (list_versions): every change of a course, by the API or by any statement, must
 * raise that version, so the totals shown stay exact.
 */
describe('school: kept course list totals', () => {
  const { db, freshCommunity, createCourse, insertCourse, insertEnrollment } = useSchoolTestApp();

  const dashboardLists = ['', 'category=TEOLOGIA', 'isActive=false', 'level=AVANZADO', 'search=gracia'];
  const appLists = ['', 'category=TEOLOGIA'];

  async function shown(c: { pastor: Call; member: Call }) {
    const totals: Record<string, number> = {};
    for (const query of dashboardLists) {
      const res = await c.pastor({ method: 'GET', url: `${ADMIN}/courses?limit=1&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      totals[`dashboard ${query}`] = res.json().pagination.total;
    }
    for (const query of appLists) {
      const res = await c.member({ method: 'GET', url: `${APP}/courses?limit=1&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      totals[`app ${query}`] = res.json().pagination.total;
    }
    return totals;
  }

  async function truth(communityId: string) {
    const count = async (where: ReturnType<typeof sql>) => {
      const r = await db().execute(
        sql`select count(*)::int as n from school_courses where community_id = ${communityId} and ${where}`,
      );
      return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const running = sql`is_active and end_date >= ${dayIn(0)}::date`;
    return {
      'dashboard ': await count(sql`true`),
      'dashboard category=TEOLOGIA': await count(sql`category = 'TEOLOGIA'`),
      'dashboard isActive=false': await count(sql`not is_active`),
      'dashboard level=AVANZADO': await count(sql`level = 'AVANZADO'`),
      'dashboard search=gracia': await count(sql`search_text like '%gracia%'`),
      'app ': await count(running),
      'app category=TEOLOGIA': await count(sql`${running} and category = 'TEOLOGIA'`),
    };
  }

  it('stay exact through creates, edits, enrollments, deletes and any statement', async () => {
    const c = await freshCommunity();
    const expectExact = async () => expect(await shown(c)).toEqual(await truth(c.id));

    await expectExact();
    const a = (await createCourse({ title: 'La gracia de Dios', category: 'TEOLOGIA' }, c.pastor)) as {
      id: string;
      instructor: { id: string };
    };
    await expectExact();
    await insertCourse({
      communityId: c.id,
      instructorId: a.instructor.id,
      startDate: dayIn(-30),
      endDate: dayIn(-1),
    }); // ended
    const b = await insertCourse({
      communityId: c.id,
      instructorId: a.instructor.id,
      level: 'AVANZADO',
      startDate: dayIn(-10),
    });
    await expectExact();
    expect((await shown(c))['app ']).toBe(2);

    // Edits through the API.
    const patch = async (id: string, payload: Record<string, unknown>) => {
      const res = await c.pastor({ method: 'PUT', url: `${ADMIN}/courses/${id}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await patch(b.id, { category: 'TEOLOGIA', title: 'Gracia y verdad' });
    await expectExact();
    await patch(a.id, { isActive: false });
    await expectExact();
    expect((await shown(c))['app ']).toBe(1);

    // An enrollment changes the course's counts, and with them the version.
    await insertEnrollment(b.id, 'CONFIRMED');
    await expectExact();

    // A change made without the triggers is not seen: the numbers are the kept ones.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update school_courses set level = 'AVANZADO' where id = ${a.id}`);
    });
    expect((await shown(c))['dashboard level=AVANZADO']).toBe(1);

    // Any statement with the triggers on is seen, the one before it too.
    await db().execute(sql`update school_courses set end_date = ${dayIn(-3)}::date where id = ${b.id}`);
    await expectExact();
    expect((await shown(c))['dashboard level=AVANZADO']).toBe(2);
    expect((await shown(c))['app ']).toBe(0);

    // A delete through the API.
    expect((await c.pastor({ method: 'DELETE', url: `${ADMIN}/courses/${a.id}` })).statusCode).toBe(204);
    await expectExact();
  });
});
