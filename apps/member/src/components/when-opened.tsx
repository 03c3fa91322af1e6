import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens on: its code (and its form's validation)
 * downloads when the person first asks for it, not with the screen. It then stays mounted, so it closes
 * with its transition and gives the focus back like any other dialog.
 */
export function WhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);
  if (!everOpened && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
