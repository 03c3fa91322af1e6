import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toasts' component (with its transitions and scroll lock) is a chunk of its own, loaded with the
// first toast: a sign-in page never shows one. `notifications.show()` only writes to the store, which
// keeps what was shown before the component arrived, and the component then renders it.
const LazyToasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/** The app's toasts, from the first one on (nothing is downloaded before). */
export function ToastsWhenNeeded() {
  const [needed, setNeeded] = useState(hasToasts);
  useEffect(() => {
    if (needed) return;
    if (hasToasts()) setNeeded(true);
    return notificationsStore.subscribe(() => {
      if (hasToasts()) setNeeded(true);
    });
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
}
