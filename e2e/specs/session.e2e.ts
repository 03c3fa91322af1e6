import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  DEMO_PASSWORD,
  expectAccessible,
  loginThroughApi,
  loginThroughForm,
  screenshot,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar a Koinonia' }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));

/** The eight home cards and the page each one opens (the heading of that page). */
const homeCards = [
  { card: 'Gestión de Miembros', path: '/users', heading: 'Gestión de Miembros' },
  { card: 'Grupos y Células', path: '/groups', heading: 'Gestión de Grupos' },
  { card: 'Centro de Noticias', path: '/news', heading: 'Gestión de Noticias' },
  { card: 'Eventos y Calendario', path: '/events', heading: 'Gestión de Eventos' },
  { card: 'Publicaciones', path: '/community-posts', heading: 'Publicaciones de la Comunidad' },
  { card: 'Centro de Oración', path: '/prayers', heading: 'Centro de Oración' },
  { card: 'Notificaciones Push', path: '/notifications', heading: 'Centro de Notificaciones Push' },
  { card: 'Escuela Bíblica', path: '/biblical-school', heading: 'Escuela Bíblica' },
];

describe('session and shell', () => {
  it('shows the splash while the session is read, then the login screen in place of the page', async () => {
    const page = await browser.newPage();
    // Records whether 'Iniciando...' was ever rendered (the splash lasts a fraction of a second).
    await page.addInitScript(() => {
      const w = window as unknown as { sawSplash?: boolean };
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Iniciando...')) w.sawSplash = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/users');
    await page.getByRole('button', { name: 'Ingresar a Koinonia' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawSplash?: boolean }).sawSplash)).toBe(true);
    // Not authenticated: the login screen is shown instead of the content, at the same address.
    expect(new URL(page.url()).pathname).toBe('/users');
    expect(await page.getByRole('heading', { name: 'Gestión de Miembros' }).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('logs in: the wrong password is refused with the server’s message, then the right one enters', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    // Branding panel: tagline and the three value cards.
    await page.getByText('Tu comunidad, unida e informada en un solo lugar.').waitFor();
    for (const value of ['Información oportuna', 'Interacción en tiempo real', 'Unidos en propósito']) {
      await page.getByText(value, { exact: true }).waitFor();
    }
    await page.getByText(/Conexión segura/).waitFor();
    await expectAccessible(page, 'login');
    await screenshot(page, 'login');

    // Required fields, checked by the form (no native validation).
    await page.getByRole('button', { name: 'Ingresar a Koinonia' }).click();
    await page.getByText('El correo electrónico es requerido').waitFor();
    await page.getByText('La contraseña es requerida').waitFor();

    // Show/hide the password.
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('secreto-visible');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await fillLogin(page, accounts.pastor, 'contraseña-incorrecta');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Correo electrónico o contraseña incorrectos' })
      .waitFor();
    expect((await storedSession(page)).token).toBeNull();
    await screenshot(page, 'login-wrong-password');

    await fillLogin(page, accounts.pastor, DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Tu Centro de Comando' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({
      email: accounts.pastor,
      role: 'COMMUNITY_ADMIN',
      type: 'community',
    });
    expect(page.consoleErrors).toEqual([]);
  });

  it('refuses the dashboard to a member and to an account without a community', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await fillLogin(page, accounts.member, DEMO_PASSWORD);
    await page
      .getByRole('alert')
      .filter({ hasText: 'No tienes los permisos necesarios para acceder a este panel.' })
      .waitFor();
    expect((await storedSession(page)).token).toBeNull();

    const suffix = uniqueSuffix();
    const email = `sin.comunidad.${suffix}@correo.test`;
    const registered = await apiCall('/auth/register', {
      method: 'POST',
      body: {
        name: 'Persona Sin Comunidad',
        email,
        password: 'clave-segura-1',
        documentNumber: `77${suffix}`,
      },
    });
    expect(registered.status).toBe(201);
    await fillLogin(page, email, 'clave-segura-1');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Tu cuenta no está asociada a ninguna comunidad. Contacta al administrador.' })
      .waitFor();
    expect((await storedSession(page)).token).toBeNull();
    expect(await page.getByRole('heading', { name: 'Tu Centro de Comando' }).count()).toBe(0);
  });

  it('home: the eight cards open their pages, the top bar goes back, the footer hides on the home', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tu Centro de Comando' }).waitFor();
    await page.getByText('Qué quieres gestionar hoy?').waitFor();
    await page.getByText(/Hechos 2:42/).waitFor();
    await page.getByRole('heading', { name: 'Primeros pasos recomendados' }).waitFor();
    for (const tip of ['Configura tu comunidad', 'Invita a tu equipo', 'Activa las funciones']) {
      await page.getByRole('heading', { name: tip }).waitFor();
    }
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Volver al Inicio' }).count()).toBe(0);
    await expectAccessible(page, 'home');
    await screenshot(page, 'home');

    for (const { card, path, heading } of homeCards) {
      await page.getByRole('link', { name: new RegExp(`^${card}`) }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('footer').waitFor();
      await page.getByRole('button', { name: 'Volver al Inicio' }).click();
      await page.getByRole('heading', { name: 'Tu Centro de Comando' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it('the user menu shows who is signed in and logs out', async () => {
    const page = await browser.newPage();
    await loginThroughForm(page, accounts.helper);
    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu');
    await menu.getByText('ayudante@demo.koinonia.test').waitFor();
    // A helper is not a community administrator: the badge says 'Usuario'.
    await menu.getByText('Usuario', { exact: true }).waitFor();
    await expectAccessible(page, 'user menu');
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('button', { name: 'Ingresar a Koinonia' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    await loginThroughForm(page, accounts.pastor);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menu').getByText('Administrador', { exact: true }).waitFor();
    await page.getByRole('menu').getByText('Pastor Andrés Gómez').waitFor();
  });

  it('a 401 on any call clears the session and sends the user to /login', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    // The token is no longer accepted (as when it expires): the next call answers 401.
    await page.evaluate(() => localStorage.setItem('token', 'token.que.expiro'));
    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Ingresar a Koinonia' }).waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});
