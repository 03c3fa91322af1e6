import type { SessionUser } from '@koinonia/shared/auth/auth.schemas';

/**
 * The session lives in localStorage, as the spec says: the token and the user object. The dashboard
 * keeps them under the spec's keys; the members' app (same origin) under keys of its own, so signing
 * in, out or into another community in one app leaves the other as it was.
 */
let TOKEN_KEY = 'token';
let USER_KEY = 'user';

/** Called once, before anything reads the session, by an app that keeps its session apart. */
export function setSessionKeyPrefix(prefix: string) {
  TOKEN_KEY = `${prefix}token`;
  USER_KEY = `${prefix}user`;
}

/** The raw stored values, to tell when they changed (use-session.ts). */
export function rawSession(): string {
  return `${localStorage.getItem(TOKEN_KEY)}|${localStorage.getItem(USER_KEY)}`;
}

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
