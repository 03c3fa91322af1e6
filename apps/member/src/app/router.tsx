import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppGate } from './app-gate';
import { AppLayout } from './app-layout';
import { SCREENS, type ScreenPath, WITHOUT_HEADER } from './screens';
import { SplashScreen } from './splash-screen';

/**
 * The app lives under /app/. Without a session the AppGate shows the sign-in in place of any screen,
 * at the same address; every screen is a chunk of its own, loaded when its route matches.
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const layoutScreens: RouteObject[] = (Object.keys(SCREENS) as ScreenPath[])
  .filter((path) => !WITHOUT_HEADER.has(path))
  .map((path) =>
    path === '/' ? { index: true, lazy: page(SCREENS[path]) } : { path, lazy: page(SCREENS[path]) },
  );

export const routes: RouteObject[] = [
  { path: '/restablecer/:token', lazy: page(SCREENS['/restablecer/:token']) },
  {
    element: <AppGate />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      { path: '/comunidades', lazy: page(SCREENS['/comunidades']) },
      // In the app's chunk: every signed-in screen needs it, and a chunk of its own is one more wait.
      { Component: AppLayout, children: layoutScreens },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/app' });
