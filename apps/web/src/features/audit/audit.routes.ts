import { IconHistory } from '@tabler/icons-react';

/** The activity log (/activity): no home card, an entry in the user menu for pastors. */
export const auditFeature = {
  routes: [
    {
      path: '/activity',
      page: () => import('./pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
    },
  ],
  nav: { label: 'Registro de actividad', icon: IconHistory, adminOnly: true },
};
