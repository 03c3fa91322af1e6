import { IconUsersGroup } from '@tabler/icons-react';

/** Groups and sectors (/groups) and their home card. */
export const groupsFeature = {
  routes: [
    { path: '/groups', page: () => import('./pages/groups-page').then((m) => ({ Component: m.GroupsPage })) },
  ],
  homeCard: {
    title: 'Grupos y Células',
    description: 'Sectores, líderes, horarios y capacidad de cada grupo.',
    icon: IconUsersGroup,
    color: 'blue',
  },
};
