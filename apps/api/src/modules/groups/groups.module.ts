import { defineModule } from '../api-module.ts';
import { cellLifeRoutes } from './cell-life.routes.ts';
import { seedCellLife } from './cell-life.seed.ts';
import {
  cellWeekTotals,
  groupAttendance,
  groupJoinRequests,
  groupLastReports,
  groupMeetings,
  groupMembers,
  groupVisitors,
} from './cell-life.table.ts';
import { groupsRoutes } from './groups.routes.ts';
import { seedGroups } from './groups.seed.ts';
import { groups, sectors } from './groups.table.ts';

export const groupsModule = defineModule({
  name: 'groups',
  routes: async (api, config) => {
    await api.register(groupsRoutes);
    await api.register(cellLifeRoutes, { publicUrl: config.publicUrl });
  },
  tables: {
    groups,
    sectors,
    groupMembers,
    groupJoinRequests,
    groupMeetings,
    groupAttendance,
    groupVisitors,
    cellWeekTotals,
    groupLastReports,
  },
  seed: async ({ tx, demoId }) => {
    await seedGroups(tx, demoId);
    await seedCellLife(tx, demoId);
    return undefined;
  },
  uniqueViolations: {
    sectors_community_name_key: 'SECTOR_NAME_TAKEN',
    group_members_group_user_key: 'ALREADY_IN_GROUP',
    group_join_requests_pending_key: 'JOIN_REQUEST_PENDING',
    group_meetings_group_date_key: 'MEETING_DATE_TAKEN',
  },
});
