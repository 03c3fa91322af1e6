import { describe, expect, it } from 'vitest';
import { accounts, DEMO_PASSWORD, expectAccessible, noSidewaysScroll, screenshot } from '../support/browser';
import { APP_TOKEN_KEY, bottomNav, usePhoneApp } from '../support/member-app';

// The members' app on a phone: signing in, the four sections, and its session kept apart from the
// dashboard's.

const phone = usePhoneApp();

describe("members' app: sign in", () => {
  it('shows the sign-in, refuses a wrong password in Spanish, then opens Inicio', async () => {
    const page = await phone.newPage();
    await page.goto('/app/');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await expectAccessible(page, 'app sign-in');
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Entrar' }).click();
    // The form's validation (the shared schema) arrives with the first focus: the message follows.
    await page.getByText('El correo electrónico es requerido').waitFor();
    await expect(
      page.getByLabel('Correo electrónico').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);

    await page.getByLabel('Correo electrónico').fill(accounts.member);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /credenciales|contraseña/i })
      .waitFor();

    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await bottomNav(page).waitFor();
    await page.getByRole('heading', { name: 'Iglesia Comunidad de Fe' }).waitFor();
    for (const name of ['Inicio', 'Grupos', 'Eventos', 'Perfil'])
      await bottomNav(page).getByRole('link', { name }).waitFor();
    await expect(
      bottomNav(page).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await screenshot(page, 'app-signed-in');

    // The dashboard's session is untouched by the app's.
    const stored = await page.evaluate(
      (key) => [localStorage.getItem(key), localStorage.getItem('token')],
      APP_TOKEN_KEY,
    );
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeNull();
    expect(page.consoleErrors).toEqual([]);
  });

  it('keeps the screen a person opened: a deep link signs in where it was', async () => {
    const page = await phone.newPage();
    await page.goto('/app/eventos');
    await page.getByLabel('Correo electrónico').fill(accounts.member);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await bottomNav(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/eventos');
    await expect(
      bottomNav(page).getByRole('link', { name: 'Eventos' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
  });
});
