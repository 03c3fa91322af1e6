import './boot/boot.css';
import { setUnauthorizedHandler } from '@koinonia/ui/api-client';
import { readSession, setSessionKeyPrefix } from '@koinonia/ui/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInScreen } from './boot/sign-in-screen';

// The app's session is its own (same origin as the dashboard): see packages/ui/src/session.ts.
setSessionKeyPrefix('koinonia.app.');
// A 401 clears the session; the AppGate then shows the sign-in where the person was (no reload).
setUnauthorizedHandler(() => {});

/** Screens that open without a session: the invitation and the password reset links. */
const OPEN_PATHS = /^\/app\/(unirse|restablecer)\//;

const root = createRoot(document.getElementById('root')!);

/** The whole app (components, routes, data on the device), downloaded once it is needed. */
async function startApp() {
  const { App } = await import('./app/app');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (the app's files kept for opening offline), once the first screen has loaded.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./boot/service-worker').then((m) => m.startServiceWorker());
  });
}

// A phone without a session sees the sign-in at once, before the rest of the app has downloaded.
if (readSession() || OPEN_PATHS.test(window.location.pathname)) {
  void startApp();
} else {
  root.render(
    <StrictMode>
      <SignInScreen onSignedIn={() => void startApp()} />
    </StrictMode>,
  );
}
