import { lazy, Suspense, useSyncExternalStore } from 'react';
import { newVersion } from '../boot/service-worker';

// The card's code (and the components it uses) loads when a new version is there.
const UpdatePromptCard = lazy(() =>
  import('./update-prompt-card').then((m) => ({ default: m.UpdatePromptCard })),
);

/**
 * 'Hay una nueva versión de la app': shown when a deployed version has been downloaded by the service
 * worker. 'Actualizar' reloads into it; until then the person keeps the version they are using.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(newVersion.subscribe, newVersion.waiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptCard />
    </Suspense>
  );
}
