import { meetingSchema, visitorInvitationSchema } from '@koinonia/shared/groups/cell-life.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/rows.ts';
import { daysAgo, useCellTestApp } from './cell-life.test-kit.ts';

// A cell's meetings: one report per group and day, recorded in one request (who came, visitors, topic,
// note) by the leader within 7 days of the meeting, by pastors and helpers any time.

const c = useCellTestApp();
const { k } = c;

/** A cell with `n` people on its roster. */
async function cellWithRoster(n: number, overrides: Record<string, unknown> = {}) {
  const cell = await c.makeCell(overrides);
  const people = [];
  for (let i = 0; i < n; i++) {
    const person = await c.makePerson(`Persona ${String.fromCharCode(65 + i)} ${cell.id.slice(0, 4)}`);
    await c.addToRoster(cell.id, person.id);
    people.push(person);
  }
  return { cell, people };
}

const attendanceRows = async (meetingId: string) =>
  rowsOf<{ n: number }>(
    await c
      .db()
      .execute(sql`select count(*)::int as n from group_attendance where meeting_id = ${meetingId}`),
  )[0]!.n;

describe('recording a meeting', () => {
  it('records who came, the visitors, the topic and the note in one request', async () => {
    const { cell, people } = await cellWithRoster(15);
    const present = people.slice(0, 12).map((p) => p.id);
    const res = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: {
        date: daysAgo(1),
        attendeeIds: present,
        visitors: [{ name: '  Marta Gómez ', phone: '+57 300 555 1234' }, { name: 'Luis Díaz' }],
        topic: 'El buen samaritano',
        notes: 'Oramos por la familia de Ana.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const meeting = res.json();
    expect(meetingSchema.strict().safeParse(meeting).success).toBe(true);
    expect(meeting).toMatchObject({
      groupId: cell.id,
      date: daysAgo(1),
      topic: 'El buen samaritano',
      notes: 'Oramos por la familia de Ana.',
      attendanceCount: 12,
      visitors: [
        { name: 'Luis Díaz', phone: null },
        { name: 'Marta Gómez', phone: '+57 300 555 1234' },
      ],
      recordedBy: { id: k.cast.a.member.user.id, name: k.cast.a.member.user.name },
    });
    expect([...meeting.attendeeIds].sort()).toEqual([...present].sort());
    expect(await attendanceRows(meeting.id)).toBe(12);

    // The roster shows each person's last attendance.
    const roster = await c.roster(cell.id);
    const last = Object.fromEntries(
      roster.items.map((m: { user: { id: string }; lastAttendedOn: string | null }) => [
        m.user.id,
        m.lastAttendedOn,
      ]),
    );
    expect(last[people[0]!.id]).toBe(daysAgo(1));
    expect(last[people[14]!.id]).toBeNull();

    const log = await c.auditOf('group-meeting');
    expect(log.at(-1)).toMatchObject({
      action: 'create',
      changes: expect.objectContaining({
        date: daysAgo(1),
        attendance: 12,
        visitors: ['Luis Díaz', 'Marta Gómez'],
      }),
    });
  });

  it('refuses a second report for the same day, someone not on the roster and a future day, changing nothing', async () => {
    const { cell, people } = await cellWithRoster(2);
    const first = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(0), attendeeIds: [people[0]!.id] },
    });
    expect(first.statusCode).toBe(201);
    const stranger = await c.makePerson('Fuera de la lista');
    const before = await c.snapshot();
    const cases = [
      [{ date: daysAgo(0) }, 409, 'Ya hay un reporte de este grupo para esa fecha'],
      [
        { date: daysAgo(2), attendeeIds: [stranger.id] },
        400,
        'Solo se puede marcar la asistencia de personas de la lista del grupo',
      ],
      [
        { date: daysAgo(2), attendeeIds: ['x'] },
        400,
        'Solo se puede marcar la asistencia de personas de la lista del grupo',
      ],
      [
        { date: daysAgo(2), attendeeIds: [people[0]!.id, people[0]!.id] },
        400,
        'Cada persona se marca una sola vez',
      ],
      [{ date: daysAgo(-1) }, 400, 'La fecha de la reunión no puede ser futura'],
      [{ date: '2026-02-30' }, 400, 'La fecha de la reunión no es válida'],
      [{ date: daysAgo(2), visitors: [{ name: ' ' }] }, 400, 'El nombre del visitante es requerido'],
      [
        { date: daysAgo(2), visitors: [{ name: 'Ana', phone: 'abc' }] },
        400,
        'El número de WhatsApp solo puede contener dígitos, espacios, guiones y +',
      ],
      [{ date: daysAgo(2), topic: 'x'.repeat(151) }, 400, 'El tema no puede superar 150 caracteres'],
    ] as const;
    for (const [payload, status, message] of cases) {
      const res = await k.member({ method: 'POST', url: `/api/groups/${cell.id}/meetings`, payload });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(await c.snapshot()).toEqual(before);
  });

  it('records a day the cell did not meet, with nobody present and no visitors', async () => {
    const { cell, people } = await cellWithRoster(1);
    const mixed = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(2), held: false, attendeeIds: [people[0]!.id] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('Si no hubo reunión, no se marcan asistentes ni visitantes');
    const off = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(2), held: false, notes: 'Llovió mucho.' },
    });
    expect(off.statusCode).toBe(201);
    expect(off.json()).toMatchObject({
      held: false,
      attendanceCount: 0,
      visitors: [],
      notes: 'Llovió mucho.',
    });
    const on = await k.member({
      method: 'PATCH',
      url: `/api/groups/meetings/${off.json().id}`,
      payload: { visitors: [{ name: 'Nadie' }] },
    });
    expect(on.statusCode).toBe(400);
  });

  it('lets a leader record the last 7 days only; pastors and helpers any past day', async () => {
    const { cell } = await cellWithRoster(1);
    const late = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(8) },
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(
      'Los líderes pueden registrar o cambiar una reunión hasta 7 días después de su fecha. Pídeselo a un pastor o ayudante.',
    );
    const inTime = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(7) },
    });
    expect(inTime.statusCode).toBe(201);
    const helper = await k.helper({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(40) },
    });
    expect(helper.statusCode).toBe(201);

    for (const [call, status] of [
      [k.guest, 403],
      [k.pastorB, 404],
    ] as const) {
      const res = await call({
        method: 'POST',
        url: `/api/groups/${cell.id}/meetings`,
        payload: { date: daysAgo(3) },
      });
      expect(res.statusCode).toBe(status);
      const list = await call({ method: 'GET', url: `/api/groups/${cell.id}/meetings` });
      expect(list.statusCode).toBe(status);
      const patch = await call({
        method: 'PATCH',
        url: `/api/groups/meetings/${inTime.json().id}`,
        payload: { topic: 'x' },
      });
      expect(patch.statusCode).toBe(status === 403 ? 403 : 404);
    }
  });
});

