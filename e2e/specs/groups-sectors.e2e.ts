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
import { type Group, type LeaderOption, openGroups, SECTOR_LOCKED, type Sector } from '../support/groups';

const browser = useBrowser();

describe('groups management (/groups): sectors', () => {
  it('creates a sector through the form; a sector with groups cannot be deleted', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    await openGroups(page);
    await page.getByTestId('summary-sectors').waitFor();
    await expectAccessible(page, 'groups overview');
    await screenshot(page, 'groups-overview');
    const sectorsBefore = (await apiCall<Sector[]>('/groups/sectors', { token })).body;

    await page.getByRole('tab', { name: `Sectores (${sectorsBefore.length})` }).click();
    await page.getByRole('button', { name: 'Nuevo Sector' }).waitFor();
    await expectAccessible(page, 'sectors tab');

    // Chapinero has groups: its delete button is disabled and says why, on hover and on keyboard focus.
    const locked = page.getByRole('button', { name: 'Eliminar sector Chapinero' });
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    await locked.hover();
    await page.getByRole('tooltip').filter({ hasText: SECTOR_LOCKED }).waitFor();
    await screenshot(page, 'groups-sector-locked');
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    // Keyboard: Tab from the edit button lands on the (still focusable) delete button.
    await page.getByRole('button', { name: 'Editar sector Chapinero' }).focus();
    await page.keyboard.press('Tab');
    expect(await locked.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('tooltip').filter({ hasText: SECTOR_LOCKED }).waitFor();
    await locked.click({ force: true });
    // Nothing opens: no confirmation for a sector that has groups. A confirmation would be on screen
    // by the second frame painted after the click.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The form: the name rule first, then a full sector.
    await page.getByRole('button', { name: 'Nuevo Sector' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Sector' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Crear Sector' }).click();
    await dialog.getByText('El nombre es requerido').waitFor();
    await expectAccessible(page, 'sector form with errors');

    const name = `Sector E2E ${uniqueSuffix()}`;
    await dialog.getByLabel('Nombre', { exact: true }).fill(name);
    await dialog.getByLabel('Descripción').fill('Barrios de prueba del navegador');
    await dialog.getByRole('radio', { name: 'Agua' }).click();
    await dialog.getByRole('radio', { name: 'Ámbar' }).click();
    await dialog.getByText('Seleccionado: Ámbar').waitFor();
    await dialog.getByLabel('Orden de visualización').fill('7');
    await screenshot(page, 'groups-sector-form');
    await dialog.getByRole('button', { name: 'Crear Sector' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Sector «${name}» creado exitosamente`).waitFor();

    const card = page.getByRole('article', { name: `Sector ${name}` });
    await card.getByText('Ámbar · Orden 7').waitFor();
    await card.getByText('0 grupos').waitFor();
    await page.getByRole('tab', { name: `Sectores (${sectorsBefore.length + 1})` }).waitFor();
    const created = (await apiCall<Sector[]>('/groups/sectors', { token })).body.find((s) => s.name === name);
    expect(created).toMatchObject({
      description: 'Barrios de prueba del navegador',
      iconName: 'water',
      color: '#f08c00',
      displayOrder: 7,
      isActive: true,
    });

    // Edit: the form opens with the stored values; a new name and inactive.
    await card.getByRole('button', { name: `Editar sector ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Sector' });
    expect(await edit.getByLabel('Nombre', { exact: true }).inputValue()).toBe(name);
    expect(await edit.getByRole('radio', { name: 'Ámbar' }).isChecked()).toBe(true);
    const renamed = `${name} Sur`;
    await edit.getByLabel('Nombre', { exact: true }).fill(renamed);
    await edit.getByRole('switch', { name: 'Sector activo' }).uncheck();
    await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
    await edit.waitFor({ state: 'hidden' });
    const renamedCard = page.getByRole('article', { name: `Sector ${renamed}` });
    await renamedCard.getByText('Inactivo', { exact: true }).waitFor();

    // A sector without groups can be deleted after confirming.
    await renamedCard.getByRole('button', { name: `Eliminar sector ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar sector' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await renamedCard.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: `Sectores (${sectorsBefore.length})` }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('the server refuses to delete a sector that got groups meanwhile, with the spec’s message', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const name = `Sector Ocupado ${uniqueSuffix()}`;
    const sector = await apiCall<Sector>('/groups/sectors', { method: 'POST', token, body: { name } });
    await openGroups(page, 'sectores');
    const card = page.getByRole('article', { name: `Sector ${name}` });
    await card.getByText('0 grupos').waitFor();

    // Someone else adds a group while this screen still shows the sector empty.
    const [leader] = (await apiCall<LeaderOption[]>('/community/users?limit=1', { token })).body;
    const group = await apiCall<Group>('/groups', {
      method: 'POST',
      token,
      body: {
        name: `Célula Recién Creada ${uniqueSuffix()}`,
        sectorId: sector.body.id,
        leaderId: leader!.id,
        meetingAddress: 'Calle 1 # 2-3',
        meetingDay: 'Jueves',
        meetingTime: '19:00',
        capacity: 10,
      },
    });
    expect(group.status).toBe(201);

    await card.getByRole('button', { name: `Eliminar sector ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar sector' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo eliminar el sector' });
    await alert.getByText(SECTOR_LOCKED, { exact: true }).waitFor();
    // The screen reloads: now the button is disabled and the card counts the group.
    await card.getByText('1 grupo', { exact: true }).waitFor();
    expect(
      await card.getByRole('button', { name: `Eliminar sector ${name}` }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect((await apiCall(`/groups/sectors`, { token })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sector.body.id })]),
    );
    await screenshot(page, 'groups-sector-delete-refused');

    expect((await apiCall(`/groups/${group.body.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await apiCall(`/groups/sectors/${sector.body.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect(page.consoleErrors).toEqual([]);
  });
});
