import { defineModule } from '../api-module.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { invitations } from './invitations.table.ts';

/** Default: 30 unknown codes per address every 15 minutes (see docs/decisions/invitations.md). */
export const defaultGuessLimit = { max: 30, windowMs: 15 * 60 * 1000 };

export const invitationsModule = defineModule({
  name: 'invitations',
  routes: async (api, config) => {
    await api.register(invitationsRoutes, {
      guessLimit: config.guessLimit ?? defaultGuessLimit,
      publicUrl: config.publicUrl,
    });
  },
  tables: { invitations },
  uniqueViolations: { invitations_code_key: 'CONFLICT' },
});