describe('the meetings of a group', () => {
  it('lists them newest first, paginated', async () => {
    const { cell } = await cellWithRoster(1);
    for (const d of [5, 1, 3]) {
      const res = await k.member({
        method: 'POST',
        url: `/api/groups/${cell.id}/meetings`,
        payload: { date: daysAgo(d) },
      });
      expect(res.statusCode).toBe(201);
    }
    const page = await k.member({ method: 'GET', url: `/api/groups/${cell.id}/meetings?limit=2` });
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((m: { date: string }) => m.date)).toEqual([daysAgo(1), daysAgo(3)]);
    expect(page.json().pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const second = await k.pastor({ method: 'GET', url: `/api/groups/${cell.id}/meetings?limit=2&page=2` });
    expect(second.json().items.map((m: { date: string }) => m.date)).toEqual([daysAgo(5)]);
  });

  it('changes a report: who came and the visitors as sent, each visitor kept by its id', async () => {
    const { cell, people } = await cellWithRoster(3);
    const created = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: {
        date: daysAgo(2),
        attendeeIds: [people[0]!.id, people[1]!.id],
        visitors: [{ name: 'Visitante Uno' }, { name: 'Visitante Dos' }],
      },
    });
    const meeting = created.json();
    const uno = meeting.visitors.find((v: { name: string }) => v.name === 'Visitante Uno');
    // Someone present then leaves the roster: the report still keeps them.
    await k.member({ method: 'DELETE', url: `/api/groups/${cell.id}/members/${people[1]!.id}` });

    const changed = await k.member({
      method: 'PATCH',
      url: `/api/groups/meetings/${meeting.id}`,
      payload: {
        date: daysAgo(3),
        attendeeIds: [people[1]!.id, people[2]!.id],
        visitors: [{ id: uno.id, name: 'Visitante Uno', phone: '3001234567' }, { name: 'Visitante Tres' }],
        topic: 'La oveja perdida',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      date: daysAgo(3),
      topic: 'La oveja perdida',
      attendanceCount: 2,
      visitors: [
        { id: uno.id, name: 'Visitante Uno', phone: '3001234567' },
        { name: 'Visitante Tres', phone: null },
      ],
    });
    expect([...changed.json().attendeeIds].sort()).toEqual([people[1]!.id, people[2]!.id].sort());
    expect(
      rowsOf<{ date: string }>(
        await c
          .db()
          .execute(
            sql`select distinct to_char(date, 'YYYY-MM-DD') as date from group_attendance where meeting_id = ${meeting.id}`,
          ),
      ),
    ).toEqual([{ date: daysAgo(3) }]);

    // Only the topic: the rest stays.
    const topic = await k.member({
      method: 'PATCH',
      url: `/api/groups/meetings/${meeting.id}`,
      payload: { topic: '' },
    });
    expect(topic.json()).toMatchObject({ topic: null, attendanceCount: 2, date: daysAgo(3) });
    expect(topic.json().visitors).toHaveLength(2);

    const foreignVisitor = await k.member({
      method: 'PATCH',
      url: `/api/groups/meetings/${meeting.id}`,
      payload: { visitors: [{ id: '00000000-0000-4000-8000-000000000000', name: 'X' }] },
    });
    expect(foreignVisitor.statusCode).toBe(404);
    expect(foreignVisitor.json().message).toBe('El visitante no existe');
    const log = await c.auditOf('group-meeting');
    expect(log.at(-1)).toMatchObject({
      action: 'update',
      changes: expect.objectContaining({ topic: expect.anything() }),
    });
  });

  it('locks a report for its leader 7 days after its date; a pastor may still change it', async () => {
    const { cell } = await cellWithRoster(1);
    const old = await k.helper({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(10) },
    });
    const byLeader = await k.member({
      method: 'PATCH',
      url: `/api/groups/meetings/${old.json().id}`,
      payload: { topic: 'Tarde' },
    });
    expect(byLeader.statusCode).toBe(403);
    const recent = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(1) },
    });
    const moveBack = await k.member({
      method: 'PATCH',
      url: `/api/groups/meetings/${recent.json().id}`,
      payload: { date: daysAgo(9) },
    });
    expect(moveBack.statusCode).toBe(403);
    const clash = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/meetings/${recent.json().id}`,
      payload: { date: daysAgo(10) },
    });
    expect(clash.statusCode).toBe(409);
    const byPastor = await k.pastor({
      method: 'PATCH',
      url: `/api/groups/meetings/${old.json().id}`,
      payload: { topic: 'Tarde' },
    });
    expect(byPastor.statusCode).toBe(200);
    expect(byPastor.json().topic).toBe('Tarde');
  });
});

describe('inviting a visitor', () => {
  it('makes one invitation for the visitor, as Miembro for one use, and gives the same one again', async () => {
    const { cell } = await cellWithRoster(1);
    const meeting = await k.member({
      method: 'POST',
      url: `/api/groups/${cell.id}/meetings`,
      payload: { date: daysAgo(1), visitors: [{ name: 'Rosa Visitante', phone: '3001112233' }] },
    });
    const visitor = meeting.json().visitors[0];
    const url = `/api/groups/visitors/${visitor.id}/invitation`;
    for (const [call, status] of [
      [k.guest, 403],
      [k.pastorB, 404],
    ] as const)
      expect((await call({ method: 'POST', url })).statusCode).toBe(status);

    const first = await k.member({ method: 'POST', url });
    expect(first.statusCode, first.body).toBe(201);
    expect(visitorInvitationSchema.strict().safeParse(first.json()).success).toBe(true);
    expect(first.json()).toMatchObject({
      visitor: { id: visitor.id, name: 'Rosa Visitante', phone: '3001112233' },
      invitation: { role: 'MEMBER', maxUses: 1, uses: 0, revokedAt: null },
    });
    const { invitation } = first.json();
    expect(invitation.url).toMatch(new RegExp(`/app/unirse/${invitation.code}$`));
    const again = await k.helper({ method: 'POST', url });
    expect(again.json().invitation.id).toBe(invitation.id);

    const open = await k.t.app.inject({ method: 'GET', url: `/api/invitations/${invitation.code}` });
    expect(open.statusCode).toBe(200);
    // Revoked, it is replaced by a new one.
    await k.pastor({ method: 'DELETE', url: `/api/community/invitations/${invitation.id}` });
    const renewed = await k.member({ method: 'POST', url });
    expect(renewed.json().invitation.id).not.toBe(invitation.id);
    const log = await c.auditOf('invitation');
    expect(log.at(-1)).toMatchObject({
      action: 'create',
      changes: expect.objectContaining({ forName: 'Rosa Visitante' }),
    });
  });
});
