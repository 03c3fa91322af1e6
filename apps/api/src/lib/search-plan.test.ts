import type { Column, Table } from 'drizzle-orm';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, groups, memberships, news } from '../db/schema.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createTwoCommunities } from '../test/factories.ts';
import { planSearch, SearchSample } from './search-plan.ts';

/**
 * The lists of members, news, groups and events plan their searches by the sample too (posts: see
 * posts-search-plan.test.ts): 400 rows that all share a common word, searched with it and a rare
 * number, are driven by the number, and answer exactly what the whole search matches.
 */
describe('searches driven by their rarest word: members, news, groups, events', () => {
  const app = useTestApp();
  let communityId: string;
  let pastorId: string;
  let call: ReturnType<typeof as>;

  beforeAll(async () => {
    const db = app.t.database.db;
    const cast = await createTwoCommunities(app.t.app, db);
    communityId = cast.a.community.id;
    pastorId = cast.a.pastor.user.id;
    call = as(app.t.app, cast.a.tokens.pastor);
    await db.execute(sql`
      with people as (
        insert into users (name, email, document_number, password_hash)
        select 'Persona Gómez ' || j, 'persona' || j || '@prueba.test', 'DOC' || j, 'x'
        from generate_series(1, 400) as s(j)
        returning id)
      insert into memberships (community_id, user_id, role)
      select ${communityId}, id, 'MEMBER' from people`);
    await db.execute(sql`
      insert into news (community_id, title, summary, content, priority)
      select ${communityId}, 'Noticia número ' || j || ' de la comunidad', 'Resumen ' || j, 'Texto', 3
      from generate_series(1, 400) as s(j)`);
    await db.execute(sql`
      with sector as (
        insert into sectors (community_id, name, icon_name, color)
        values (${communityId}, 'Norte', 'map-pin', '#228be6') returning id)
      insert into groups (community_id, sector_id, name, leader_id, meeting_address, meeting_day, meeting_time, capacity)
      select ${communityId}, sector.id, 'Célula ' || j, ${pastorId}, 'Calle ' || j || ' # 10', 'Lunes', '19:00', 12
      from sector, generate_series(1, 400) as s(j)`);
    await db.execute(sql`
      insert into events (community_id, title, summary, content, event_date, event_time, location)
      select ${communityId}, 'Evento ' || j, 'Resumen del evento ' || j, 'Contenido', current_date + j,
        '19:00', 'Templo principal'
      from generate_series(1, 400) as s(j)`);
  });

  const cases: { name: string; url: string; table: Table; column: Column; scope: SQL; term: string }[] = [
    {
      name: 'members',
      url: '/api/community/members',
      table: memberships,
      column: memberships.searchText,
      scope: sql`${memberships.isActive}`,
      term: 'Gómez 123',
    },
    {
      // One word for the person, two for pg_trgm: 'persona123@' drives, '@' and all.
      name: 'members by email',
      url: '/api/community/members',
      table: memberships,
      column: memberships.searchText,
      scope: sql`${memberships.isActive}`,
      term: 'persona123@prueba',
    },
    {
      name: 'news',
      url: '/api/community/news',
      table: news,
      column: news.searchText,
      scope: sql`${news.isActive}`,
      term: 'NÚMERO 123 de',
    },
    {
      name: 'groups',
      url: '/api/groups',
      table: groups,
      column: groups.searchText,
      scope: sql`true`,
      term: 'célula 123',
    },
    {
      name: 'events',
      url: '/api/community/admin/events',
      table: events,
      column: events.searchText,
      scope: sql`${events.isActive}`,
      term: 'evento 123 resumen',
    },
  ];

  for (const c of cases) {
    it(`${c.name}: driven by the rare word, the same answers as the whole search`, async () => {
      const db = app.t.database.db;
      const sample = new SearchSample(c.table, c.column);
      expect((await planSearch(db, sample, c.term)).mode).toBe('driven');

      const expected = async (term: string) => {
        const result = await db.execute(sql`select count(*)::int as n from ${c.table}
          where community_id = ${communityId} and ${c.scope}
            and ${c.column} like koinonia_fold(${`%${term}%`})`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const shown = async (term: string) => {
        const res = await call({
          method: 'GET',
          url: `${c.url}?limit=50&search=${encodeURIComponent(term)}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().pagination.total as number;
      };
      expect(await expected(c.term)).toBeGreaterThan(0);
      expect(await shown(c.term)).toBe(await expected(c.term));
      // The words out of order: the rare one is there, the whole search is not.
      const reversed = c.term
        .split(/([ @])/)
        .reverse()
        .join('');
      expect(await expected(reversed)).toBe(0);
      expect(await shown(reversed)).toBe(0);
    });
  }
});
