import { IconCalendarEvent } from '@tabler/icons-react';

/** Events (/events) and their home card. */
export const eventsFeature = {
  routes: [
    { path: '/events', page: () => import('./pages/events-page').then((m) => ({ Component: m.EventsPage })) },
  ],
  homeCard: {
    title: 'Eventos y Calendario',
    description: 'Planifica cultos, retiros y actividades especiales.',
    icon: IconCalendarEvent,
    color: 'teal',
  },
};
