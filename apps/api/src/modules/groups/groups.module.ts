import { defineModule } from '../api-module.ts';
import { groupsRoutes } from './groups.routes.ts';
import { seedGroups } from './groups.seed.ts';
import { groups, sectors } from './groups.table.ts';

export const groupsModule = defineModule({
  name: 'groups',
  routes: async (api) => {
    await api.register(groupsRoutes);
  },
  tables: { groups, sectors },
  seed: async ({ tx, demoId }) => {
    await seedGroups(tx, demoId);
    return undefined;
  },
  uniqueViolations: { sectors_community_name_key: 'SECTOR_NAME_TAKEN' },
});
