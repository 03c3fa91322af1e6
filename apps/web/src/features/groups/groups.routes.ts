import { IconUsersGroup } from '@tabler/icons-react';

/** Groups and sectors (/groups) and their home card. */
export const groupsFeature = {
  routes: [
    { path: '/groups', page: () => import('./pages/groups-page').then((m) => ({ Component: m.GroupsPage })) },
    { path: '/groups/:id', page: () => import('./pages/cell-page').then((m) => ({ Component: m.CellPage })) },
  ],
  homeCard: {
    title: 'Grupos y Células',
    description: 'Sectores, líderes, horarios y capacidad de cada grupo.',
    icon: IconUsersGroup,
    color: 'blue',
  },
};
