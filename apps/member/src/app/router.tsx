import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppGate } from './app-gate';
import { AppLayout } from './app-layout';
import { SplashScreen } from './splash-screen';

/**
 * The app lives under /app/. Without a session the AppGate shows the sign-in in place of any screen,
 * at the same address; every screen is a chunk of its own, loaded when its route matches.
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  { path: '/restablecer/:token', lazy: page(() => import('../features/auth/pages/reset-password-page')) },
  {
    element: <AppGate />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      { path: '/comunidades', lazy: page(() => import('../features/communities/pages/communities-page')) },
      {
        // In the app's chunk: every signed-in screen needs it, and a chunk of its own is one more wait.
        Component: AppLayout,
        children: [
          { index: true, lazy: page(() => import('../features/home/pages/home-page')) },
          { path: '/noticias', lazy: page(() => import('../features/news/pages/news-page')) },
          { path: '/noticias/:id', lazy: page(() => import('../features/news/pages/news-detail-page')) },
          { path: '/comunidad', lazy: page(() => import('../features/posts/pages/feed-page')) },
          { path: '/comunidad/nueva', lazy: page(() => import('../features/posts/pages/new-post-page')) },
          { path: '/comunidad/:id', lazy: page(() => import('../features/posts/pages/post-page')) },
          { path: '/oracion', lazy: page(() => import('../features/prayers/pages/prayer-wall-page')) },
          { path: '/oracion/mias', lazy: page(() => import('../features/prayers/pages/my-prayers-page')) },
          { path: '/grupos', lazy: page(() => import('../features/groups/pages/groups-page')) },
          { path: '/eventos', lazy: page(() => import('../features/events/pages/events-page')) },
          { path: '/eventos/:id', lazy: page(() => import('../features/events/pages/event-detail-page')) },
          { path: '/escuela', lazy: page(() => import('../features/school/pages/courses-page')) },
          {
            path: '/escuela/mis-cursos',
            lazy: page(() => import('../features/school/pages/my-courses-page')),
          },
          { path: '/escuela/:id', lazy: page(() => import('../features/school/pages/course-page')) },
          { path: '/avisos', lazy: page(() => import('../features/notifications/pages/inbox-page')) },
          { path: '/perfil', lazy: page(() => import('../features/profile/pages/profile-page')) },
          { path: '*', lazy: page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/app' });
