import { defineModule } from '../api-module.ts';
import { communitiesRoutes } from './communities.routes.ts';
import { communities, listVersions } from './communities.table.ts';

export const communitiesModule = defineModule({
  name: 'communities',
  routes: async (api) => {
    await api.register(communitiesRoutes);
  },
  tables: { communities, listVersions },
});
