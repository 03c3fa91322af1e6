import { addDays, isoWeekOf, isoWeekStart } from '@koinonia/shared/common/weeks';
import {
  CELL_HEALTH,
  type CellHealth,
  type FollowUp,
  type FollowUpPerson,
} from '@koinonia/shared/groups/cell-health.schemas';
import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { bogotaDay } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import { jsonAnswer } from '../../lib/json-items.ts';
import { pageWindow, paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './cell-health.queries.ts';
import * as sq from './sectors.queries.ts';

/** The week's summary by sector, and the 8 weeks before it for the chart. */
export async function cellHealth({ db }: ServiceDeps, caller: Caller, week?: string): Promise<CellHealth> {
  const chosen = week ?? isoWeekOf(bogotaDay(new Date()));
  const start = isoWeekStart(chosen) as string;
  const end = addDays(start, 6);
  const from = addDays(start, -7 * CELL_HEALTH.weeksBefore);
  const [bySector, weekly] = await Promise.all([
    q.weekBySector(db, { communityId: caller.communityId, start }),
    q.weeklyTotals(db, { communityId: caller.communityId, from, to: start }),
  ]);
  const sectors = bySector.map((s) => ({
    sector: { id: s.sector_id, name: s.sector_name, color: s.sector_color },
    cells: s.cells,
    reported: s.reported,
    met: s.met,
    notMet: s.not_met,
    notReported: s.cells - s.reported,
    attendance: s.attendance,
    visitors: s.visitors,
  }));
  const sum = (key: keyof (typeof sectors)[number] & string) =>
    sectors.reduce((total, s) => total + (s[key] as number), 0);
  const byStart = new Map(weekly.map((w) => [w.start, w]));
  const weeks = Array.from({ length: CELL_HEALTH.weeksBefore + 1 }, (_, i) => {
    const monday = addDays(from, 7 * i);
    const w = byStart.get(monday);
    return {
      week: isoWeekOf(monday),
      start: monday,
      reported: w?.reported ?? 0,
      met: w?.met ?? 0,
      attendance: w?.attendance ?? 0,
      visitors: w?.visitors ?? 0,
    };
  });
  return {
    week: chosen,
    start,
    end,
    totals: {
      cells: sum('cells'),
      reported: sum('reported'),
      met: sum('met'),
      notMet: sum('notMet'),
      notReported: sum('notReported'),
      attendance: sum('attendance'),
      visitors: sum('visitors'),
    },
    sectors,
    weeks,
  };
}

/** The cells that stopped reporting and the people to follow up, each list paginated. */
export async function followUp(
  { db }: ServiceDeps,
  caller: Caller,
  query: { sectorId?: string; cellsPage: number; peoplePage: number; limit: number },
): Promise<FollowUp> {
  let sectorId: string | undefined;
  if (query.sectorId) {
    const sector = isUuid(query.sectorId)
      ? await sq.findSectorId(db, { communityId: caller.communityId, sectorId: query.sectorId })
      : undefined;
    if (!sector) throw new AppError('SECTOR_NOT_FOUND');
    sectorId = sector.id;
  }
  const cellsQuery = { page: query.cellsPage, limit: query.limit };
  const peopleQuery = { page: query.peoplePage, limit: query.limit };
  const [cells, people] = await Promise.all([
    q.quietCellsPage(db, { communityId: caller.communityId, sectorId, ...pageWindow(cellsQuery) }),
    q.peoplePage(db, { communityId: caller.communityId, sectorId, ...pageWindow(peopleQuery) }),
  ]);
  const block = (items: string, total: number, page: { page: number; limit: number }) =>
    `{"items":${items},"pagination":${JSON.stringify(paginated([], total, page).pagination)}}`;
  return jsonAnswer<FollowUp>(
    `{"cells":${block(cells.items, cells.total, cellsQuery)},"people":${block(people.items, people.total, peopleQuery)}}`,
  );
}

/** "Contactado", with a note: by the cell's leader or co-leader, or a pastor or helper. */
export function markFollowUp(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  mark: { contacted: boolean; note: string | null },
): Promise<FollowUpPerson> {
  return db.transaction(async (tx) => {
    const key = { communityId: caller.communityId, id };
    const found = isUuid(id) ? await q.followUpPerson(tx, key) : undefined;
    if (!found) throw new AppError('FOLLOW_UP_NOT_FOUND');
    const leads =
      dashboardRoles.includes(caller.role) ||
      found.leader_id === caller.userId ||
      found.co_leader_id === caller.userId;
    if (!leads) throw new AppError('NOT_GROUP_LEADER');
    await q.markFollowUp(tx, { ...key, type: found.type, ...mark });
    await audit(tx, caller, {
      action: 'update',
      objectType: 'group-follow-up',
      objectId: id,
      changes: { type: found.type, contacted: mark.contacted, note: mark.contacted ? mark.note : null },
    });
    const after = await q.followUpPerson(tx, key);
    return jsonAnswer<FollowUpPerson>(after!.item);
  });
}
