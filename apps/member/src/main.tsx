import './boot/boot.css';
import { readEarly, setUnauthorizedHandler } from '@koinonia/ui/api-client';
import { readSession, setSessionKeyPrefix } from '@koinonia/ui/session';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadScreen } from './app/screens';
import type { JoinOutcome } from './boot/join-screen';
import { SignInScreen } from './boot/sign-in-screen';

// The app's session is its own (same origin as the dashboard): see packages/ui/src/session.ts.
setSessionKeyPrefix('koinonia.app.');
// A 401 clears the session; the AppGate then shows the sign-in where the person was (no reload).
setUnauthorizedHandler(() => {});

/** The screens a link opens without a session: an invitation, a password reset. */
const INVITATION_PATH = /^\/app\/unirse\/([^/]+)\/?$/;
const OPEN_PATHS = /^\/app\/restablecer\//;

const root = createRoot(document.getElementById('root')!);

/**
 * The whole app (components, routes, data on the device), downloaded once it is needed, together with
 * the code of the screen it opens on.
 */
async function startApp() {
  preloadScreen(window.location.pathname);
  const { App } = await import('./app/app');
  // A transition: React renders the app in short pieces, so the phone answers touches meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/** A path segment as it was written; one that is not valid percent-encoding is taken as it comes. */
function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// The service worker (the app's files kept for opening offline), once the first screen has loaded.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./boot/service-worker').then((m) => m.startServiceWorker());
  });
}

/** The invitation's screen (a small chunk of plain elements, like the sign-in), then the app at Inicio. */
async function showInvitation(code: string) {
  // The invitation itself, asked for while the screen's code arrives (join-screen.tsx reads it).
  readEarly([{ path: `/invitations/${encodeURIComponent(code)}` }]);
  const { JoinScreen } = await import('./boot/join-screen');
  const joined = async (outcome: JoinOutcome, communityName: string) => {
    window.history.replaceState(null, '', '/app/');
    await startApp();
    if (outcome === 'already-member') {
      const { notifyInfo } = await import('@koinonia/ui/notify');
      notifyInfo(`Ya eres miembro de ${communityName}.`);
    }
  };
  root.render(
    <StrictMode>
      <JoinScreen code={code} onJoined={(outcome, name) => void joined(outcome, name)} />
    </StrictMode>,
  );
}

// A phone without a session sees the sign-in at once, before the rest of the app has downloaded; an
// invitation's link shows the invitation, signed in or not.
const invitation = INVITATION_PATH.exec(window.location.pathname)?.[1];
if (invitation) {
  void showInvitation(safeDecode(invitation));
} else if (readSession() || OPEN_PATHS.test(window.location.pathname)) {
  // The page's own splash (index.html) stays until the app's first screen replaces it.
  void startApp();
} else {
  root.render(
    <StrictMode>
      <SignInScreen
        onSignedIn={({ chooseCommunity }) => {
          // A person in several communities picks one first (the app opens at /comunidades).
          if (chooseCommunity) window.history.replaceState(null, '', '/app/comunidades');
          void startApp();
        }}
      />
    </StrictMode>,
  );
}
