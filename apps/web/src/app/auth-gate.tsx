import { clearSession } from '@koinonia/ui/session';
import { useSession } from '@koinonia/ui/use-session';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SplashScreen } from '../components/splash-screen';
import { LoginPage } from '../features/auth/pages/login-page';
import { dashboardAccessError } from '../lib/dashboard-access';

/** How long the start-up splash stays, so reading the session never flashes the login screen. */
const SPLASH_MS = 300;
let started = false;

/**
 * Guards every dashboard route: a splash while the session is read at start-up, the login screen
 * (same URL) without a valid session, the routed content with one.
 */
export function AuthGate() {
  const [booting, setBooting] = useState(!started);
  const session = useSession();
  const refusal = session ? dashboardAccessError(session.user) : null;

  useEffect(() => {
    if (!booting) return;
    const timer = setTimeout(() => {
      started = true;
      setBooting(false);
    }, SPLASH_MS);
    return () => clearTimeout(timer);
  }, [booting]);

  // A stored session that may not use the dashboard (edited storage, old role) is dropped.
  useEffect(() => {
    if (session && refusal) clearSession();
  }, [session, refusal]);

  if (booting) return <SplashScreen />;
  if (!session || refusal) return <LoginPage />;
  return <Outlet />;
}
