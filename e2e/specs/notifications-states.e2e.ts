import { describe, expect, it } from 'vitest';
import {
  accounts,
  expectAccessible,
  failFirstCalls,
  loginThroughApi,
  noSidewaysScroll,
  screenshot,
  settle,
  useBrowser,
} from '../support/browser';
import { openCentre, REFRESH, sendForm, statsOf, TITLE_HEADING } from '../support/notifications';

/** The centre without sending anything (the sends are all in notifications.e2e.ts). */
const browser = useBrowser();
const unavailable = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'El servicio no está disponible en este momento',
};
const RESTRICTED =
  'Acceso Restringido — Solo los administradores de comunidad pueden acceder al centro de notificaciones.';
const isCentreCall = (url: string) => new URL(url).pathname.startsWith('/api/notifications');

describe('notification centre: access, states and the phone', () => {
  it('a helper sees only the restriction, as a user, and the centre is never asked', async () => {
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (r) => isCentreCall(r.url()) && calls.push(r.url()));
    await loginThroughApi(page, accounts.helper);
    await page.goto('/notifications');
    await page.getByRole('heading', { level: 1, name: TITLE_HEADING }).waitFor();
    await page.getByRole('alert').filter({ hasText: RESTRICTED }).waitFor();
    expect(await page.getByTestId('centre-role').textContent()).toBe('Usuario');
    expect(await page.getByRole('button', { name: REFRESH }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Enviar notificación' }).count()).toBe(0);
    await expectAccessible(page, 'restricted centre');
    await screenshot(page, 'notifications-restricted-1280');
    expect(calls).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it("the stats' failure is toasted, the card says so, and 'Reintentar' loads them", async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await failFirstCalls(page, (url) => url.pathname === '/api/notifications/stats', unavailable);
    await page.goto('/notifications');
    const toast = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Error cargando estadísticas' });
    await toast.getByText(unavailable.message).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las estadísticas' });
    await alert.getByText(unavailable.message).waitFor();
    // Without the count of devices nothing can be sent.
    expect(await sendForm(page).submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'stats error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('button', { name: 'Limpiar Tokens Antiguos' }).waitFor();
    await alert.waitFor({ state: 'detached' });
    expect(page.consoleErrors.filter((m) => !/status of 503/.test(m))).toEqual([]);
  });

  it("the history's failure shows in its card with a retry", async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await failFirstCalls(page, (url) => url.pathname === '/api/notifications/broadcasts', unavailable);
    await openCentre(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Error cargando el historial de envíos' });
    await alert.getByText(unavailable.message).waitFor();
    await expectAccessible(page, 'history error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('table', { name: 'Historial de envíos' }).getByRole('row').nth(1).waitFor();
    await alert.waitFor({ state: 'detached' });
    expect(page.consoleErrors.filter((m) => !/status of 503/.test(m))).toEqual([]);
  });

  it('the refresh button reads the stats, the current broadcast and the history again', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await openCentre(page);
    await page.getByRole('heading', { name: 'Historial de envíos' }).waitFor();
    const asked = (path: string) =>
      page.waitForRequest((r) => new URL(r.url()).pathname === `/api/notifications${path}`);
    const again = Promise.all([asked('/stats'), asked('/broadcasts/current'), asked('/broadcasts')]);
    await page.getByRole('button', { name: REFRESH }).click();
    await again;
    expect(page.consoleErrors).toEqual([]);
  });

  it('cleanup asks first: cancel keeps the devices, confirm deletes the stale ones and says how many', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const before = await statsOf(token);
    const deletes: string[] = [];
    page.on('request', (r) => r.method() === 'DELETE' && isCentreCall(r.url()) && deletes.push(r.url()));
    await openCentre(page);

    // A refused cleanup: the spec's toast, with the server's message.
    await failFirstCalls(
      page,
      (url) => url.pathname.startsWith('/api/notifications/cleanup'),
      unavailable,
      1,
    );
    const dialog = page.getByRole('dialog', { name: 'Limpiar tokens antiguos' });
    await page.getByRole('button', { name: 'Limpiar Tokens Antiguos' }).click();
    await dialog.getByRole('button', { name: 'Limpiar' }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Error limpiando tokens' })
      .getByText(unavailable.message)
      .waitFor();
    expect(await statsOf(token)).toEqual(before);
    deletes.length = 0;

    await page.getByRole('button', { name: 'Limpiar Tokens Antiguos' }).click();
    await dialog.getByText('¿Estás seguro de que quieres limpiar tokens antiguos (30+ días)?').waitFor();
    await settle(page);
    await expectAccessible(page, 'cleanup confirmation');
    await screenshot(page, 'notifications-cleanup-confirm-1280');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(deletes).toEqual([]);
    expect(await statsOf(token)).toEqual(before);

    await page.getByRole('button', { name: 'Limpiar Tokens Antiguos' }).click();
    await dialog.getByRole('button', { name: 'Limpiar' }).click();
    const toast = page.getByText(/^Se eliminaron \d+ tokens antiguos$/);
    await toast.waitFor();
    const deleted = Number((await toast.textContent())?.match(/\d+/)?.[0]);
    expect(deletes.map((u) => new URL(u).pathname)).toEqual(['/api/notifications/cleanup/30']);
    // The seed has devices not seen for 40+ days.
    expect(deleted).toBeGreaterThan(0);
    const after = await statsOf(token);
    expect(after.total).toBe(before.total - deleted);
    await page
      .getByTestId('stat-total')
      .filter({ hasText: String(after.total) })
      .waitFor();
    expect(page.consoleErrors.filter((m) => !/status of 503/.test(m))).toEqual([]);
  });

  it("a refused send toasts the spec's fallback and keeps what was written", async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    // The call fails without a message (a proxy's 502): the spec's fallback is shown. Nothing is sent.
    await page.route(
      (url) => url.pathname === '/api/notifications/send-global',
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await openCentre(page);
    const { title, message, submit } = sendForm(page);
    await title.fill('Culto de oración');
    await message.fill('Esta noche a las 7 pm.');
    await submit.click();
    await page.getByText('Error enviando notificación. Inténtalo de nuevo.').waitFor();
    expect(await title.inputValue()).toBe('Culto de oración');
    expect(await submit.isEnabled()).toBe(true);
    expect(await page.getByTestId('send-outcome').count()).toBe(0);
    expect(page.consoleErrors.filter((m) => !/status of 502/.test(m))).toEqual([]);
  });

  it('the centre is accessible at 1280 px and fits a 390 px phone', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await openCentre(page);
    await page.getByRole('heading', { name: 'Historial de envíos' }).waitFor();
    await sendForm(page).title.fill('Culto especial de alabanza y adoración!!');
    await settle(page);
    await expectAccessible(page, 'centre at 1280 px');
    await screenshot(page, 'notifications-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await noSidewaysScroll(page);
    await expectAccessible(page, 'centre at 390 px');
    await screenshot(page, 'notifications-390');
    await page.getByRole('button', { name: 'Limpiar Tokens Antiguos' }).click();
    await page.getByRole('dialog', { name: 'Limpiar tokens antiguos' }).waitFor();
    await settle(page);
    await noSidewaysScroll(page);
    await page.keyboard.press('Escape');
    expect(page.consoleErrors).toEqual([]);
  });
});
