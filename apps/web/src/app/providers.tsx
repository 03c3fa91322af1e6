import { ToastsWhenNeeded } from '@koinonia/ui/components/toasts-when-needed';
import { cssVariablesResolver, theme } from '@koinonia/ui/theme';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { router } from './router';

export function Providers() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ToastsWhenNeeded />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
