import { isoWeekOf, isoWeekStart } from '@koinonia/shared/common/weeks';
import type { Tx } from '../../db/client.ts';
import * as cs from './cell-summaries.queries.ts';
import { recountMissedMeetings } from './meetings.queries.ts';

const mondayOf = (day: string) => isoWeekStart(isoWeekOf(day)) as string;

/**
 * After a meeting's report of the group was written: who missed the group's last meetings, the weeks of
 * `days` (the report's day, and its old day when it moved) and the group's last report. The group row is
 * locked `for share` by the write before.
 */
export async function keepMeetingSummaries(
  tx: Tx,
  group: { communityId: string; groupId: string; sectorId: string },
  days: string[],
) {
  await cs.lockSectorSummaries(tx, [group.sectorId]);
  await recountMissedMeetings(tx, group);
  await cs.refreshSectorWeeks(tx, { ...group, mondays: days.map(mondayOf) });
  await cs.refreshLastReport(tx, group);
}

/** After cells of these sectors moved between them, stopped, started again or were deleted: their weeks. */
export async function keepSectorSummaries(tx: Tx, communityId: string, sectorIds: string[]) {
  await cs.lockSectorSummaries(tx, sectorIds);
  for (const sectorId of [...new Set(sectorIds)].sort())
    await cs.refreshSectorWeeks(tx, { communityId, sectorId });
}
