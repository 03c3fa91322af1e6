import { registerSW } from 'virtual:pwa-register';

/** How often an open app asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let update: ((reload?: boolean) => Promise<void>) | undefined;

function changed(next: boolean) {
  waiting = next;
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker, which keeps the app's files so it opens with no network. A new
 * version, once deployed and downloaded, waits until the person accepts it (app/update-prompt.tsx).
 */
export function startServiceWorker() {
  update = registerSW({
    onNeedRefresh: () => changed(true),
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
    },
  });
}

/** Whether a new version is downloaded and waiting, for useSyncExternalStore. */
export const newVersion = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: () => waiting,
  /** Switches to the new version and reloads the app. */
  apply: () => update?.(true),
  /** Keeps the running version until the app is opened again. */
  dismiss: () => changed(false),
};
