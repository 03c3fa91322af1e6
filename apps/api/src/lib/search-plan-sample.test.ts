import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groups } from '../db/schema.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { createTwoCommunities } from '../test/factories.ts';
import { isRareSearch, planSearch, SearchSample } from './search-plan.ts';

/**
 * What a sample says of a search is kept with the sample (search-plan.ts), so a search's next pages do
 * not pass over the sample again. Kept with the sample, not with the search: once the words of the
 * table change and the sample is taken again (every ten minutes), the same search is planned anew.
 */
describe('a search plan follows the sample it was made from', () => {
  const app = useTestApp();

  beforeAll(async () => {
    const db = app.t.database.db;
    const cast = await createTwoCommunities(app.t.app, db);
    await db.execute(sql`
      with sector as (
        insert into sectors (community_id, name, icon_name, color)
        values (${cast.a.community.id}, 'Norte', 'map-pin', '#228be6') returning id)
      insert into groups (community_id, sector_id, name, leader_id, meeting_address, meeting_day, meeting_time, capacity)
      select ${cast.a.community.id}, sector.id, 'Célula ' || j, ${cast.a.pastor.user.id}, 'Calle ' || j || ' # 10',
        'Lunes', '19:00', 12
      from sector, generate_series(1, 400) as s(j)`);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is the same on every page, and made again from the next sample', async () => {
    const db = app.t.database.db;
    const sample = new SearchSample(groups, groups.searchText);
    // 'célula' is in every group, ' 123' in one: the rare word drives, and the whole search is rare.
    expect((await planSearch(db, sample, 'célula 123')).mode).toBe('driven');
    expect(await isRareSearch(db, sample, 'célula 123')).toBe(true);
    expect(await planSearch(db, sample, 'célula 123')).toEqual(await planSearch(db, sample, 'célula 123'));

    // Now ' 123' is in every group too, and the whole search matches them all.
    await db.execute(sql`update ${groups} set description = 'célula 123'`);
    expect((await planSearch(db, sample, 'célula 123')).mode).toBe('driven');

    // Ten minutes on, the next call takes a new sample (the old one answers meanwhile).
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 11 * 60_000);
    await vi.waitFor(
      async () => {
        expect((await planSearch(db, sample, 'célula 123')).mode).toBe('search');
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(await isRareSearch(db, sample, 'célula 123')).toBe(false);
  });
});
