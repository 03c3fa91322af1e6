import {
  APP_SECTORS_LIMIT,
  type AppSector,
  GROUPS_MAP_LIMIT,
  type GroupsMap,
} from '@koinonia/shared/groups/groups-app.schemas';
import { withJsonItems } from '../../lib/json-items.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './groups-app.queries.ts';

/** The members' app's list of sectors: the active ones, with how many active groups each has. */
export async function appSectors({ db }: ServiceDeps, caller: Caller): Promise<AppSector[]> {
  return q.activeSectors(db, { communityId: caller.communityId, limit: APP_SECTORS_LIMIT });
}

/** The members' app's map: the active groups with coordinates (a capped number, `truncated` beyond). */
export async function groupsMap({ db }: ServiceDeps, caller: Caller): Promise<GroupsMap> {
  const { json, truncated } = await q.mapPointsJson(db, {
    communityId: caller.communityId,
    limit: GROUPS_MAP_LIMIT,
  });
  return withJsonItems<GroupsMap>({ truncated }, json);
}
