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

const browser = useBrowser();

interface Community {
  id: string;
  name: string;
  description: string | null;
  _count: { memberships: number };
}

describe('My Community (/communities)', () => {
  it('shows the card, edits the community with the name rules, and lists its members', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const before = (await apiCall<Community>('/community/profile', { token })).body;

    await page.goto('/communities');
    await page.getByRole('heading', { level: 1, name: 'Mi Comunidad' }).waitFor();
    const card = page.getByTestId('community-card');
    await card.getByRole('heading', { name: before.name }).waitFor();
    await card.getByText(`${before._count.memberships} miembros`).waitFor();
    await card.getByText(/^Creada el \d+ de \w+ de \d{4}$/).waitFor();
    await expectAccessible(page, 'communities');
    await screenshot(page, 'communities');

    // Edit: both name messages, then a valid change.
    await card.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Comunidad' });
    await dialog.waitFor();
    const name = dialog.getByLabel('Nombre');
    expect(await name.inputValue()).toBe(before.name);
    await name.fill('');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.getByText('El nombre es requerido').waitFor();
    await name.fill('Ab');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.getByText('El nombre debe tener al menos 3 caracteres').waitFor();
    await expectAccessible(page, 'community form with errors');
    expect((await apiCall<Community>('/community/profile', { token })).body.name).toBe(before.name);

    const newName = `Iglesia Renovada ${uniqueSuffix()}`;
    await name.fill(newName);
    await dialog.getByLabel('Descripción').fill('');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Comunidad actualizada exitosamente').waitFor();
    await card.getByRole('heading', { name: newName }).waitFor();
    // No description: the card says so.
    await card.getByText('Sin descripción').waitFor();
    expect((await apiCall<Community>('/community/profile', { token })).body).toMatchObject({
      name: newName,
      description: null,
    });

    // 'Ver Miembros': the five columns, with the pastor among the rows.
    await card.getByRole('button', { name: 'Ver Miembros' }).click();
    const members = page.getByRole('dialog', { name: `Miembros de ${newName}` });
    // The dialog opens before its list arrives: wait for the table, then read its headers.
    await members.getByRole('columnheader', { name: 'Usuario' }).waitFor();
    const headers = await members.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Usuario', 'Correo electrónico', 'Documento', 'Rol', 'Fecha de ingreso']);
    await members.getByRole('cell', { name: accounts.pastor }).waitFor();
    await expectAccessible(page, 'community members modal');
    await screenshot(page, 'communities-members');
    await members.getByRole('button', { name: 'Cerrar' }).click();
    await members.waitFor({ state: 'hidden' });

    // Leave the demo community as it was for the other specs.
    const restored = await apiCall('/community/profile', {
      method: 'PUT',
      token,
      body: { name: before.name, description: before.description ?? undefined },
    });
    expect(restored.status).toBe(200);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows create and delete disabled with the Super Admin messages (honest-actions.e2e.ts covers the keyboard)', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.goto('/communities');
    const card = page.getByTestId('community-card');
    await card.waitFor();

    const create = page.getByRole('button', { name: 'Nueva Comunidad' });
    expect(await create.getAttribute('aria-disabled')).toBe('true');
    await create.hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Solo Super Admins pueden crear comunidades' })
      .waitFor();
    await create.click({ force: true });

    const remove = card.getByRole('button', { name: 'Eliminar comunidad' });
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await remove.hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Solo Super Admins pueden eliminar comunidades' })
      .waitFor();
    await remove.click({ force: true });
    // Nothing opens and the community is still there.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('community-card').count()).toBe(1);
  });

  it("shows the empty state with 'Recargar' and reloads", async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    // The first answer comes back empty (as for an account whose community is gone), the next is real.
    let calls = 0;
    await page.route('**/api/communities', (route) =>
      calls++ === 0
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
        : route.continue(),
    );
    await page.goto('/communities');
    const reload = page.getByRole('button', { name: 'Recargar' });
    await reload.waitFor();
    await expectAccessible(page, 'communities empty state');
    await reload.click();
    await page.getByTestId('community-card').waitFor();
    expect(calls).toBe(2);
  });

  it('shows a load failure with the server’s message and retries', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    // The first answer and the query's two automatic retries fail; 'Reintentar' then succeeds.
    await failFirstCalls(page, '**/api/communities', {
      code: 'INTERNAL_ERROR',
      message: 'Servicio en mantenimiento',
    });
    await page.goto('/communities');
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo cargar tu comunidad' });
    await alert.getByText('Servicio en mantenimiento').waitFor();
    await expectAccessible(page, 'communities load error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByTestId('community-card').waitFor();
  });

  it('a helper sees the community but cannot edit it', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.helper);
    await page.goto('/communities');
    const card = page.getByTestId('community-card');
    await card.getByRole('button', { name: 'Ver Miembros' }).waitFor();
    expect(await card.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Eliminar comunidad' }).count()).toBe(0);
    await expectAccessible(page, 'communities as helper');
  });
});
