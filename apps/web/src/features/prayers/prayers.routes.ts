import { IconHeartHandshake } from '@tabler/icons-react';

/** Prayer requests (/prayers) and their home card. */
export const prayersFeature = {
  routes: [
    {
      path: '/prayers',
      page: () => import('./pages/prayers-page').then((m) => ({ Component: m.PrayersPage })),
    },
  ],
  homeCard: {
    title: 'Centro de Oración',
    description: 'Recibe y acompaña las peticiones de oración.',
    icon: IconHeartHandshake,
    color: 'pink',
  },
};
