import { defineModule } from '../api-module.ts';
import { membersRoutes } from './members.routes.ts';
import { memberCounts, memberListVersions, memberships } from './members.table.ts';

export const membersModule = defineModule({
  name: 'members',
  routes: async (api, config) => {
    await api.register(membersRoutes, { lookupLimit: config.lookupLimit });
  },
  tables: { memberCounts, memberListVersions, memberships },
  uniqueViolations: { memberships_community_user_key: 'ALREADY_ACTIVE_MEMBER' },
});
