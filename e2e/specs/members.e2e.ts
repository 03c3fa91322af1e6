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

const browser = useBrowser();

interface DashboardStats {
  totalUsuarios: number;
  invitados: number;
  miembrosInactivados: number;
  desgloseRolesActivos: { pastores: number; ayudantes: number; miembros: number };
}

interface Membership {
  id: string;
  role: string;
  isActive: boolean;
  user: { id: string; name: string; documentNumber: string };
}

async function openUsers(page: Page) {
  await page.goto('/users');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Miembros' }).waitFor();
  await page.getByRole('table', { name: 'Miembros de la comunidad' }).getByRole('row').nth(1).waitFor();
}

const table = (page: Page) => page.getByRole('table', { name: 'Miembros de la comunidad' });
/** A statistics card: its accessible name is the label followed by the figure. */
const statCard = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}\\s+(\\d+|—)`) });
const roleCell = (row: Locator) => row.locator('td:nth-child(4)');
const statusCell = (row: Locator) => row.locator('td:nth-child(5)');
/** The figure on a statistics card. */
async function cardFigure(card: Locator) {
  const text = (await card.innerText()).split('\n').find((line) => /^\d+$/.test(line.trim()));
  return Number(text);
}
/** The 'N miembros' line under the table. */
async function tableTotal(page: Page) {
  const text = await page.getByText(/^\d+ miembros?( · página \d+ de \d+)?$/).innerText();
  return Number(text.split(' ')[0]);
}
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

/** Registers an account the way the mobile app does (no community yet). */
async function registerPerson(name: string) {
  const suffix = uniqueSuffix();
  const documentNumber = `88${Date.now().toString().slice(-8)}`;
  const res = await apiCall<{ id: string }>('/auth/register', {
    method: 'POST',
    body: { name, email: `persona.${suffix}@correo.test`, password: 'clave-segura-1', documentNumber },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id, name, documentNumber };
}

async function membershipOf(token: string, name: string) {
  const res = await apiCall<{ items: Membership[] }>(
    `/community/members?includeInactive=true&search=${encodeURIComponent(name)}`,
    { token },
  );
  return res.body.items.find((m) => m.user.name === name);
}

describe('member management (/users)', () => {
  it('filters by a statistics card, searches without accents, and clears the filters', async () => {
    const page = await browser.newPage();
    const { access_token: token, user } = await loginThroughApi(page, accounts.pastor);
    const stats = (
      await apiCall<DashboardStats>(
        `/communities/${(user as { communityId: string }).communityId}/dashboard-stats`,
        { token },
      )
    ).body;
    await openUsers(page);
    // The seven cards, with the figures of the server's aggregate.
    expect(await cardFigure(statCard(page, 'Total en plataforma'))).toBe(stats.totalUsuarios);
    expect(await cardFigure(statCard(page, 'Pastores / Admin'))).toBe(stats.desgloseRolesActivos.pastores);
    expect(await cardFigure(statCard(page, 'Usuarios inactivados'))).toBe(stats.miembrosInactivados);
    for (const label of ['Miembros oficiales', 'Ayudantes', 'Miembros', 'Invitados / Pendientes']) {
      await statCard(page, label).waitFor();
    }
    // Inactive members exist in the demo: the warning banner says how many.
    await page.getByText(`Hay ${stats.miembrosInactivados} usuarios inactivados en la comunidad.`).waitFor();
    await expectAccessible(page, 'users');
    await screenshot(page, 'users');

    // A card filters the table to exactly its figure.
    const pastors = statCard(page, 'Pastores / Admin');
    await pastors.click();
    expect(await pastors.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Filtro: Pastores / Admin').waitFor();
    await expect.poll(() => tableTotal(page)).toBe(stats.desgloseRolesActivos.pastores);
    const roles = await table(page).getByRole('row').locator('td:nth-child(4)').allInnerTexts();
    expect(new Set(roles)).toEqual(new Set(['Pastor']));
    await expectAccessible(page, 'users filtered');

    // 'Ver inactivos' on the banner switches to the inactive card.
    await page.getByRole('button', { name: 'Ver inactivos' }).click();
    await page.getByText('Filtro: Usuarios inactivados').waitFor();
    await expect.poll(() => tableTotal(page)).toBe(stats.miembrosInactivados);
    const statuses = await table(page).getByRole('row').locator('td:nth-child(5)').allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(['Inactivo']));

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect.poll(() => tableTotal(page)).toBe(stats.totalUsuarios);
    expect(await page.getByText(/^Filtro:/).count()).toBe(0);

    // Search: case- and accent-insensitive, on name, email or document.
    await page.getByLabel('Buscar miembros').fill('ANDRES gomez');
    await page.getByText('Búsqueda: “ANDRES gomez”').waitFor();
    await expect.poll(() => tableTotal(page)).toBe(1);
    // The details modal.
    await table(page).getByRole('button', { name: 'Pastor Andrés Gómez', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del miembro' });
    await details.getByText(accounts.pastor).waitFor();
    await expectAccessible(page, 'member details');
    await details.getByRole('button', { name: 'Cerrar' }).click();
    await details.waitFor({ state: 'hidden' });
    await page.getByLabel('Buscar miembros').fill('ayudante@demo');
    await expect.poll(() => tableTotal(page)).toBe(1);
    await page.getByLabel('Buscar miembros').fill('nadie-se-llama-asi');
    await page.getByText('No se encontraron miembros').waitFor();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect.poll(() => tableTotal(page)).toBe(stats.totalUsuarios);

    expect(page.consoleErrors).toEqual([]);
  });

  it('adds a registered person with the wizard, changes the role, deactivates and reactivates', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const person = await registerPerson(`Lucía Fernández ${uniqueSuffix()}`);
    await openUsers(page);
    const totalBefore = await cardFigure(statCard(page, 'Total en plataforma'));

    // Step 1: the document is required, an unknown one is not found.
    await page.getByRole('button', { name: 'Invitar Miembro' }).click();
    const wizard = page.getByRole('dialog', { name: 'Invitar Miembro' });
    await wizard.getByRole('button', { name: 'Buscar' }).click();
    await wizard.getByText('Ingrese un número de documento').waitFor();
    await wizard.getByLabel('Número de documento').fill('00000000000');
    await wizard.getByRole('button', { name: 'Buscar' }).click();
    await wizard.getByText('Usuario no encontrado en el sistema').waitFor();
    await expectAccessible(page, 'wizard step 1');

    // Step 2: the person found; Back returns to step 1.
    await wizard.getByLabel('Número de documento').fill(person.documentNumber);
    await wizard.getByRole('button', { name: 'Buscar' }).click();
    await wizard.getByText(person.name).waitFor();
    await wizard.getByRole('button', { name: 'Atrás' }).click();
    await wizard.getByLabel('Número de documento').waitFor();
    await wizard.getByRole('button', { name: 'Buscar' }).click();
    await wizard.getByLabel('Rol del miembro').selectOption({ label: 'Ayudante' });
    await expectAccessible(page, 'wizard step 2');
    await screenshot(page, 'users-wizard-confirm');
    await wizard.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('Miembro agregado exitosamente a la comunidad').waitFor();
    await wizard.waitFor({ state: 'hidden' });
    await expect.poll(() => cardFigure(statCard(page, 'Total en plataforma'))).toBe(totalBefore + 1);
    expect(await membershipOf(token, person.name)).toMatchObject({ role: 'SECTION_ADMIN', isActive: true });

    // The new member in the table, found by document.
    await page.getByLabel('Buscar miembros').fill(person.documentNumber);
    const row = rowOf(page, person.name);
    await roleCell(row).getByText('Ayudante', { exact: true }).waitFor();

    // Role change: immediate.
    await row.getByLabel(`Cambiar rol de ${person.name}`).selectOption({ label: 'Miembro' });
    await page.getByText('Rol actualizado exitosamente').waitFor();
    await roleCell(row).getByText('Miembro', { exact: true }).waitFor();
    expect(await membershipOf(token, person.name)).toMatchObject({ role: 'MEMBER' });

    // Deactivate: asks first; cancelling changes nothing.
    await row.getByRole('button', { name: `Inactivar a ${person.name}` }).click();
    let confirm = page.getByRole('dialog', { name: 'Inactivar miembro' });
    await confirm.getByText(/¿Estás seguro de inactivar a/).waitFor();
    await expectAccessible(page, 'deactivate confirmation');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await membershipOf(token, person.name)).toMatchObject({ isActive: true });

    await row.getByRole('button', { name: `Inactivar a ${person.name}` }).click();
    confirm = page.getByRole('dialog', { name: 'Inactivar miembro' });
    await confirm.getByRole('button', { name: 'Inactivar' }).click();
    await page.getByText('Miembro inactivado exitosamente').waitFor();
    await statusCell(row).getByText('Inactivo', { exact: true }).waitFor();
    expect(await membershipOf(token, person.name)).toMatchObject({ isActive: false });

    await row.getByRole('button', { name: `Reactivar a ${person.name}` }).click();
    await page.getByText('Miembro reactivado exitosamente').waitFor();
    await statusCell(row).getByText('Activo', { exact: true }).waitFor();
    expect(await membershipOf(token, person.name)).toMatchObject({ isActive: true, role: 'MEMBER' });

    // The pastor's own row has no actions on itself.
    await page.getByLabel('Buscar miembros').fill('Andrés Gómez');
    await rowOf(page, 'Pastor Andrés Gómez').getByText('Tu cuenta').waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('the older modals: quick management with inactive members, and roles edited inline', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const person = await registerPerson(`Mateo Ibáñez ${uniqueSuffix()}`);
    const added = await apiCall('/community/members', {
      method: 'POST',
      token,
      body: { documentNumber: person.documentNumber, role: 'GUEST' },
    });
    expect(added.status).toBe(201);
    await openUsers(page);

    await page.getByRole('button', { name: 'Más herramientas' }).click();
    await page.getByRole('menuitem', { name: 'Gestión de roles' }).click();
    const roles = page.getByRole('dialog', { name: 'Gestión de roles' });
    await roles.getByRole('table', { name: 'Roles de los miembros activos' }).waitFor();
    // The role description card.
    await roles.getByText(/Pendiente de confirmación/).waitFor();
    await expectAccessible(page, 'role management modal');
    // Find the new guest (newest first) and edit the role inline: cancel, then save with confirmation.
    await roles.getByRole('button', { name: `Editar rol de ${person.name}` }).click();
    await roles.getByRole('button', { name: `Cancelar edición de ${person.name}` }).click();
    await roles.getByRole('button', { name: `Editar rol de ${person.name}` }).click();
    await roles.getByLabel(`Nuevo rol de ${person.name}`).selectOption({ label: 'Miembro' });
    await roles.getByRole('button', { name: `Guardar rol de ${person.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar cambio de rol' });
    await confirm.getByRole('button', { name: 'Cambiar rol' }).click();
    await page.getByText('Rol actualizado exitosamente').waitFor();
    expect(await membershipOf(token, person.name)).toMatchObject({ role: 'MEMBER' });
    await roles.getByRole('button', { name: 'Cerrar' }).click();
    await roles.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Más herramientas' }).click();
    await page.getByRole('menuitem', { name: 'Gestión rápida de miembros' }).click();
    const quick = page.getByRole('dialog', { name: 'Gestión rápida de miembros' });
    await quick.getByRole('button', { name: `Inactivar a ${person.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Inactivar miembro' })
      .getByRole('button', { name: 'Inactivar' })
      .click();
    await page.getByText('Miembro inactivado exitosamente').waitFor();
    // Hidden until 'Mostrar inactivos' is ticked.
    await quick.getByRole('button', { name: `Inactivar a ${person.name}` }).waitFor({ state: 'detached' });
    await quick.getByLabel('Mostrar inactivos').check();
    await quick.getByRole('button', { name: `Reactivar a ${person.name}` }).click();
    await page.getByText('Miembro reactivado exitosamente').waitFor();
    expect(await membershipOf(token, person.name)).toMatchObject({ isActive: true });
    await expectAccessible(page, 'quick management modal');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows a failed member list with the fallback message and retries', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    let calls = 0;
    // The list fails without a message (a server's failure is shown at once, not retried): the
    // spec's fallback is shown.
    await page.route('**/api/community/members?**', (route) =>
      calls++ < 1 ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    );
    await page.goto('/users');
    const alert = page.getByRole('alert').filter({ hasText: 'Error al cargar miembros' });
    await alert.waitFor();
    await expectAccessible(page, 'users load error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await table(page).getByRole('row').nth(1).waitFor();
  });

  it('a helper sees the members but no actions and no invite button', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.helper);
    await openUsers(page);
    const headers = await table(page).getByRole('columnheader').allInnerTexts();
    expect(headers).toEqual([
      'Miembro',
      'Correo electrónico',
      'Documento',
      'Rol',
      'Estado',
      'Fecha de ingreso',
    ]);
    expect(await page.getByRole('button', { name: 'Invitar Miembro' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Más herramientas' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Inactivar a / }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: /^Cambiar rol de / }).count()).toBe(0);
    // Helpers may still filter and read details.
    await statCard(page, 'Ayudantes').click();
    await page.getByText('Filtro: Ayudantes').waitFor();
    await expectAccessible(page, 'users as helper');
    await screenshot(page, 'users-helper');
  });
});
