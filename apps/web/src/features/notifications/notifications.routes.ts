import { IconBell } from '@tabler/icons-react';

/** Push notifications (/notifications) and their home card. */
export const notificationsFeature = {
  routes: [
    {
      path: '/notifications',
      page: () => import('./pages/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
    },
  ],
  homeCard: {
    title: 'Notificaciones Push',
    description: 'Envía mensajes directos a los teléfonos de tus miembros.',
    icon: IconBell,
    color: 'orange',
  },
};
