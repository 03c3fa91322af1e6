import { IconUsers } from '@tabler/icons-react';

/** Member management (/users) and its home card. */
export const membersFeature = {
  routes: [
    { path: '/users', page: () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage })) },
  ],
  homeCard: {
    title: 'Gestión de Miembros',
    description: 'Invita, organiza y acompaña a cada persona de tu comunidad.',
    icon: IconUsers,
    color: 'violet',
  },
};
