import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.ts';
import { ADMIN, useEventsTestApp } from './events.test-kit.ts';

// An event's statistics (the people interested, paged, newest first) and their export as CSV and
// XLSX, streamed: read back and checked, 20,000 people included.

const { kit, pastor, helper, db, insertEvent, addInterest } = useEventsTestApp();

/** A small CSV reader (quoted fields, doubled quotes), enough for what the export writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ';') endField();
    else if (c === '\n') endRow();
    else if (c !== '\r') field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

async function eventWithPeople() {
  const event = await insertEvent({ title: 'Retiro de Jóvenes: "Raíces" 2030' });
  const people = [];
  for (const [i, name] of ['Ana Peña', 'José Núñez, hijo', 'Lucía Gómez'].entries()) {
    const m = await createMember(db(), kit.cast.a.community.id, { name });
    // 2030-01-0{i+1} 15:30 UTC = 10:30 in Bogotá.
    await addInterest(event.id, m.user.id, new Date(`2030-01-0${i + 1}T15:30:00.000Z`));
    people.push(m.user);
  }
  return { event, people };
}

describe('GET /api/community/admin/events/:id/statistics', () => {
  it('answers the title, the total and a page of the people, newest first', async () => {
    const { event, people } = await eventWithPeople();
    const first = await helper({ method: 'GET', url: `${ADMIN}/${event.id}/statistics?limit=2` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      eventTitle: 'Retiro de Jóvenes: "Raíces" 2030',
      totalInterested: 3,
      interestedUsers: [
        {
          userId: people[2]!.id,
          name: 'Lucía Gómez',
          email: people[2]!.email,
          registeredAt: '2030-01-03T15:30:00.000Z',
        },
        {
          userId: people[1]!.id,
          name: 'José Núñez, hijo',
          email: people[1]!.email,
          registeredAt: '2030-01-02T15:30:00.000Z',
        },
      ],
      pagination: { page: 1, limit: 2, total: 3, hasMore: true },
    });
    const second = (
      await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics?limit=2&page=2` })
    ).json();
    expect(second.interestedUsers.map((u: { name: string }) => u.name)).toEqual(['Ana Peña']);
    expect(second.pagination.hasMore).toBe(false);
  });

  it('pages from either end give every person once, in one order, ties at one instant included', async () => {
    const event = await insertEvent({ title: 'Vigilia' });
    for (let i = 0; i < 7; i++) {
      const m = await createMember(db(), kit.cast.a.community.id, { name: `Persona ${i}` });
      // Three of them at the very same instant: the order falls back to the person's id.
      await addInterest(event.id, m.user.id, new Date(Date.UTC(2030, 0, 1, 12, i < 3 ? 0 : i)));
    }
    const page = async (n: number, limit: number) =>
      (
        await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics?limit=${limit}&page=${n}` })
      ).json().interestedUsers as { userId: string }[];
    const all = (await page(1, 100)).map((u) => u.userId);
    expect(all).toHaveLength(7);
    const paged = [];
    for (let n = 1; n <= 4; n++) paged.push(...(await page(n, 2)).map((u) => u.userId));
    expect(paged).toEqual(all);
    expect(await page(5, 2)).toEqual([]);
  });
});

describe('GET /api/community/admin/events/:id/statistics/export', () => {
  it('answers a CSV attachment: Nombre, Correo, Fecha de registro (Bogotá), newest first', async () => {
    const { event, people } = await eventWithPeople();
    const res = await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics/export?format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="evento-retiro-de-jovenes-raices-2030-interesados.csv"',
    );
    expect(res.body.startsWith('\ufeff')).toBe(true);
    // Separated by ';', as Excel in Spanish (es-CO) splits a double-clicked CSV.
    expect(res.body.split('\n')[0]).toBe('\ufeffNombre;Correo;Fecha de registro');
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['Nombre', 'Correo', 'Fecha de registro'],
      ['Lucía Gómez', people[2]!.email, '2030-01-03 10:30'],
      ['José Núñez, hijo', people[1]!.email, '2030-01-02 10:30'],
      ['Ana Peña', people[0]!.email, '2030-01-01 10:30'],
    ]);
    // CSV is the default format.
    const byDefault = await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics/export` });
    expect(byDefault.body).toBe(res.body);
  });

  it('writes a name that looks like a spreadsheet formula as text', async () => {
    const event = await insertEvent({ title: 'Taller' });
    const m = await createMember(db(), kit.cast.a.community.id, {
      name: '=HYPERLINK("http://x.test","Ver")',
    });
    await addInterest(event.id, m.user.id, new Date('2030-01-01T15:30:00.000Z'));
    const res = await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics/export?format=csv` });
    expect(parseCsv(res.body.slice(1))[1]?.[0]).toBe(`'=HYPERLINK("http://x.test","Ver")`);
  });

  it('answers an XLSX that opens back with the same rows', async () => {
    const { event, people } = await eventWithPeople();
    const res = await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics/export?format=xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /filename="evento-retiro-de-jovenes-raices-2030-interesados\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Nombre', 'Correo', 'Fecha de registro']);
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual([
      ['Lucía Gómez', people[2]!.email],
      ['José Núñez, hijo', people[1]!.email],
      ['Ana Peña', people[0]!.email],
    ]);
    // The date cell shows Bogotá's wall clock.
    expect((rows[1]![2] as Date).toISOString()).toBe('2030-01-03T10:30:00.000Z');
  });

  it('exports 20,000 people, each once, read in chunks', async () => {
    const event = await insertEvent({ title: 'Gran concierto' });
    await db().execute(sql`
      insert into users (name, email, document_number, password_hash)
      select 'Persona ' || g, 'persona' || g || '@exportacion.test', 'EXP' || g, 'x'
      from generate_series(1, 20000) g`);
    // Half of them at the same instant: the keyset pages must still neither skip nor repeat anyone.
    await db().execute(sql`
      insert into event_interests (event_id, user_id, community_id, created_at)
      select ${event.id}, id, ${kit.cast.a.community.id},
             case when row_number() over (order by id) % 2 = 0 then timestamptz '2030-01-01 12:00:00.123456+00'
                  else now() - (row_number() over (order by id)) * interval '1 second' end
      from users where email like '%@exportacion.test'`);
    await db().execute(sql`update events set interested_count = 20000 where id = ${event.id}`);
    const res = await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics/export?format=csv` });
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.slice(1)).slice(1);
    expect(rows).toHaveLength(20000);
    expect(new Set(rows.map((r) => r[1])).size).toBe(20000);
    const xlsx = await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics/export?format=xlsx` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(20001);
  }, 120_000);

  it('refuses an unknown format and an unknown event', async () => {
    const { event } = await eventWithPeople();
    const bad = await pastor({ method: 'GET', url: `${ADMIN}/${event.id}/statistics/export?format=pdf` });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'El formato debe ser csv o xlsx' });
    const unknown = await pastor({
      method: 'GET',
      url: `${ADMIN}/00000000-0000-4000-8000-000000000000/statistics/export`,
    });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'EVENT_NOT_FOUND' });
  });
});
