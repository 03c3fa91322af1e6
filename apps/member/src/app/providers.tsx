import { cssVariablesResolver, theme } from '@koinonia/ui/theme';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { router } from './router';
import { UpdatePrompt } from './update-prompt';

// The toasts' component is a chunk of its own, loaded with the first toast (the sign-in never shows one).
const LazyToasts = lazy(() => import('@koinonia/ui/components/toasts').then((m) => ({ default: m.Toasts })));

const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

function ToastsWhenNeeded() {
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

export function Providers() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ToastsWhenNeeded />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </QueryClientProvider>
    </MantineProvider>
  );
}
