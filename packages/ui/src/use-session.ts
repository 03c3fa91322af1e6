import { useSyncExternalStore } from 'react';
import { onSessionChange, readSession, type Session } from './session';

let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function snapshot(): Session | null {
  const raw = `${localStorage.getItem('token')}|${localStorage.getItem('user')}`;
  if (raw !== cached.raw) cached = { raw, session: readSession() };
  return cached.session;
}

/** The current session, re-rendering on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, snapshot, () => null);
}
