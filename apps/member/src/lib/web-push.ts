import { ApiError, api } from '@koinonia/ui/api-client';

/**
 * Whether this phone can receive the app's notifications: not this browser ('unsupported'), not from
 * this server (it has no Web Push keys: 'unavailable'), refused by the person ('blocked'), or off / on.
 */
export type PushState = 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's service worker registration, if it has one (none while it installs, or when blocked). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return (await navigator.serviceWorker.getRegistration('/app/')) ?? undefined;
}

/** This phone's subscription to the app's notifications, if any. */
async function subscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await subscription()) ? 'on' : 'off';
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the phone for permission (only now, after the person tapped 'Activar notificaciones'),
 * subscribes with the server's VAPID key and registers the subscription as a device of platform web.
 */
export async function enablePush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const worker = await registration();
  if (!worker) return 'unsupported';
  let publicKey: string;
  try {
    ({ publicKey } = await api<{ publicKey: string }>('/notifications/vapid-public-key'));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'WEB_PUSH_DISABLED') return 'unavailable';
    throw error;
  }
  const created = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = created.toJSON();
  try {
    await api('/notifications/devices', {
      method: 'POST',
      body: { platform: 'web', subscription: { endpoint, keys } },
    });
  } catch (error) {
    // Not registered: the phone is not left subscribed to notifications that would never come.
    await created.unsubscribe();
    throw error;
  }
  return 'on';
}

/** Removes this phone's subscription, on the server (while the session lasts) and in the browser. */
export async function disablePush(): Promise<void> {
  const current = await subscription();
  if (!current) return;
  await api(`/notifications/devices/${encodeURIComponent(current.endpoint)}`, { method: 'DELETE' }).catch(
    () => undefined,
  );
  await current.unsubscribe();
}
