import { defineModule } from '../api-module.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { seedNotifications } from './notifications.seed.ts';
import {
  pushBroadcasts,
  pushDeliveries,
  pushDeviceCounts,
  pushDevices,
  pushPace,
  pushTickets,
} from './notifications.table.ts';
import { notificationsInboxRoutes } from './notifications-inbox.routes.ts';
import { pushPlugin } from './push.plugin.ts';
import { pushConfigOf } from './push-config.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  plugins: async (app, config) => {
    await app.register(pushPlugin, { config: pushConfigOf(config.push) });
  },
  routes: async (api) => {
    await api.register(notificationsRoutes);
    await api.register(notificationsInboxRoutes);
  },
  tables: { pushBroadcasts, pushDeliveries, pushDeviceCounts, pushDevices, pushPace, pushTickets },
  seed: async ({ tx, demoId }) => {
    await seedNotifications(tx, demoId);
    return undefined;
  },
  /** A second broadcast of a community while one is queued or sending. */
  uniqueViolations: { push_broadcasts_one_open_key: 'BROADCAST_IN_PROGRESS' },
});
