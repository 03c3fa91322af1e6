import { createBrowserRouter, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { LoginPage } from '../features/auth/pages/login-page';
import { AuthGate } from './auth-gate';

/**
 * Every signed-in screen is its own chunk, loaded when its route matches (React Router's lazy): the
 * first load of /login fetches only the entry (the login screen, which the AuthGate also shows in
 * place of any page without a session). The dashboard layout brings the rest of Mantine's stylesheet
 * and the modals; each page brings its own code (dnd-kit with the news table…).
 */
const comingSoon =
  (title: string, notFound = false): RouteObject['lazy'] =>
  async () => {
    const { ComingSoonPage } = await import('../components/coming-soon-page');
    return { element: <ComingSoonPage title={title} notFound={notFound} /> };
  };

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <AuthGate />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      {
        lazy: () => import('./dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          {
            path: '/',
            lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: '/communities',
            lazy: () =>
              import('../features/communities/pages/communities-page').then((m) => ({
                Component: m.CommunitiesPage,
              })),
          },
          {
            path: '/users',
            lazy: () =>
              import('../features/members/pages/users-page').then((m) => ({ Component: m.UsersPage })),
          },
          {
            path: '/groups',
            lazy: () =>
              import('../features/groups/pages/groups-page').then((m) => ({ Component: m.GroupsPage })),
          },
          {
            path: '/news',
            lazy: () => import('../features/news/pages/news-page').then((m) => ({ Component: m.NewsPage })),
          },
          {
            path: '/activity',
            lazy: () =>
              import('../features/audit/pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
          },
          {
            path: '/events',
            lazy: () =>
              import('../features/events/pages/events-page').then((m) => ({ Component: m.EventsPage })),
          },
          {
            path: '/community-posts',
            lazy: () =>
              import('../features/posts/pages/community-posts-page').then((m) => ({
                Component: m.CommunityPostsPage,
              })),
          },
          {
            path: '/prayers',
            lazy: () =>
              import('../features/prayers/pages/prayers-page').then((m) => ({ Component: m.PrayersPage })),
          },
          {
            path: '/biblical-school',
            lazy: () =>
              import('../features/school/pages/biblical-school-page').then((m) => ({
                Component: m.BiblicalSchoolPage,
              })),
          },
          {
            path: '/notifications',
            lazy: () =>
              import('../features/notifications/pages/notifications-page').then((m) => ({
                Component: m.NotificationsPage,
              })),
          },
          { path: '*', lazy: comingSoon('Página no encontrada', true) },
        ],
      },
    ],
  },
]);
