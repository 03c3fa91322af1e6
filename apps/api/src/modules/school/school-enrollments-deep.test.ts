import { sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { DEEP_LIST_ROWS, expectDeepPages } from '../../test/deep-pages.ts';
import { ADMIN, type Call, useSchoolTestApp } from './school.test-kit.ts';

/**
 * Deep pages of the enrollments list are read from anchors kept per list version (page-anchors.ts): every
 * page must be the one an offset gives, through ties on the date and after changes anywhere in the list.
 */
describe('school: deep pages of enrollments', () => {
  const { db, freshCommunity, insertCourse } = useSchoolTestApp();
  /** The list's ids in its order (enrollment_date desc, id desc), as SQL alone gives them. */
  async function truth(communityId: string, status?: string) {
    const r = await db().execute(sql`
      select id from school_enrollments
      where community_id = ${communityId} ${status ? sql`and status = ${status}` : sql``}
      order by enrollment_date desc, id desc`);
    return (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
  }

  async function expectPages(c: { id: string; pastor: Call }, status?: string) {
    const url = `${ADMIN}/enrollments${status ? `?status=${status}` : ''}`;
    await expectDeepPages(c.pastor, url, 'enrollments', await truth(c.id, status));
  }

  it('are the pages an offset gives, through ties and after changes', async () => {
    const c = await freshCommunity();
    const course = await insertCourse({ communityId: c.id });
    // Two enrollments share each minute: the id orders them.
    await db().execute(sql`
      insert into school_enrollments
        (community_id, course_id, user_id, status, snapshot_name, snapshot_email, rejection_reason, enrollment_date)
      select ${c.id}, ${course.id}, ${c.memberId},
        case when i % 3 = 0 then 'REJECTED' else 'DROPPED' end,
        'Estudiante ' || i, 'estudiante' || i || '@prueba.test',
        case when i % 3 = 0 then 'Sin cupo' end,
        timestamptz '2026-01-01 08:00:00.123456-05' + (i / 2) * interval '1 minute'
      from generate_series(1, ${DEEP_LIST_ROWS}) as i`);
    await expectPages(c);
    await expectPages(c, 'DROPPED');

    // Rows taken away near the top, one added in the middle, one moved to another status: the version
    // rises, the anchors are found again.
    await db().execute(sql`
      delete from school_enrollments where id in (
        select id from school_enrollments where community_id = ${c.id}
        order by enrollment_date desc, id desc limit 7)`);
    await db().execute(sql`
      insert into school_enrollments
        (community_id, course_id, user_id, status, snapshot_name, snapshot_email, enrollment_date)
      values (${c.id}, ${course.id}, ${c.memberId}, 'DROPPED', 'Nueva', 'nueva@prueba.test',
        timestamptz '2026-01-01 08:00:00.123456-05' + 700 * interval '1 minute')`);
    await db().execute(sql`
      update school_enrollments set status = 'DROPPED', rejection_reason = null where id = (
        select id from school_enrollments where community_id = ${c.id} and status = 'REJECTED'
        order by enrollment_date, id limit 1)`);
    await expectPages(c);
    await expectPages(c, 'DROPPED');
  });
});
