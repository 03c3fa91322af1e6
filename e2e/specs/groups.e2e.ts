import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  artifactsDir,
  expectAccessible,
  loginThroughApi,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import {
  type LeaderOption,
  listGroups,
  NO_SECTORS,
  openGroups,
  overviewFigures,
  pickOption,
  type Sector,
} from '../support/groups';

const browser = useBrowser();

describe('groups management (/groups)', () => {
  it('creates a group after a validation message, edits it and deletes it', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const suffix = uniqueSuffix();
    const sector = await apiCall<Sector>('/groups/sectors', {
      method: 'POST',
      token,
      body: { name: `Sector Grupos ${suffix}`, iconName: 'park', color: '#2f9e44', displayOrder: 9 },
    });
    expect(sector.status).toBe(201);
    const leaders = (await apiCall<LeaderOption[]>('/community/users?limit=5', { token })).body;
    const [leader, coLeader] = leaders;
    expect(leader && coLeader).toBeTruthy();

    await openGroups(page);
    const before = await overviewFigures(page);

    await page.getByRole('tab', { name: /^Grupos/ }).click();
    await page.getByRole('button', { name: 'Nuevo Grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Grupo' });
    await dialog.waitFor();

    // A capacity under 5 is refused in the form (the same rule as the server).
    const name = `Célula E2E ${suffix}`;
    await dialog.getByLabel('Nombre del grupo').fill(name);
    await dialog.getByLabel('Capacidad', { exact: true }).fill('3');
    await dialog.getByRole('button', { name: 'Crear Grupo' }).click();
    await dialog.getByText('Entre 5 y 100 personas').waitFor();
    await dialog.getByText('Debe seleccionar un sector').waitFor();
    await dialog.getByText('Debe seleccionar un líder').waitFor();
    expect(await dialog.getByLabel('Capacidad', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'group form with errors');
    await screenshot(page, 'groups-form-errors');

    await dialog.getByLabel('Capacidad', { exact: true }).fill('12');
    await dialog.getByLabel('Miembros actuales').fill('4');
    await pickOption(page, dialog.getByRole('textbox', { name: 'Sector' }), sector.body.name);
    const leaderLabel = `${leader!.name} · ${leader!.documentNumber}`;
    await pickOption(
      page,
      dialog.getByRole('textbox', { name: 'Líder', exact: true }),
      leaderLabel,
      leader!.name,
    );
    // The co-leader list leaves out the chosen leader.
    const coLeaderInput = dialog.getByRole('textbox', { name: 'Colíder' });
    await coLeaderInput.fill(leader!.name);
    expect(await page.getByRole('option', { name: leaderLabel, exact: true }).count()).toBe(0);
    await pickOption(page, coLeaderInput, `${coLeader!.name} · ${coLeader!.documentNumber}`, coLeader!.name);
    await dialog.getByLabel('Dirección de reunión').fill('Calle 10 # 20-30, barrio de prueba');
    await pickOption(page, dialog.getByRole('textbox', { name: 'Día de reunión' }), 'Viernes');
    await dialog.getByLabel('Hora de reunión').fill('20:30');
    await dialog.getByLabel('Latitud').fill('4.6abc');
    expect(await dialog.getByLabel('Latitud').inputValue()).toBe('');
    await dialog.getByLabel('Latitud').pressSequentially('4.61x');
    await dialog.getByLabel('Longitud').pressSequentially('-74.07');
    expect(await dialog.getByLabel('Latitud').inputValue()).toBe('4.61');
    await dialog.getByRole('switch', { name: 'Mostrar en el inicio de la app' }).check();
    await dialog.getByRole('button', { name: 'Crear Grupo' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Grupo «${name}» creado exitosamente`).waitFor();

    // The row: the star, 'Activo' and 'Abierto'.
    const row = page.locator('tbody tr', { hasText: name });
    await row.getByRole('img', { name: 'Visible en el inicio' }).waitFor();
    await row.getByText('Activo', { exact: true }).waitFor();
    await row.getByText('Abierto', { exact: true }).waitFor();
    await row.getByText('Viernes · 20:30').waitFor();
    await row.getByText('4/12').waitFor();
    await expectAccessible(page, 'groups tab');
    await screenshot(page, 'groups-created');

    const created = (await listGroups(token)).find((g) => g.name === name);
    expect(created).toMatchObject({
      sector: { id: sector.body.id },
      leader: { id: leader!.id },
      coLeader: { id: coLeader!.id },
      meeting: { day: 'Viernes', time: '20:30', coordinates: { lat: 4.61, lng: -74.07 } },
      capacity: { total: 12, current: 4 },
      showInPreview: true,
      isOpenToNewMembers: true,
      isActive: true,
    });

    // The overview counts the new active group.
    const after = await overviewFigures(page);
    expect(after).toEqual({
      groups: before.groups + 1,
      members: before.members + 4,
      capacity: before.capacity + 12,
    });

    // Edit: a new name, closed to new members, inactive, without the co-leader.
    await page.getByRole('tab', { name: /^Grupos/ }).click();
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Grupo' });
    await edit.getByLabel('Nombre del grupo').waitFor();
    expect(await edit.getByLabel('Nombre del grupo').inputValue()).toBe(name);
    const renamed = `${name} editado`;
    await edit.getByLabel('Nombre del grupo').fill(renamed);
    await edit.getByRole('switch', { name: 'Abierto a nuevos miembros' }).uncheck();
    await edit.getByRole('switch', { name: 'Grupo activo' }).uncheck();
    await edit.getByRole('button', { name: 'Quitar colíder' }).click();
    expect(await edit.getByRole('textbox', { name: 'Colíder' }).inputValue()).toBe('');
    await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
    await edit.waitFor({ state: 'hidden' });
    const editedRow = page.locator('tbody tr', { hasText: renamed });
    await editedRow.getByText('Inactivo', { exact: true }).waitFor();
    expect(await editedRow.getByText('Abierto', { exact: true }).count()).toBe(0);
    expect(await editedRow.getByText('Colíder:').count()).toBe(0);
    await editedRow.getByRole('img', { name: 'Visible en el inicio' }).waitFor();
    const edited = (await listGroups(token)).find((g) => g.id === created!.id);
    expect(edited).toMatchObject({
      name: renamed,
      isOpenToNewMembers: false,
      isActive: false,
      coLeader: null,
      showInPreview: true,
    });
    // An inactive group still counts as a group, but its members and capacity no longer do.
    expect(await overviewFigures(page)).toEqual({
      groups: before.groups + 1,
      members: before.members,
      capacity: before.capacity,
    });
    await page.getByRole('tab', { name: /^Grupos/ }).click();

    // Delete after confirming.
    await page.getByRole('button', { name: `Eliminar ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar grupo' });
    await confirm
      .getByText('¿Estás seguro de que deseas eliminar este grupo? Esta acción no se puede deshacer.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await editedRow.waitFor({ state: 'detached' });
    expect((await apiCall(`/groups/${created!.id}`, { token })).status).toBe(404);
    // Leave the shared database as found: the now empty sector goes too.
    const cleanup = await apiCall(`/groups/sectors/${sector.body.id}`, { method: 'DELETE', token });
    expect(cleanup.status).toBe(204);
    expect(page.consoleErrors).toEqual([]);
  });

  it('a fresh community: no sectors, then no groups, and a new group form with the spec’s defaults', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.neighbour);
    await openGroups(page);
    await page.getByRole('tab', { name: 'Sectores (0)' }).waitFor();
    await page.getByRole('tab', { name: 'Grupos (0)' }).click();
    await page.getByText(NO_SECTORS, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Nuevo Grupo' }).count()).toBe(0);
    await expectAccessible(page, 'groups tab without sectors');
    await screenshot(page, 'groups-no-sectors');

    // Two sectors appear meanwhile (one inactive); 'Actualizar' brings them in.
    const suffix = uniqueSuffix();
    const open = await apiCall<Sector>('/groups/sectors', {
      method: 'POST',
      token,
      body: { name: `Vecino Activo ${suffix}` },
    });
    const closed = await apiCall<Sector>('/groups/sectors', {
      method: 'POST',
      token,
      body: { name: `Vecino Inactivo ${suffix}`, isActive: false },
    });
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByRole('tab', { name: 'Sectores (2)' }).waitFor();
    await page.getByRole('heading', { name: 'No hay grupos creados' }).waitFor();
    await expectAccessible(page, 'groups tab empty');
    await screenshot(page, 'groups-empty');

    await page.getByRole('button', { name: 'Crear Primer Grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Grupo' });
    await dialog.getByLabel('Nombre del grupo').waitFor();
    expect(await dialog.getByLabel('Capacidad', { exact: true }).inputValue()).toBe('15');
    expect(await dialog.getByLabel('Miembros actuales').inputValue()).toBe('0');
    expect(await dialog.getByRole('textbox', { name: 'Día de reunión' }).inputValue()).toBe('Miércoles');
    expect(await dialog.getByLabel('Hora de reunión').inputValue()).toBe('19:00');
    expect(await dialog.getByRole('switch', { name: 'Abierto a nuevos miembros' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Grupo activo' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Mostrar en el inicio de la app' }).isChecked()).toBe(
      false,
    );
    // Only active sectors are offered; the days run from Lunes to Domingo.
    await dialog.getByRole('textbox', { name: 'Sector' }).click();
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual([open.body.name]);
    await page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: 'Día de reunión' }).click();
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    for (const id of [open.body.id, closed.body.id]) {
      expect((await apiCall(`/groups/sectors/${id}`, { method: 'DELETE', token })).status).toBe(204);
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows a save refusal in a red alert inside the form, and a delete failure with the spec’s fallback', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const name = `Sector Que Se Cierra ${uniqueSuffix()}`;
    const sector = await apiCall<Sector>('/groups/sectors', { method: 'POST', token, body: { name } });
    const [leader] = (await apiCall<LeaderOption[]>('/community/users?limit=1', { token })).body;
    await openGroups(page, 'grupos');
    const groupsBefore = (await listGroups(token)).length;

    await page.getByRole('button', { name: 'Nuevo Grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Grupo' });
    await dialog.getByLabel('Nombre del grupo').fill('Célula Que No Se Guarda');
    await pickOption(page, dialog.getByRole('textbox', { name: 'Sector' }), name);
    await pickOption(
      page,
      dialog.getByRole('textbox', { name: 'Líder', exact: true }),
      `${leader!.name} · ${leader!.documentNumber}`,
      leader!.name,
    );
    await dialog.getByLabel('Dirección de reunión').fill('Carrera 9 # 10-11');
    // The sector is deactivated by someone else before the form is sent.
    await apiCall(`/groups/sectors/${sector.body.id}`, { method: 'PATCH', token, body: { isActive: false } });
    await dialog.getByRole('button', { name: 'Crear Grupo' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'No se pudo guardar el grupo' });
    await refusal.getByText('El sector seleccionado está inactivo', { exact: true }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Sector' }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'group form with a server refusal');
    await screenshot(page, 'groups-form-refused');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect((await listGroups(token)).length).toBe(groupsBefore);
    expect((await apiCall(`/groups/sectors/${sector.body.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );

    // A delete that fails without a message from the server: 'Error eliminando el grupo'.
    await page.route('**/api/groups/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Eliminar Célula Betania' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar grupo' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    const failure = page.getByRole('alert').filter({ hasText: 'No se pudo eliminar el grupo' });
    await failure.getByText('Error eliminando el grupo', { exact: true }).waitFor();
    await page.locator('tbody tr', { hasText: 'Célula Betania' }).waitFor();
    expect((await listGroups(token)).length).toBe(groupsBefore);
  });

  it('a failed load shows the server message and retries', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    let failing = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/groups/statistics', async (route) => {
      if (!failing) return route.continue();
      await held;
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 403, code: 'FORBIDDEN', message: 'Acceso denegado de prueba' }),
      });
    });
    await page.goto('/groups');
    // While the answer is pending: the loading state.
    await page.getByRole('status').filter({ hasText: 'Cargando grupos...' }).waitFor();
    release();
    const panel = page.getByRole('alert').filter({ hasText: 'Error al cargar grupos' });
    await panel.getByText('Acceso denegado de prueba').waitFor();
    await expectAccessible(page, 'groups load error');
    failing = false;
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByTestId('summary-groups').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Error al cargar grupos' }).count()).toBe(0);
  });

  it('fits a phone: every tab and the group form without sideways scrolling of the page', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.setViewportSize({ width: 390, height: 844 });
    const pageWidth = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await openGroups(page);
    await page.getByTestId('summary-groups').waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(0);
    await screenshot(page, 'groups-phone-overview');
    await page.getByRole('tab', { name: /^Sectores/ }).click();
    await page.getByRole('article', { name: 'Sector Chapinero' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(0);
    await screenshot(page, 'groups-phone-sectors');
    await page.getByRole('tab', { name: /^Grupos/ }).click();
    await page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(0);
    await screenshot(page, 'groups-phone-groups');
    await page.getByRole('button', { name: 'Nuevo Grupo' }).click();
    await page.getByRole('dialog', { name: 'Nuevo Grupo' }).getByLabel('Nombre del grupo').waitFor();
    await settle(page);
    expect(await pageWidth()).toBeLessThanOrEqual(0);
    // The form is a full-screen modal on a phone: the viewport, not the page behind it.
    await page.screenshot({ path: path.join(artifactsDir, 'groups-phone-form.png') });
    expect(page.consoleErrors).toEqual([]);
  });
});
