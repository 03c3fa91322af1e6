import { defineModule } from '../api-module.ts';
import { appConfigRoutes } from './app-config.routes.ts';

export const appConfigModule = defineModule({
  name: 'app-config',
  routes: async (api, config) => {
    await api.register(appConfigRoutes, { map: config.map });
  },
});
