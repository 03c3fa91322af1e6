import { describe, expect, it } from 'vitest';
import { accounts, apiCall, expectAccessible, noSidewaysScroll, screenshot } from '../support/browser';
import {
  acceptThroughApi,
  createInvitation,
  newAccountDetails,
  pathOf,
  registerAccount,
  tokenOf,
} from '../support/member-accounts';
import { appSignIn, bottomNav, usePhoneApp } from '../support/member-app';

// The members' app on a phone: joining a community with an invitation link, as a new person, as
// someone with an account, and what an unusable link says.

const phone = usePhoneApp();
const DEMO = 'Iglesia Comunidad de Fe';

/** Whether the pastor of the demo community sees the person among the members, and with which role. */
async function roleInDemo(email: string) {
  const res = await apiCall<{ items: { role: string; user: { email: string } }[] }>(
    `/community/members?search=${encodeURIComponent(email)}`,
    { token: await tokenOf(accounts.pastor) },
  );
  return res.body.items.find((m) => m.user.email === email)?.role;
}

describe("members' app: joining with an invitation", () => {
  it('a new person signs up on the link and lands on Inicio of the community', async () => {
    const invitation = await createInvitation({ role: 'MEMBER', maxUses: 5 });
    const person = newAccountDetails('Nueva');
    const page = await phone.newPage();
    await page.goto(pathOf(invitation.url));
    await page.getByRole('heading', { level: 1, name: `Únete a ${DEMO}` }).waitFor();
    await page.getByText('Te invitaron a unirte como Miembro.').waitFor();
    expect(await page.title()).toBe('Unirse a una comunidad · Koinonia');
    await expectAccessible(page, 'app join (new person)');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-join-new');

    // The rules of sign-up, before anything is sent.
    await page.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
    await page.getByText('El nombre debe tener al menos 3 caracteres').waitFor();
    await page.getByText('El correo electrónico no es válido').waitFor();
    await expect(
      page.getByLabel('Nombre completo').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);

    await page.getByLabel('Nombre completo').fill(person.name);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Número de documento').fill(person.documentNumber);
    await page.getByLabel('Teléfono (opcional)').fill('3001234567');
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Crear cuenta y unirme' }).click();

    await bottomNav(page).waitFor();
    await page.getByRole('heading', { name: DEMO }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/?$/);
    expect(await roleInDemo(person.email)).toBe('MEMBER');
    expect(page.consoleErrors).toEqual([]);
  });

  it('someone with an account and no community signs in on the link and joins as a guest', async () => {
    const invitation = await createInvitation({ role: 'GUEST', maxUses: 5 });
    const person = await registerAccount('Con cuenta');
    const page = await phone.newPage();
    await page.goto(pathOf(invitation.url));
    await page.getByText('Te invitaron a unirte como Invitado.').waitFor();
    await page.getByRole('tab', { name: 'Ya tengo cuenta' }).click();
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await expectAccessible(page, 'app join (sign in)');
    await page.getByRole('button', { name: `Unirme a ${DEMO}` }).click();

    await bottomNav(page).waitFor();
    await page.getByRole('heading', { name: DEMO }).waitFor();
    expect(await roleInDemo(person.email)).toBe('GUEST');
  });

  it('a signed-in person joins with one tap; one already in the community just goes on in it', async () => {
    const invitation = await createInvitation();
    const person = await registerAccount('Sesión');
    const page = await phone.newPage();
    await appSignIn(page, person.email, person.password);
    await page.goto(pathOf(invitation.url));
    await page.getByText(`Entraste como ${person.name}`).waitFor();
    await expectAccessible(page, 'app join (signed in)');
    await screenshot(page, 'app-join-signed-in');
    await page.getByRole('button', { name: `Unirme a ${DEMO}` }).click();
    await bottomNav(page).waitFor();
    await page.getByRole('heading', { name: DEMO }).waitFor();

    // The same link again: already a member, the app goes on in the community and says so.
    await page.goto(pathOf(invitation.url));
    await page.getByRole('button', { name: `Unirme a ${DEMO}` }).click();
    await page.getByText(`Ya eres miembro de ${DEMO}.`).waitFor();
    await bottomNav(page).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/?$/);
  });

  it('a revoked, a used-up and an unknown invitation each say why, with no form', async () => {
    const pastor = await tokenOf(accounts.pastor);
    const revoked = await createInvitation();
    await apiCall(`/community/invitations/${revoked.id}`, { method: 'DELETE', token: pastor });
    const usedUp = await createInvitation({ maxUses: 1 });
    await acceptThroughApi(await registerAccount('Primera'), usedUp.code);

    const page = await phone.newPage();
    await page.goto(pathOf(revoked.url));
    await page.getByRole('heading', { level: 1, name: 'Invitación no disponible' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Esta invitación fue anulada.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Crear cuenta y unirme' }).count()).toBe(0);
    await expectAccessible(page, 'app join (revoked)');
    await screenshot(page, 'app-join-revoked');

    await page.goto(pathOf(usedUp.url));
    await page.getByRole('alert').filter({ hasText: 'alcanzó su número máximo de usos' }).waitFor();
    expect(await page.getByLabel('Correo electrónico').count()).toBe(0);

    await page.goto('/app/unirse/no-existe-este-codigo-1234');
    await page.getByRole('alert').filter({ hasText: 'La invitación no existe.' }).waitFor();
    await page.getByRole('link', { name: 'Ir a la app' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  });

  it('a person with no community is asked for an invitation link or code, and can sign out', async () => {
    const invitation = await createInvitation();
    const person = await registerAccount('Sin comunidad');
    const page = await phone.newPage();
    await page.goto('/app/');
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await page.getByRole('heading', { level: 1, name: 'Únete a tu comunidad' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/comunidades');
    await expectAccessible(page, 'app no community');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-no-community');

    const field = page.getByLabel('Enlace o código de invitación');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Escribe el código o pega el enlace de la invitación').waitFor();
    await field.fill(`Únete aquí: ${invitation.url}`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: `Unirme a ${DEMO}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pathOf(invitation.url));

    // The bare code works too.
    await page.goBack();
    await field.fill(invitation.code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: `Unirme a ${DEMO}` }).waitFor();

    await page.goBack();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  });
});
