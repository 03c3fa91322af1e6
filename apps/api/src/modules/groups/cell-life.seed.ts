import { addDays, isoWeekday } from '@koinonia/shared/common/weeks';
import { meetingDays } from '@koinonia/shared/groups/groups.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  groupAttendance,
  groupMeetings,
  groupMembers,
  groups,
  groupVisitors,
  memberships,
  users,
} from '../../db/schema.ts';
import { bogotaDay } from '../../lib/days.ts';
import { rebuildCellSummaries } from './cell-summaries.queries.ts';
import { recountMissedMeetings } from './meetings.queries.ts';
import { syncRosterCount } from './rosters.queries.ts';

/** How many weeks of meetings the demo has. */
const WEEKS = 12;
/** Cells (by their place in the demo's list) that stopped reporting 3 weeks ago. */
const STOPPED_CELLS = new Set([2, 9, 16]);

const topics = [
  'El buen samaritano',
  'La oración que transforma',
  'Frutos del Espíritu',
  'El hijo pródigo',
  'Servir con alegría',
  'La fe de Abraham',
  'Perdonar como Cristo',
  'El Sermón del Monte',
  'Generosidad',
  'La armadura de Dios',
  'Esperanza en la prueba',
  'La gran comisión',
];
const visitorNames = [
  'Camila Rojas',
  'Andrés Felipe Torres',
  'Luisa Fernanda Gil',
  'Julián Castaño',
  'Natalia Ospina',
  'Sebastián Quintero',
  'Daniela Cárdenas',
  'Mateo Londoño',
];

/** A fixed pseudo-random number in [0, 1) for these integers: the demo is the same on every start. */
function chance(...n: number[]) {
  let h = 2166136261;
  for (const x of n) h = Math.imul(h ^ (x + 0x9e3779b9), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  return (h >>> 0) / 4294967296;
}

/**
 * The demo cells' life: each active cell's roster (its current members' number of people of the
 * community), 12 weeks of meetings on its meeting day with attendance, visitors and topics; three cells
 * stopped reporting 3 weeks ago and some people stopped coming, so the follow-up has something to show.
 */
export async function seedCellLife(tx: Tx, communityId: string) {
  const people = await tx
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.communityId, communityId), eq(memberships.isActive, true)))
    .orderBy(sql`koinonia_fold(${users.name})`);
  const cells = await tx
    .select({ id: groups.id, meetingDay: groups.meetingDay, current: groups.currentMembers })
    .from(groups)
    .where(and(eq(groups.communityId, communityId), eq(groups.isActive, true)))
    .orderBy(asc(groups.createdAt), asc(groups.sortName));
  const joined = new Date(Date.now() - (WEEKS * 7 + 30) * 86_400_000);
  const today = bogotaDay(new Date());

  for (const [i, cell] of cells.entries()) {
    const size = Math.min(cell.current, people.length);
    const roster = Array.from({ length: size }, (_, j) => people[(i * 7 + j) % people.length]!.id);
    if (roster.length > 0)
      await tx
        .insert(groupMembers)
        .values(roster.map((userId) => ({ communityId, groupId: cell.id, userId, addedAt: joined })));

    // The cell's meeting day in each of the last 12 weeks, up to yesterday.
    const weekday = meetingDays.indexOf(cell.meetingDay) + 1;
    const last = addDays(today, -1 - ((isoWeekday(addDays(today, -1)) - weekday + 7) % 7));
    for (let w = 0; w < WEEKS; w++) {
      if (STOPPED_CELLS.has(i) && w < 3) continue;
      const date = addDays(last, -7 * w);
      const held = chance(i, w, 1) > 0.06;
      // Some people stopped coming a month ago (the first of every fourth roster).
      const present = held
        ? roster.filter((_, j) => !(j === 0 && i % 4 === 1 && w < 4) && chance(i, w, j, 2) < 0.82)
        : [];
      const visitors =
        held && chance(i, w, 3) < 0.3
          ? [
              {
                name: visitorNames[(i + w) % visitorNames.length]!,
                phone: `+57 300 ${String(1000000 + i * 97 + w * 13).slice(-7)}`,
              },
            ]
          : [];
      const [meeting] = await tx
        .insert(groupMeetings)
        .values({
          communityId,
          groupId: cell.id,
          date,
          held,
          topic: held ? topics[(w + i) % topics.length]! : null,
          notes: held ? null : 'No nos reunimos esta semana.',
          attendanceCount: present.length,
          visitorCount: visitors.length,
        })
        .returning({ id: groupMeetings.id });
      if (present.length > 0)
        await tx.insert(groupAttendance).values(
          present.map((userId) => ({
            meetingId: meeting!.id,
            userId,
            communityId,
            groupId: cell.id,
            date,
          })),
        );
      if (visitors.length > 0)
        await tx
          .insert(groupVisitors)
          .values(
            visitors.map((v) => ({ ...v, communityId, groupId: cell.id, meetingId: meeting!.id, date })),
          );
    }
    await syncRosterCount(tx, { communityId, groupId: cell.id });
    await recountMissedMeetings(tx, { communityId, groupId: cell.id });
  }
  await rebuildCellSummaries(tx, communityId);
}
