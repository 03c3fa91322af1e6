import { bogotaDay } from '@koinonia/shared/common/days';
import { addDays } from '@koinonia/shared/common/weeks';
import { CELL_LIFE_LIMITS } from '@koinonia/shared/groups/cell-life.schemas';

/** Whether a leader may still change a meeting of `day`: during the 7 days after it (the API's rule). */
export function editableByLeader(day: string, today = bogotaDay(new Date())) {
  return day >= addDays(today, -CELL_LIFE_LIMITS.leaderEditDays);
}
