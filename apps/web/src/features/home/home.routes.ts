/** The home page ('/'). It has no card of its own: it shows the others' (app/features.ts). */
export const homeFeature = {
  routes: [{ path: '/', page: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) }],
};
