import { ToastsWhenNeeded } from '@koinonia/ui/components/toasts-when-needed';
import { cssVariablesResolver, theme } from '@koinonia/ui/theme';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { UpdatePrompt } from './update-prompt';

export function Providers() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ToastsWhenNeeded />
        <AppRoutes />
        <UpdatePrompt />
      </QueryClientProvider>
    </MantineProvider>
  );
}
