import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schoolEnrollments } from '../../db/schema.ts';
import { isRareSearch, SearchSample } from '../../lib/search-plan.ts';
import { ADMIN, useSchoolTestApp } from './school.test-kit.ts';

// A search the sample finds in a few rows reads its page as its matches sorted (isRareSearch), not by
// walking the date index: the same answers, in the same order, from both ends of the list.

const { freshCommunity, insertCourse, db } = useSchoolTestApp();

describe('a rare search of the enrollments', () => {
  it('answers its matches newest first, page by page from both ends, as the whole list has them', async () => {
    const c = await freshCommunity();
    const course = await insertCourse({ communityId: c.id });
    // 400 enrollments an hour apart, three of them by the same rare surname (the 10th, 200th and 390th
    // newest): a table the sample reads whole.
    await db().execute(sql`
      with people as (
        insert into users (name, email, document_number, password_hash)
        select case when j in (10, 200, 390) then 'Zacarías Quiñones ' else 'Estudiante Gómez ' end || j,
          'estudiante' || j || '@rara.test', 'RARA' || j, 'x'
        from generate_series(1, 400) as s(j)
        returning id, name, email, document_number)
      insert into school_enrollments (community_id, course_id, user_id, status, snapshot_name,
        snapshot_email, snapshot_document_number, enrollment_date)
      select ${c.id}, ${course.id}, id, 'DROPPED', name, email, document_number,
        now() - (substring(document_number from 5)::int * interval '1 hour')
      from people`);

    const sample = new SearchSample(schoolEnrollments, schoolEnrollments.searchText);
    expect(await isRareSearch(db(), sample, 'QUIÑONES')).toBe(true);
    expect(await isRareSearch(db(), sample, 'gómez')).toBe(false);

    const list = async (query: string) => {
      const res = await c.pastor({ method: 'GET', url: `${ADMIN}/enrollments?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        enrollments: { userSnapshot: { name: string } }[];
        pagination: { total: number };
      };
    };
    const names = (page: Awaited<ReturnType<typeof list>>) =>
      page.enrollments.map((e) => e.userSnapshot.name);
    const rare = ['Zacarías Quiñones 10', 'Zacarías Quiñones 200', 'Zacarías Quiñones 390'];

    // The whole list, walked, has them in this order.
    const whole = await list('limit=100&page=1');
    const walked = names(whole).concat(
      ...(await Promise.all([2, 3, 4].map(async (p) => names(await list(`limit=100&page=${p}`))))),
    );
    // The j-th newest is number j: pages 3 and 4 are read from the oldest end (nearerEnd).
    expect(walked.map((n) => Number(n.split(' ').at(-1)))).toEqual(
      Array.from({ length: 400 }, (_, i) => i + 1),
    );
    expect(walked.filter((n) => n.includes('Quiñones'))).toEqual(rare);

    const found = await list('search=qui%C3%B1ones&limit=50');
    expect(names(found)).toEqual(rare);
    expect(found.pagination.total).toBe(3);
    // One a page: the first read from the newest end, the last from the oldest (nearerEnd).
    for (const [i, name] of rare.entries())
      expect(names(await list(`search=quinones&limit=1&page=${i + 1}`))).toEqual([name]);
  });
});
