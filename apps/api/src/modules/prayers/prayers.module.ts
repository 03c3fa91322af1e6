import { defineModule } from '../api-module.ts';
import { prayersRoutes } from './prayers.routes.ts';
import { seedPrayers } from './prayers.seed.ts';
import { prayerCounts, prayerDayCounts, prayerPraying, prayers } from './prayers.table.ts';

export const prayersModule = defineModule({
  name: 'prayers',
  routes: async (api) => {
    await api.register(prayersRoutes);
  },
  tables: { prayerCounts, prayerDayCounts, prayerPraying, prayers },
  seed: async ({ tx, demoId }) => {
    await seedPrayers(tx, demoId);
    return undefined;
  },
  /** A second praying mark of the same prayer by the same person, racing the first. */
  uniqueViolations: { prayer_praying_prayer_user_key: 'CONFLICT' },
});
