import { useSyncExternalStore } from 'react';
import { onSessionChange, rawSession, readSession, type Session } from './session';

let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function snapshot(): Session | null {
  const raw = rawSession();
  if (raw !== cached.raw) cached = { raw, session: readSession() };
  return cached.session;
}

/** The current session, re-rendering on login and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(onSessionChange, snapshot, () => null);
}
