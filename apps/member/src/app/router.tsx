import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppGate } from './app-gate';
import { AppLayout } from './app-layout';
import { SCREENS, type ScreenPath, WITHOUT_HEADER } from './screens';
import { SplashScreen } from './splash-screen';

/** Each screen as a component whose code loads when it is first shown (a chunk of its own). */
const screens = new Map(
  (Object.keys(SCREENS) as ScreenPath[]).map((path) => [path, lazy<React.ComponentType>(SCREENS[path])]),
);

function screen(path: ScreenPath) {
  const Screen = screens.get(path);
  return Screen ? <Screen /> : null;
}

/**
 * The app lives under /app/. Without a session the AppGate shows the sign-in in place of any screen,
 * at the same address. React Router's declarative routes: the app needs no loaders or actions, and its
 * data router is half of the libraries' code. Moving to another screen is a transition, so the current
 * screen stays until the next one's code has come; the splash shows only while the first one loads.
 */
export function AppRoutes() {
  return (
    <BrowserRouter basename="/app">
      <Suspense fallback={<SplashScreen />}>
        <Routes>
          <Route path="/restablecer/:token" element={screen('/restablecer/:token')} />
          <Route element={<AppGate />}>
            <Route path="/comunidades" element={screen('/comunidades')} />
            {/* In the app's chunk: every signed-in screen needs it, and a chunk of its own is one more wait. */}
            <Route element={<AppLayout />}>
              {(Object.keys(SCREENS) as ScreenPath[])
                .filter((path) => !WITHOUT_HEADER.has(path))
                .map((path) =>
                  path === '/' ? (
                    <Route key={path} index element={screen(path)} />
                  ) : (
                    <Route key={path} path={path} element={screen(path)} />
                  ),
                )}
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
