import { defineModule } from '../api-module.ts';
import { auditRoutes } from './audit.routes.ts';
import { auditLog } from './audit.table.ts';

export const auditModule = defineModule({
  name: 'audit',
  routes: async (api) => {
    await api.register(auditRoutes);
  },
  tables: { auditLog },
});
