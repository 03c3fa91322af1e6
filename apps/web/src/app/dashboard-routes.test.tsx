import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SplashScreen } from '../components/splash-screen';
import { fakeApi } from '../test/fake-api';
import { renderRoutes, signIn } from '../test/render';
import { featureRoutes, features } from './features';

/** The signed-in part of the router (router.tsx), in memory: the lazy layout and the features' routes. */
function renderDashboard(url: string) {
  return renderRoutes(
    [
      {
        hydrateFallbackElement: <SplashScreen />,
        lazy: () => import('./dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          ...featureRoutes,
          {
            path: '*',
            lazy: () =>
              import('../components/coming-soon-page').then((m) => ({
                element: <m.ComingSoonPage title="Página no encontrada" notFound />,
              })),
          },
        ],
      },
    ],
    { url },
  );
}

describe('dashboard routes', () => {
  // The layout and the pages these tests open, imported once beforehand through the manifests' own
  // loaders: a first import on a busy machine can outlast a wait, which would then test the machine.
  beforeAll(async () => {
    const opened = features
      .flatMap((f) => f.routes)
      .filter((r) => ['/', '/prayers', '/activity'].includes(r.path));
    await Promise.all([import('./dashboard-layout'), ...opened.map((route) => route.page())]);
  }, 120_000);

  it("show the home page with every feature's card, and open a page from its card", async () => {
    signIn();
    fakeApi({});
    const { user, router } = renderDashboard('/');

    const modules = await screen.findByRole('region', { name: 'Qué quieres gestionar hoy?' });
    expect(within(modules).getAllByRole('link')).toHaveLength(8);

    await user.click(within(modules).getByRole('link', { name: /^Centro de Oración/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de Oración' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prayers');
    // The way back is in the top bar (looked for there, not among every button of the page).
    await user.click(
      within(screen.getByRole('banner')).getAllByRole('button', { name: 'Volver al Inicio' })[0]!,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu Centro de Comando' }),
    ).toBeInTheDocument();
  });

  it("open the activity log from the user menu's entry", async () => {
    signIn();
    fakeApi({ 'GET /api/audit-log/actors': () => [] });
    const { user } = renderDashboard('/');

    await user.click(await screen.findByRole('button', { name: 'Menú de usuario: Ana Pastora' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Registro de actividad' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro de actividad' }),
    ).toBeInTheDocument();
  });

  it('answer an unknown address with the not-found page', async () => {
    signIn();
    renderDashboard('/no-existe');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
  });
});
