import { createBrowserRouter, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { LoginPage } from '../features/auth/pages/login-page';
import { AuthGate } from './auth-gate';
import { featureRoutes } from './features';

/**
 * Every signed-in screen is its own chunk, loaded when its route matches (React Router's lazy): the
 * first load of /login fetches only the entry (the login screen, which the AuthGate also shows in
 * place of any page without a session). Each feature declares its routes in its manifest, listed in
 * features.ts. The dashboard layout brings the rest of Mantine's stylesheet and the modals; each page
 * brings its own code (dnd-kit with the news table…).
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
        children: [...featureRoutes, { path: '*', lazy: comingSoon('Página no encontrada', true) }],
      },
    ],
  },
]);
