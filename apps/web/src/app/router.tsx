import { createBrowserRouter } from 'react-router';
import { ComingSoonPage } from '../components/coming-soon-page';
import { ActivityPage } from '../features/audit/pages/activity-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { CommunitiesPage } from '../features/communities/pages/communities-page';
import { GroupsPage } from '../features/groups/pages/groups-page';
import { HomePage } from '../features/home/pages/home-page';
import { UsersPage } from '../features/members/pages/users-page';
import { NewsPage } from '../features/news/pages/news-page';
import { AuthGate } from './auth-gate';
import { Shell } from './shell';

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <AuthGate />,
    children: [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/communities', element: <CommunitiesPage /> },
          { path: '/users', element: <UsersPage /> },
          { path: '/groups', element: <GroupsPage /> },
          { path: '/news', element: <NewsPage /> },
          { path: '/activity', element: <ActivityPage /> },
          { path: '/events', element: <ComingSoonPage title="Gestión de Eventos" /> },
          { path: '/community-posts', element: <ComingSoonPage title="Publicaciones de la Comunidad" /> },
          { path: '/prayers', element: <ComingSoonPage title="Centro de Oración" /> },
          { path: '/biblical-school', element: <ComingSoonPage title="Escuela Bíblica" /> },
          { path: '/notifications', element: <ComingSoonPage title="Centro de Notificaciones Push" /> },
          { path: '*', element: <ComingSoonPage title="Página no encontrada" notFound /> },
        ],
      },
    ],
  },
]);
