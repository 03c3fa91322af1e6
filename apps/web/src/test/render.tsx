import type { SessionUser } from '@koinonia/shared/auth/auth.schemas';
import { saveSession } from '@koinonia/ui/session';
import { theme } from '@koinonia/ui/theme';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** A pastor of 'Iglesia Central', the dashboard's usual user. */
export const pastor: SessionUser = {
  id: '7d1a4c1e-0000-4000-8000-000000000001',
  role: 'COMMUNITY_ADMIN',
  communityId: 'c0000000-0000-4000-8000-000000000001',
  email: 'pastor@iglesia.org',
  name: 'Ana Pastora',
  type: 'community',
};

/** Stores a session in localStorage, as a login does. */
export function signIn(user: Partial<SessionUser> = {}) {
  saveSession({ token: 'test-token', user: { ...pastor, ...user } });
}

/**
 * Renders `ui` at `url` with the app's providers: Mantine (its theme; `env="test"` turns off
 * transitions and portals), the confirm dialogs, the toasts, a fresh QueryClient that never retries, and
 * a memory router. Returns the user-event instance (no timer between its events) and the router (its
 * location after a click).
 */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], { url });
}

/**
 * Signs in `user` (the pastor unless told otherwise), starts the fake API `serve` returns and renders
 * `ui` at `url`. Returns the fake API with what `renderWithProviders` returns.
 */
export function renderSignedIn<A>(
  ui: ReactNode,
  url: string,
  serve: () => A,
  user: Partial<SessionUser> = {},
) {
  signIn(user);
  const api = serve();
  return { api, ...renderWithProviders(ui, { url }) };
}

/** Renders routes (lazy ones too) at `url`, with the same providers as `renderWithProviders`. */
export function renderRoutes(routes: RouteObject[], { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // No pause (a timer) between the keys and clicks of one call: React renders each event as it comes,
  // and a timer per key only lets a busy machine interleave other work.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, router, queryClient };
}
