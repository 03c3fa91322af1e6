import { describe, expect, it } from 'vitest';
import { accounts, apiCall, expectAccessible, noSidewaysScroll, screenshot } from '../support/browser';
import {
  acceptThroughApi,
  createInvitation,
  pathOf,
  registerAccount,
  tokenOf,
} from '../support/member-accounts';
import { bottomNav, usePhoneApp } from '../support/member-app';

// The members' app on a phone: a new password from a pastor's one-time link, and a person in two
// communities choosing and switching between them.

const phone = usePhoneApp();
const DEMO = 'Iglesia Comunidad de Fe';
const NEIGHBOUR = 'Iglesia Vecina';

describe("members' app: accounts", () => {
  it("sets a new password with a pastor's link, signs in with it, and the link works once", async () => {
    const member = await registerAccount('Olvidó');
    await acceptThroughApi(member, (await createInvitation()).code);
    const link = await apiCall<{ url: string }>(`/community/members/${member.id}/password-reset-link`, {
      method: 'POST',
      token: await tokenOf(accounts.pastor),
    });
    expect(link.status).toBe(200);
    const newPassword = 'una-clave-nueva-2024';

    const page = await phone.newPage();
    await page.goto(pathOf(link.body.url));
    await page.getByRole('heading', { level: 1, name: 'Crea una nueva contraseña' }).waitFor();
    expect(await page.title()).toBe('Nueva contraseña · Koinonia');
    await expectAccessible(page, 'app reset password');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-reset-password');

    await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();

    await page.getByRole('heading', { level: 1, name: 'Contraseña cambiada' }).waitFor();
    await expectAccessible(page, 'app reset password done');
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await bottomNav(page).waitFor();
    await page.getByRole('heading', { name: DEMO }).waitFor();

    // The second use of the link.
    const again = await phone.newPage();
    await again.goto(pathOf(link.body.url));
    await again.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-mas-9');
    await again.getByLabel('Confirmar contraseña').fill('otra-clave-mas-9');
    await again.getByRole('button', { name: 'Guardar contraseña' }).click();
    await again.getByRole('heading', { level: 1, name: 'Enlace no disponible' }).waitFor();
    await again.getByRole('alert').filter({ hasText: 'ya se usó o venció' }).waitFor();
    await expectAccessible(again, 'app reset password used');
    await again.close();

    await page.goto('/app/restablecer/un-enlace-que-no-existe');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-mas-9');
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-mas-9');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('alert').filter({ hasText: 'no existe' }).waitFor();
  });

  it('a person in two communities picks one after signing in, and switches to the other', async () => {
    const person = await registerAccount('Dos iglesias');
    await acceptThroughApi(person, (await createInvitation()).code);
    await acceptThroughApi(person, (await createInvitation({}, accounts.neighbour)).code);

    const page = await phone.newPage();
    await page.goto('/app/');
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.getByRole('heading', { level: 1, name: 'Tus comunidades' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/comunidades');
    const list = page.getByRole('list', { name: 'Tus comunidades' });
    await list.getByRole('button', { name: new RegExp(DEMO) }).waitFor();
    await list.getByRole('button', { name: new RegExp(NEIGHBOUR) }).waitFor();
    await expectAccessible(page, 'app communities');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-communities');

    const current = list.locator('[aria-current="true"]');
    const start = (await current.innerText()).includes(NEIGHBOUR) ? NEIGHBOUR : DEMO;
    const other = start === DEMO ? NEIGHBOUR : DEMO;

    await list.getByRole('button', { name: new RegExp(other) }).click();
    await bottomNav(page).waitFor();
    await page.getByRole('heading', { level: 2, name: other }).waitFor();

    // And back, from the communities screen.
    await page.goto('/app/comunidades');
    await list.locator('[aria-current="true"]', { hasText: other }).waitFor();
    await list.getByRole('button', { name: new RegExp(start) }).click();
    await bottomNav(page).waitFor();
    await page.getByRole('heading', { level: 2, name: start }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });
});
