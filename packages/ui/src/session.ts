import type { SessionUser } from '@koinonia/shared/auth/auth.schemas';

/** The session lives in localStorage, as the spec says: the token and the user object. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

type Listener = () => void;
const listeners = new Set<Listener>();

export interface Session {
  token: string;
  user: SessionUser;
}

export function readSession(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    return { token, user: JSON.parse(raw) as SessionUser };
  } catch {
    return null;
  }
}

export function saveSession(session: Session) {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  for (const l of listeners) l();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  for (const l of listeners) l();
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
