import { imageTypes } from '@koinonia/shared/images/image-url';
import { namesIn } from '../../lib/stored-images.ts';
import { defineModule } from '../api-module.ts';
import { eventsRoutes } from './events.routes.ts';
import { seedEvents } from './events.seed.ts';
import { eventInterests, events } from './events.table.ts';
import { eventsAppRoutes } from './events-app.routes.ts';

export const eventsModule = defineModule({
  name: 'events',
  routes: async (api, config) => {
    await api.register(eventsRoutes);
    await api.register(eventsAppRoutes, { secret: config.jwtSecret });
  },
  tables: { eventInterests, events },
  seed: async ({ tx, demoId, neighbourId }) => {
    await seedEvents(tx, demoId, neighbourId);
    return undefined;
  },
  imageReferences: { [imageTypes.events]: namesIn(events.imageUrl) },
  /** A second interest of the same person in the same event, racing the first. */
  uniqueViolations: { event_interests_event_user_key: 'CONFLICT' },
});
