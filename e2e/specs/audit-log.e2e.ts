import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  failFirstCalls,
  loginThroughApi,
  screenshot,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { openGroups, type Sector } from '../support/groups';

const browser = useBrowser();

interface Community {
  name: string;
  description: string | null;
}

/** The data rows of the activity table (the wide layout), as their text. */
function tableRows(page: Page) {
  return page.getByTestId('audit-table').locator('tbody tr').allInnerTexts();
}

/** The 'Objeto' cell of each row: the kind of object, then its name. */
function objectCells(page: Page) {
  return page.getByTestId('audit-table').locator('tbody tr td:nth-child(4)').allInnerTexts();
}

/** Opens 'Registro de actividad' the way a pastor does: from the user menu. */
async function openFromUserMenu(page: Page, shot?: string) {
  await page.getByTestId('user-menu').click();
  const item = page.getByRole('menuitem', { name: 'Registro de actividad' });
  await item.waitFor();
  if (shot) {
    await expectAccessible(page, 'user menu of a pastor');
    await screenshot(page, shot);
  }
  await item.click();
  await page.getByRole('heading', { level: 1, name: 'Registro de actividad' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/activity');
}

describe('Registro de actividad (/activity)', () => {
  it('the pastor creates a sector, finds the entry from the user menu and filters by object type', async () => {
    const page = await browser.newPage();
    const { access_token: token, user } = await loginThroughApi(page, accounts.pastor);
    const pastorName = (user as { name: string }).name;
    const name = `Sector Auditoría ${uniqueSuffix()}`;
    const community = (await apiCall<Community>('/community/profile', { token })).body;
    try {
      // A change through the screens: a new sector.
      await openGroups(page, 'sectores');
      await page.getByRole('button', { name: 'Nuevo Sector' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo Sector' });
      await dialog.getByLabel('Nombre', { exact: true }).fill(name);
      await dialog.getByRole('button', { name: 'Crear Sector' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(`Sector «${name}» creado exitosamente`).waitFor();
      // And one of another kind (through the API, restored below): the community's description.
      const renamed = await apiCall('/community/profile', {
        method: 'PUT',
        token,
        body: { name: community.name, description: 'Descripción cambiada por la prueba de auditoría' },
      });
      expect(renamed.status).toBe(200);

      await openFromUserMenu(page, 'audit-log-menu');
      const table = page.getByTestId('audit-table');
      await table.getByText(name).first().waitFor();
      const rows = await tableRows(page);
      // Newest first: the community change, then the sector.
      expect(rows[0]).toContain('Comunidad');
      expect(rows[0]).toContain('Descripción:');
      const sectorRow = rows[1] ?? '';
      expect(sectorRow).toContain(pastorName);
      expect(sectorRow).toContain('Creó');
      expect(sectorRow).toContain('Sector');
      expect(sectorRow).toContain(`Nombre: ${name}`);
      expect(sectorRow).toContain('Color: Azul');
      expect(sectorRow).toMatch(/127\.0\.0\.1/);
      expect(sectorRow).toMatch(/\d{1,2} \S+ \d{4} · \d{2}:\d{2}/);
      await expectAccessible(page, 'activity log');
      await screenshot(page, 'audit-log');

      // Filter by object type: only sectors, then only the community.
      await page.getByRole('textbox', { name: 'Tipo de objeto' }).click();
      await page.getByRole('option', { name: 'Sector', exact: true }).click();
      await expect
        .poll(async () => (await objectCells(page)).every((cell) => cell.startsWith('Sector')))
        .toBe(true);
      expect((await objectCells(page))[0]).toContain(name);

      await page.getByRole('textbox', { name: 'Tipo de objeto' }).click();
      await page.getByRole('option', { name: 'Comunidad', exact: true }).click();
      await expect
        .poll(async () => (await objectCells(page)).every((cell) => cell.startsWith('Comunidad')))
        .toBe(true);
      expect((await tableRows(page)).some((row) => row.includes(name))).toBe(false);

      // Days with no entries (other specs may have written anything before): the empty state, and
      // 'Limpiar filtros' brings everything back.
      await page.getByLabel('Desde').fill('2099-01-01');
      await page.getByRole('heading', { name: 'No hay actividad registrada' }).waitFor();
      await page.getByText('Ningún registro coincide con los filtros elegidos.').waitFor();
      await expectAccessible(page, 'activity log, empty');
      await screenshot(page, 'audit-log-empty');
      await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
      await table.getByText(name).first().waitFor();
      expect(await page.getByLabel('Desde').inputValue()).toBe('');

      // A range that ends before it starts is explained on the field.
      await page.getByLabel('Desde').fill('2030-01-02');
      await page.getByLabel('Hasta').fill('2030-01-01');
      await page.getByText('La fecha final no puede ser anterior a la inicial').waitFor();
      await page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
      await table.getByText(name).first().waitFor();
      expect(page.consoleErrors).toEqual([]);
    } finally {
      // Leave the demo community as the other specs expect it.
      await apiCall('/community/profile', {
        method: 'PUT',
        token,
        body: { name: community.name, description: community.description ?? undefined },
      });
      const created = (await apiCall<Sector[]>('/groups/sectors', { token })).body.find(
        (s) => s.name === name,
      );
      if (created) await apiCall(`/groups/sectors/${created.id}`, { method: 'DELETE', token });
    }
  });

  it('is usable on a phone: cards instead of the table, no sideways scrolling', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await openFromUserMenu(page);
    const list = page.getByRole('list', { name: 'Registro de actividad' });
    await list.getByRole('listitem').first().waitFor();
    expect(await page.getByTestId('audit-table').isVisible()).toBe(false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'activity log on a phone');
    await screenshot(page, 'audit-log-phone');
  });

  it('shows a load failure with the server’s message and retries', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await failFirstCalls(page, '**/api/audit-log?*', {
      code: 'DATABASE_UNAVAILABLE',
      message: 'Servicio en mantenimiento',
    });
    await page.goto('/activity');
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo cargar el registro de actividad' });
    await alert.getByText('Servicio en mantenimiento').waitFor();
    await expectAccessible(page, 'activity log load error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByTestId('audit-table').locator('tbody tr').first().waitFor();
  });

  it('a helper has no menu entry, and opening the address shows the refusal', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.helper);
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Registro de actividad' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    let asked = false;
    await page.route('**/api/audit-log**', (route) => {
      asked = true;
      return route.continue();
    });
    await page.goto('/activity');
    await page
      .getByText('Solo los pastores (administradores de la comunidad) pueden ver el registro de actividad.')
      .waitFor();
    expect(await page.getByTestId('audit-table').count()).toBe(0);
    expect(asked).toBe(false);
    // The API refuses too: the screen is not the only guard.
    expect((await apiCall('/audit-log', { token })).status).toBe(403);
    await expectAccessible(page, 'activity log refused to a helper');
    await screenshot(page, 'audit-log-helper');
  });
});
