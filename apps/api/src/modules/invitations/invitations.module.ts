import { defineModule } from '../api-module.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { invitations } from './invitations.table.ts';

export const invitationsModule = defineModule({
  name: 'invitations',
  routes: async (api, config) => {
    await api.register(invitationsRoutes, {
      guessLimit: config.guessLimit,
      publicUrl: config.publicUrl,
    });
  },
  tables: { invitations },
  uniqueViolations: { invitations_code_key: 'CONFLICT' },
});
