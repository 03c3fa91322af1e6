import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  loginThroughApi,
  screenshot,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { openGroups, SECTOR_LOCKED } from '../support/groups';

const browser = useBrowser();

const CREATE_REFUSED = 'Solo Super Admins pueden crear comunidades';
const DELETE_REFUSED = 'Solo Super Admins pueden eliminar comunidades';

/** Two frames after an action, by when a dialog it opened would be on screen. */
async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The text of the element(s) an element's aria-describedby points to. */
async function description(control: Locator) {
  return control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** Tabs forward until `control` has the focus (at most `max` presses). */
async function tabTo(page: Page, control: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await control.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control never received the keyboard focus');
}

interface Membership {
  id: string;
  role: string;
  user: { name: string };
}

async function addPerson(token: string, role: string) {
  const name = `Persona Rol ${uniqueSuffix()}`;
  const documentNumber = `77${Date.now().toString().slice(-8)}`;
  const reg = await apiCall('/auth/register', {
    method: 'POST',
    body: {
      name,
      email: `rol.${uniqueSuffix()}@correo.test`,
      password: 'clave-segura-1',
      documentNumber,
    },
  });
  expect(reg.status).toBe(201);
  const added = await apiCall('/community/members', {
    method: 'POST',
    token,
    body: { documentNumber, role },
  });
  expect(added.status).toBe(201);
  return { name, documentNumber };
}

async function roleOf(token: string, name: string) {
  const res = await apiCall<{ items: Membership[] }>(
    `/community/members?includeInactive=true&search=${encodeURIComponent(name)}`,
    { token },
  );
  return res.body.items.find((m) => m.user.name === name)?.role;
}

async function findMember(page: Page, person: { name: string; documentNumber: string }) {
  await page.goto('/users');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Miembros' }).waitFor();
  await page.getByLabel('Buscar miembros').fill(person.documentNumber);
  // The list may render a table and cards (one of them hidden by the layout): the visible one.
  const select = page.getByLabel(`Cambiar rol de ${person.name}`).filter({ visible: true });
  await select.waitFor();
  return select;
}

describe('offer only what can succeed', () => {
  it("'Mi Comunidad': create and delete are refused where they are, before any work", async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/communities') && r.method() !== 'GET') calls.push(r.method());
    });
    await page.goto('/communities');
    const card = page.getByTestId('community-card');
    await card.waitFor();

    const create = page.getByRole('button', { name: 'Nueva Comunidad' });
    const remove = card.getByRole('button', { name: 'Eliminar comunidad' });
    for (const [control, reason] of [
      [create, CREATE_REFUSED],
      [remove, DELETE_REFUSED],
    ] as const) {
      expect(await control.getAttribute('aria-disabled')).toBe('true');
      expect(await description(control)).toBe(reason);
      // Reachable by keyboard: Tab lands on it and the reason shows.
      await page.locator('body').focus();
      await tabTo(page, control);
      await page.getByRole('tooltip').filter({ hasText: reason }).waitFor();
      await screenshot(page, `honest-communities-${reason === CREATE_REFUSED ? 'create' : 'delete'}`);
      // Pressing it (Enter, or a click) opens nothing.
      await page.keyboard.press('Enter');
      await control.click({ force: true });
      await twoFrames(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    await expectAccessible(page, 'communities with refused actions');
    expect(calls).toEqual([]);
    expect(await page.getByTestId('community-card').count()).toBe(1);
    expect(page.consoleErrors).toEqual([]);
  });

  it('the locked sector delete says why on keyboard focus', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await openGroups(page, 'sectores');
    const locked = page.getByRole('button', { name: 'Eliminar sector Chapinero' });
    await locked.waitFor();
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    expect(await description(locked)).toBe(SECTOR_LOCKED);
    await page.getByRole('button', { name: 'Editar sector Chapinero' }).focus();
    await page.keyboard.press('Tab');
    expect(await locked.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('tooltip').filter({ hasText: SECTOR_LOCKED }).waitFor();
    await page.keyboard.press('Enter');
    await twoFrames(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page, 'sectors with a locked delete focused');
  });

  it('a promotion to Pastor asks first: cancelling keeps the role, confirming changes it', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const person = await addPerson(token, 'MEMBER');
    const select = await findMember(page, person);

    await select.selectOption({ label: 'Pastor' });
    const confirm = page.getByRole('dialog', { name: 'Confirmar cambio de rol' });
    await confirm
      .getByText(`¿Estás seguro de cambiar el rol de ${person.name} de Miembro a Pastor?`)
      .waitFor();
    await expectAccessible(page, 'role change confirmation');
    await screenshot(page, 'honest-role-confirmation');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await select.inputValue()).toBe('MEMBER');
    expect(await roleOf(token, person.name)).toBe('MEMBER');

    await select.selectOption({ label: 'Pastor' });
    await confirm.getByRole('button', { name: 'Cambiar rol' }).click();
    await page.getByText('Rol actualizado exitosamente').waitFor();
    await expect.poll(() => roleOf(token, person.name)).toBe('COMMUNITY_ADMIN');

    // Taking the Pastor role away asks too.
    await select.selectOption({ label: 'Ayudante' });
    await confirm
      .getByText(`¿Estás seguro de cambiar el rol de ${person.name} de Pastor a Ayudante?`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await roleOf(token, person.name)).toBe('COMMUNITY_ADMIN');
    expect(page.consoleErrors).toEqual([]);
  });

  it("any other role change is immediate, and 'Deshacer' puts the previous role back", async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const person = await addPerson(token, 'MEMBER');
    const select = await findMember(page, person);

    await select.selectOption({ label: 'Ayudante' });
    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Rol actualizado exitosamente' });
    await toast.waitFor();
    // The pointer on the toast keeps it open past its 10 s, as for a user about to press 'Deshacer'.
    await toast.hover();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => roleOf(token, person.name)).toBe('SECTION_ADMIN');
    await expectAccessible(page, 'role change toast with Deshacer');

    await toast.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByText(`Rol de ${person.name} restaurado a Miembro`).waitFor();
    await expect.poll(() => roleOf(token, person.name)).toBe('MEMBER');
    await expect.poll(() => select.inputValue()).toBe('MEMBER');
    expect(page.consoleErrors).toEqual([]);
  });
});
