/** Mi Comunidad (/communities): reached from the home page's first steps, not from a card. */
export const communitiesFeature = {
  routes: [
    {
      path: '/communities',
      page: () => import('./pages/communities-page').then((m) => ({ Component: m.CommunitiesPage })),
    },
  ],
};
