import { defineModule } from '../api-module.ts';
import { authRoutes } from './auth.routes.ts';
import { loginThrottle, users } from './auth.table.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: async (api, config) => {
    await api.register(authRoutes, {
      loginThrottle: config.loginThrottle,
      registerLimit: config.registerLimit,
    });
  },
  tables: { loginThrottle, users },
  uniqueViolations: { users_email_key: 'EMAIL_TAKEN', users_document_number_key: 'DOCUMENT_TAKEN' },
});
