import { addDays, isoWeekday, isoWeekOf, isoWeekStart } from '@koinonia/shared/common/weeks';
import { cellHealthSchema, followUpSchema } from '@koinonia/shared/groups/cell-health.schemas';
import { meetingDays } from '@koinonia/shared/groups/groups.schemas';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Call, createFreshCommunity } from '../../test/community-cast.ts';
import { as, createMember, login } from '../../test/factories.ts';
import { daysAgo } from './cell-life.test-kit.ts';
import { useGroupsTestApp } from './groups.test-kit.ts';

// What the pastor sees of the cells: the week by sector against the weeks before, the cells that stopped
// reporting and the people to follow up, each in a community of its own so every figure is exact.

const k = useGroupsTestApp();

/** A community with a pastor and a cell leader, sectors and cells made through the API. */
async function church() {
  const { community, people, calls } = await createFreshCommunity(k.t, {
    pastor: { role: 'COMMUNITY_ADMIN', signIn: true },
    leader: { role: 'MEMBER', name: 'Líder Laura', signIn: true },
  });
  const db = k.t.database.db;
  const pastor = calls.pastor as Call;
  const leader = calls.leader as Call;
  async function sector(name: string, displayOrder: number) {
    const res = await pastor({ method: 'POST', url: '/api/groups/sectors', payload: { name, displayOrder } });
    expect(res.statusCode).toBe(201);
    return res.json();
  }
  async function cell(sectorId: string, name: string, overrides: Record<string, unknown> = {}) {
    const res = await pastor({
      method: 'POST',
      url: '/api/groups',
      payload: k.groupPayload(sectorId, {
        name,
        leaderId: people.leader.user.id,
        coLeaderId: null,
        currentMembers: 0,
        ...overrides,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  async function person(name: string, groupId: string) {
    const p = await createMember(db, community.id, { role: 'MEMBER', name });
    const res = await pastor({
      method: 'POST',
      url: `/api/groups/${groupId}/members`,
      payload: { userId: p.user.id },
    });
    expect(res.statusCode).toBe(204);
    return p.user.id;
  }
  async function meeting(groupId: string, payload: Record<string, unknown>) {
    const res = await pastor({ method: 'POST', url: `/api/groups/${groupId}/meetings`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  /** As if the cell (and its roster) had existed for `days` days. */
  async function backdate(groupId: string, days: number) {
    await db.execute(
      sql`update groups set created_at = now() - make_interval(days => ${days}) where id = ${groupId}`,
    );
    await db.execute(
      sql`update group_members set created_at = now() - make_interval(days => ${days}) where group_id = ${groupId}`,
    );
    // Its silence, before any report, counts from the day before its creation (as the insert's trigger keeps).
    await db.execute(
      sql`update group_last_reports set quiet_from = ((now() - make_interval(days => ${days})) at time zone 'America/Bogota')::date - 1
        where group_id = ${groupId} and last_report_on is null`,
    );
  }
  return { community, people, pastor, leader, sector, cell, person, meeting, backdate };
}

describe('the week of the cells', () => {
  it('counts by sector the cells that reported, met and did not, attendance and visitors, and the 8 weeks before', async () => {
    const c = await church();
    const north = await c.sector('Norte', 1);
    const south = await c.sector('Sur', 2);
    const [a, b] = [await c.cell(north.id, 'A'), await c.cell(north.id, 'B')];
    await c.cell(north.id, 'C');
    const d = await c.cell(south.id, 'D');
    const e = await c.cell(south.id, 'E', { isActive: false });
    const people = [await c.person('P1', a.id), await c.person('P2', a.id), await c.person('P3', a.id)];
    const dPeople = [await c.person('Q1', d.id), await c.person('Q2', d.id)];

    const week = isoWeekOf(daysAgo(7));
    const start = isoWeekStart(week)!;
    await c.meeting(a.id, { date: addDays(start, 2), attendeeIds: people, visitors: [{ name: 'Vale' }] });
    await c.meeting(b.id, { date: addDays(start, 3), held: false });
    await c.meeting(d.id, { date: addDays(start, 5), attendeeIds: dPeople });
    await c.meeting(e.id, { date: addDays(start, 1) });
    await c.meeting(a.id, { date: addDays(start, -12), attendeeIds: people.slice(0, 1) });

    const res = await c.pastor({ method: 'GET', url: `/api/groups/health?week=${week}` });
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json();
    expect(cellHealthSchema.strict().safeParse(health).success).toBe(true);
    expect(health).toMatchObject({ week, start, end: addDays(start, 6) });
    expect(health.sectors).toEqual([
      {
        sector: { id: north.id, name: 'Norte', color: north.color },
        cells: 3,
        reported: 2,
        met: 1,
        notMet: 1,
        notReported: 1,
        attendance: 3,
        visitors: 1,
      },
      {
        sector: { id: south.id, name: 'Sur', color: south.color },
        cells: 1,
        reported: 1,
        met: 1,
        notMet: 0,
        notReported: 0,
        attendance: 2,
        visitors: 0,
      },
    ]);
    expect(health.totals).toEqual({
      cells: 4,
      reported: 3,
      met: 2,
      notMet: 1,
      notReported: 1,
      attendance: 5,
      visitors: 1,
    });
    expect(health.weeks).toHaveLength(9);
    expect(health.weeks.at(-1)).toEqual({ week, start, reported: 3, met: 2, attendance: 5, visitors: 1 });
    expect(health.weeks.at(-3)).toMatchObject({ start: addDays(start, -14), reported: 1, attendance: 1 });
    expect(health.weeks[0].start).toBe(addDays(start, -56));
    expect(health.weeks.filter((w: { reported: number }) => w.reported > 0)).toHaveLength(2);

    // The current week by default; a malformed week is refused; members do not see it.
    const current = await c.pastor({ method: 'GET', url: '/api/groups/health' });
    expect(current.json().week).toBe(isoWeekOf(daysAgo(0)));
    const bad = await c.pastor({ method: 'GET', url: '/api/groups/health?week=2025-W53' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La semana no es válida (AAAA-Www, por ejemplo 2026-W49)');
    expect((await c.leader({ method: 'GET', url: '/api/groups/health' })).statusCode).toBe(403);
  });
});

describe('the kept weeks', () => {
  it('follow a report that moves to another week, and a cell that changes sector, stops or is deleted', async () => {
    const c = await church();
    const north = await c.sector('Norte', 1);
    const south = await c.sector('Sur', 2);
    const a = await c.cell(north.id, 'A');
    const b = await c.cell(north.id, 'B');
    const p = await c.person('P1', a.id);
    const week = isoWeekOf(daysAgo(14));
    const start = isoWeekStart(week)!;
    const next = isoWeekOf(addDays(start, 7));
    const moved = await c.meeting(a.id, { date: addDays(start, 1), attendeeIds: [p] });
    await c.meeting(b.id, { date: addDays(start, 2), held: false });

    type Figures = {
      sector: { name: string };
      cells: number;
      reported: number;
      met: number;
      attendance: number;
    };
    const figures = async (w: string) => {
      const res = await c.pastor({ method: 'GET', url: `/api/groups/health?week=${w}` });
      expect(res.statusCode, res.body).toBe(200);
      const h = res.json();
      return {
        sectors: h.sectors.map((s: Figures) => [s.sector.name, s.cells, s.reported, s.met, s.attendance]),
        chart: h.weeks
          .slice(-2)
          .map((x: { reported: number; attendance: number }) => [x.reported, x.attendance]),
      };
    };
    expect((await figures(week)).sectors).toEqual([['Norte', 2, 2, 1, 1]]);

    const patchGroup = async (id: string, payload: Record<string, unknown>) =>
      expect((await c.pastor({ method: 'PATCH', url: `/api/groups/${id}`, payload })).statusCode).toBe(200);
    await patchGroup(a.id, { sectorId: south.id });
    expect((await figures(week)).sectors).toEqual([
      ['Norte', 1, 1, 0, 0],
      ['Sur', 1, 1, 1, 1],
    ]);

    const change = await c.pastor({
      method: 'PATCH',
      url: `/api/groups/meetings/${moved.id}`,
      payload: { date: addDays(start, 8) },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await figures(next)).toEqual({
      sectors: [
        ['Norte', 1, 0, 0, 0],
        ['Sur', 1, 1, 1, 1],
      ],
      chart: [
        [1, 0],
        [1, 1],
      ],
    });

    await patchGroup(b.id, { isActive: false });
    expect(await figures(next)).toEqual({
      sectors: [['Sur', 1, 1, 1, 1]],
      chart: [
        [0, 0],
        [1, 1],
      ],
    });
    await patchGroup(b.id, { isActive: true });
    expect((await figures(week)).chart).toEqual([
      [0, 0],
      [1, 0],
    ]);

    expect((await c.pastor({ method: 'DELETE', url: `/api/groups/${a.id}` })).statusCode).toBe(204);
    expect(await figures(next)).toEqual({
      sectors: [['Norte', 1, 0, 0, 0]],
      chart: [
        [1, 0],
        [0, 0],
      ],
    });
  });
  it("count every report of a sector's week recorded at the same moment", async () => {
    const c = await church();
    const s = await c.sector('Centro', 1);
    const cells = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) cells.push(await c.cell(s.id, name));
    const week = isoWeekOf(daysAgo(7));
    const start = isoWeekStart(week)!;
    await Promise.all(
      cells.map((cell, i) => c.meeting(cell.id, { date: addDays(start, i % 3), held: i % 2 === 0 })),
    );
    const res = await c.pastor({ method: 'GET', url: `/api/groups/health?week=${week}` });
    expect(res.json().totals).toMatchObject({ cells: 6, reported: 6, met: 3, notMet: 3 });
  });
});

describe('following up', () => {
  it('lists the cells without reports for 2 or more meeting days, most missed first', async () => {
    const c = await church();
    const s = await c.sector('Centro', 1);
    const yesterdayDay = meetingDays[isoWeekday(daysAgo(1)) - 1];
    const silent = await c.cell(s.id, 'Silenciosa', {
      meetingDay: yesterdayDay,
      whatsappNumber: '+57 300 1',
    });
    await c.backdate(silent.id, 30);
    const lapsed = await c.cell(s.id, 'Lapsa', { meetingDay: yesterdayDay });
    await c.backdate(lapsed.id, 30);
    await c.meeting(lapsed.id, { date: daysAgo(15) });
    const onTime = await c.cell(s.id, 'Al día', { meetingDay: yesterdayDay });
    await c.backdate(onTime.id, 30);
    await c.meeting(onTime.id, { date: daysAgo(8) });
    await c.cell(s.id, 'Nueva', { meetingDay: yesterdayDay });

    const res = await c.pastor({ method: 'GET', url: '/api/groups/follow-up' });
    expect(res.statusCode, res.body).toBe(200);
    expect(followUpSchema.strict().safeParse(res.json()).success).toBe(true);
    const { cells } = res.json();
    expect(cells.items).toEqual([
      {
        group: { id: silent.id, name: 'Silenciosa', whatsappNumber: '+57 300 1' },
        sector: { id: s.id, name: 'Centro', color: s.color },
        leader: { id: c.people.leader.user.id, name: 'Líder Laura', phone: null },
        meetingDay: yesterdayDay,
        lastReportOn: null,
        missedReports: 5,
      },
      expect.objectContaining({
        group: expect.objectContaining({ id: lapsed.id }),
        lastReportOn: daysAgo(15),
        missedReports: 2,
      }),
    ]);
    expect(cells.pagination).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });
    const second = await c.pastor({ method: 'GET', url: '/api/groups/follow-up?limit=1&cellsPage=2' });
    expect(second.json().cells.items.map((i: { group: { name: string } }) => i.group.name)).toEqual([
      'Lapsa',
    ]);
    // Past the last page: no cells, and still their number.
    const past = await c.pastor({
      method: 'GET',
      url: '/api/groups/follow-up?limit=1&cellsPage=3&peoplePage=2',
    });
    expect(past.json().cells).toEqual({
      items: [],
      pagination: { page: 3, limit: 1, total: 2, hasMore: false },
    });
    const other = await c.pastor({
      method: 'GET',
      url: `/api/groups/follow-up?sectorId=${k.cast.a.community.id}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('lists members absent from the last 3 meetings and recent visitors; "contactado" until they come again', async () => {
    const c = await church();
    const s = await c.sector('Oriente', 1);
    const cell = await c.cell(s.id, 'Célula Olivo');
    const [p1, p2, p3] = [
      await c.person('Pablo Uno', cell.id),
      await c.person('Pía Dos', cell.id),
      await c.person('Pedro Tres', cell.id),
    ];
    await c.backdate(cell.id, 30);
    await c.meeting(cell.id, {
      date: daysAgo(21),
      attendeeIds: [p1, p2],
      visitors: [{ name: 'Visitante Viejo' }],
    });
    await c.meeting(cell.id, { date: daysAgo(14), attendeeIds: [p1] });
    await c.meeting(cell.id, { date: daysAgo(10), held: false });
    await c.meeting(cell.id, { date: daysAgo(7), attendeeIds: [p1] });
    const people = async () =>
      (await c.pastor({ method: 'GET', url: '/api/groups/follow-up' })).json().people;
    // Pía missed two held meetings: not yet.
    expect((await people()).items.map((p: { name: string }) => p.name)).toEqual(['Pedro Tres']);

    const last = await c.meeting(cell.id, {
      date: daysAgo(1),
      attendeeIds: [p1],
      visitors: [{ name: 'Valeria Nueva', phone: '3005550000' }],
    });
    const list = await people();
    expect(list.items.map((p: { name: string; since: string | null }) => [p.name, p.since])).toEqual([
      ['Pedro Tres', null],
      ['Pía Dos', daysAgo(21)],
      ['Valeria Nueva', daysAgo(1)],
    ]);
    expect(list.items[0]).toMatchObject({
      type: 'member',
      group: { id: cell.id, name: 'Célula Olivo' },
      leader: { name: 'Líder Laura' },
      missedMeetings: 4,
      contacted: false,
      note: null,
    });
    expect(list.items[2]).toMatchObject({ type: 'visitor', phone: '3005550000', missedMeetings: null });

    // The leader marks Pedro contacted: he goes to the end, with the note.
    const pedro = list.items[0].id;
    const marked = await c.leader({
      method: 'PUT',
      url: `/api/groups/follow-up/${pedro}`,
      payload: { contacted: true, note: 'Está enfermo; lo visitamos el sábado.' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      id: pedro,
      contacted: true,
      note: 'Está enfermo; lo visitamos el sábado.',
    });
    expect((await people()).items.map((p: { name: string }) => p.name)).toEqual([
      'Pía Dos',
      'Valeria Nueva',
      'Pedro Tres',
    ]);
    const visitor = list.items[2].id;
    const vMark = await c.pastor({
      method: 'PUT',
      url: `/api/groups/follow-up/${visitor}`,
      payload: { contacted: true },
    });
    expect(vMark.json()).toMatchObject({ contacted: true, note: null });

    // Pedro comes again: he leaves the list and his mark is gone.
    const changed = await c.pastor({
      method: 'PATCH',
      url: `/api/groups/meetings/${last.id}`,
      payload: { attendeeIds: [p1, p3] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await people()).items.map((p: { name: string }) => p.name)).toEqual(['Pía Dos', 'Valeria Nueva']);
    const unmarked = await c.pastor({
      method: 'PUT',
      url: `/api/groups/follow-up/${visitor}`,
      payload: { contacted: false, note: 'x' },
    });
    expect(unmarked.json()).toMatchObject({ contacted: false, contactedAt: null, note: null });

    // Another community, a stranger and a missing id.
    expect(
      (
        await k.pastorB({
          method: 'PUT',
          url: `/api/groups/follow-up/${pedro}`,
          payload: { contacted: true },
        })
      ).statusCode,
    ).toBe(404);
    const someone = await createMember(k.t.database.db, c.community.id, { role: 'MEMBER' });
    const stranger = as(k.t.app, await login(k.t.app, someone.user.email));
    expect(
      (await stranger({ method: 'PUT', url: `/api/groups/follow-up/${pedro}`, payload: { contacted: true } }))
        .statusCode,
    ).toBe(403);
    const missing = await c.pastor({
      method: 'PUT',
      url: `/api/groups/follow-up/${c.community.id}`,
      payload: { contacted: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('La persona no está en el seguimiento');
  });
});

describe('the follow-up of a changed cell', () => {
  it('follows a cell that moves to another sector, stops, starts again, is renamed or meets another day', async () => {
    const c = await church();
    const north = await c.sector('Norte', 1);
    const south = await c.sector('Sur', 2);
    const yesterdayDay = meetingDays[isoWeekday(daysAgo(1)) - 1];
    const todayDay = meetingDays[isoWeekday(daysAgo(0)) - 1];
    const cell = await c.cell(north.id, 'Gama', { meetingDay: yesterdayDay });
    const absent = await c.person('Ausente Uno', cell.id);
    await c.backdate(cell.id, 30);
    for (const days of [22, 15]) await c.meeting(cell.id, { date: daysAgo(days) });
    await c.meeting(cell.id, { date: daysAgo(8), visitors: [{ name: 'Visitante Vera' }] });
    const quiet = await c.cell(north.id, 'Beta', { meetingDay: yesterdayDay });
    await c.backdate(quiet.id, 30);
    // Created 10 days ago: yesterday and 8 days ago were its meeting days, so it missed 2.
    const young = await c.cell(south.id, 'Joven', { meetingDay: yesterdayDay });
    await c.backdate(young.id, 10);
    const delta = await c.cell(south.id, 'Delta', { meetingDay: yesterdayDay });
    await c.backdate(delta.id, 10);

    type Named = { group?: { name: string }; name?: string };
    const followUp = async (sectorId?: string) => {
      const res = await c.pastor({
        method: 'GET',
        url: `/api/groups/follow-up?limit=1${sectorId ? `&sectorId=${sectorId}` : ''}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { cells, people } = res.json();
      return {
        cells: [cells.pagination.total, ...cells.items.map((i: Named) => i.group?.name)],
        people: [people.pagination.total, ...people.items.map((i: Named) => i.name)],
      };
    };
    expect(await followUp(north.id)).toEqual({ cells: [1, 'Beta'], people: [2, 'Ausente Uno'] });
    expect(await followUp(south.id)).toEqual({ cells: [2, 'Delta'], people: [0] });
    expect(await followUp()).toEqual({ cells: [3, 'Beta'], people: [2, 'Ausente Uno'] });

    const patchGroup = async (id: string, payload: Record<string, unknown>) => {
      const res = await c.pastor({ method: 'PATCH', url: `/api/groups/${id}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Renamed: of the cells that missed as many days, it now comes first.
    await patchGroup(young.id, { name: 'Alfa' });
    expect((await followUp(south.id)).cells).toEqual([2, 'Alfa']);
    // Meeting today instead, it missed only one of its days (7 days ago).
    await patchGroup(young.id, { meetingDay: todayDay });
    expect((await followUp(south.id)).cells).toEqual([1, 'Delta']);

    await patchGroup(cell.id, { sectorId: south.id });
    await patchGroup(quiet.id, { sectorId: south.id });
    expect(await followUp(north.id)).toEqual({ cells: [0], people: [0] });
    expect(await followUp(south.id)).toEqual({ cells: [2, 'Beta'], people: [2, 'Ausente Uno'] });

    await patchGroup(cell.id, { isActive: false });
    await patchGroup(quiet.id, { isActive: false });
    expect(await followUp()).toEqual({ cells: [1, 'Delta'], people: [0] });
    await patchGroup(cell.id, { isActive: true });
    await patchGroup(quiet.id, { isActive: true });
    expect(await followUp()).toEqual({ cells: [2, 'Beta'], people: [2, 'Ausente Uno'] });

    // A person taken off the roster leaves the list; a visitor stays until their 14 days pass.
    expect(
      (await c.pastor({ method: 'DELETE', url: `/api/groups/${cell.id}/members/${absent}` })).statusCode,
    ).toBe(204);
    expect((await followUp()).people).toEqual([1, 'Visitante Vera']);
  });
});

describe('exporting attendance', () => {
  it('writes one row per report of the range and sector, with who came, as CSV and XLSX', async () => {
    const c = await church();
    const north = await c.sector('Norte', 1);
    const south = await c.sector('Sur', 2);
    const a = await c.cell(north.id, 'Célula Alfa');
    const b = await c.cell(south.id, 'Célula Beta');
    const [ana, beto] = [await c.person('Ana Uno', a.id), await c.person('Beto Dos', a.id)];
    await c.meeting(a.id, {
      date: daysAgo(3),
      attendeeIds: [beto, ana],
      visitors: [{ name: '=Visitante' }],
      topic: 'Fe',
    });
    await c.meeting(a.id, { date: daysAgo(10), held: false, notes: 'Lluvia' });
    await c.meeting(b.id, { date: daysAgo(3) });
    await c.meeting(a.id, { date: daysAgo(40) });

    const range = `startDate=${daysAgo(20)}&endDate=${daysAgo(0)}`;
    const csv = await c.pastor({
      method: 'GET',
      url: `/api/groups/attendance/export?${range}&sectorId=${north.id}`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="asistencia-celulas-${daysAgo(20)}-a-${daysAgo(0)}.csv"`,
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Fecha;Sector;Célula;Líder;Hubo reunión;Asistentes;Visitantes;Quiénes asistieron;Nombres de visitantes;Tema;Nota',
      `${daysAgo(10)};Norte;Célula Alfa;Líder Laura;No;0;0;;;;Lluvia`,
      `${daysAgo(3)};Norte;Célula Alfa;Líder Laura;Sí;2;1;Ana Uno, Beto Dos;'=Visitante;Fe;`,
    ]);

    const xlsx = await c.pastor({ method: 'GET', url: `/api/groups/attendance/export?${range}&format=xlsx` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Asistencia')!.getSheetValues().filter(Boolean);
    expect(rows).toHaveLength(4);

    const bad = await c.pastor({
      method: 'GET',
      url: `/api/groups/attendance/export?startDate=${daysAgo(0)}&endDate=${daysAgo(5)}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La fecha final debe ser igual o posterior a la inicial');
    expect(
      (await c.leader({ method: 'GET', url: `/api/groups/attendance/export?${range}` })).statusCode,
    ).toBe(403);
    const foreign = await c.pastor({
      method: 'GET',
      url: `/api/groups/attendance/export?${range}&sectorId=${k.cast.a.community.id}`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
