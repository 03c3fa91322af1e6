import { defineModule } from '../api-module.ts';
import { passwordResetsRoutes } from './password-resets.routes.ts';
import { passwordResets } from './password-resets.table.ts';

export const passwordResetsModule = defineModule({
  name: 'password-resets',
  routes: async (api, config) => {
    await api.register(passwordResetsRoutes, { guessLimit: config.guessLimit, publicUrl: config.publicUrl });
  },
  tables: { passwordResets },
  uniqueViolations: { password_resets_token_hash_key: 'CONFLICT' },
});
