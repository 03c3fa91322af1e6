import { afterAll, describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  loginThroughApi,
  noSidewaysScroll,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import {
  type Broadcast,
  counterOf,
  expoToken,
  fake,
  fakeMessages,
  noBroadcastRunning,
  openCentre,
  PROGRESS,
  REFRESH,
  registerDevice,
  sendForm,
  statsOf,
} from '../support/notifications';

/**
 * Every send of the e2e run is in this file, one after the other: a community has one broadcast at a
 * time. The demo community has more active devices than PUSH_SYNC_LIMIT (200), so its sends go on in
 * the background (202) and the page follows them; the neighbour community's few devices are sent to
 * while the call waits (200).
 */
const browser = useBrowser();
const WARNING_RGB = 'rgb(181, 71, 8)';

const titleOf = (length: number) => `Culto ${uniqueSuffix()} `.padEnd(length, '*');
const messageOf = (length: number) =>
  'Te esperamos este domingo a las 9 am en el templo principal. '.repeat(4).slice(0, length);

/** The messages the fake accepted with this title. */
async function deliveredWith(title: string) {
  return (await fakeMessages()).messages.filter((m) => m.title === title);
}

afterAll(async () => {
  await fake('release');
  await fake('reset');
});

describe('notification centre: sending', () => {
  it('a send: counters that warn above 40 and 180, the preview, the result box', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    await noBroadcastRunning(token);
    const { active } = await statsOf(token);
    expect(active).toBeGreaterThan(200);

    await openCentre(page);
    const { form, title, message, submit } = sendForm(page);
    expect(await submit.textContent()).toBe(`Enviar a ${active} Dispositivos`);
    expect(await submit.isDisabled()).toBe(true);

    // Past the limit: the counter is red, the field says why, and a submit toasts the rule (nothing sent).
    const sends: string[] = [];
    page.on('request', (r) => r.url().endsWith('/send-global') && sends.push(r.url()));
    await title.fill(titleOf(51));
    await message.fill('Hola');
    expect(await counterOf(page, 'Título')).toMatchObject({
      text: '51/50 (supera el límite)',
      level: 'over',
    });
    await form.getByText('El título no puede exceder 50 caracteres').waitFor();
    await submit.click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'El título no puede exceder 50 caracteres' })
      .waitFor();
    expect(sends).toEqual([]);
    await message.fill('');

    // 40 of 50 is fine; 41 turns the counter to the warning colour (and says so to screen readers).
    const text = titleOf(41);
    await title.fill(text.slice(0, 40));
    expect(await counterOf(page, 'Título')).toMatchObject({ text: '40/50', level: 'ok' });
    await title.fill(text);
    const titleCounter = await counterOf(page, 'Título');
    expect(titleCounter).toEqual({ text: '41/50 (cerca del límite)', level: 'warning', color: WARNING_RGB });
    expect(await submit.isDisabled()).toBe(true);
    const body = messageOf(181);
    await message.fill(body.slice(0, 180));
    expect(await counterOf(page, 'Mensaje')).toMatchObject({ text: '180/200', level: 'ok' });
    await message.fill(body);
    expect(await counterOf(page, 'Mensaje')).toEqual({
      text: '181/200 (cerca del límite)',
      level: 'warning',
      color: WARNING_RGB,
    });
    // The live preview shows what the phones will show.
    const preview = page.getByTestId('notification-preview');
    await preview.getByText(text, { exact: true }).waitFor();
    await preview.getByText(body.trim(), { exact: true }).waitFor();
    await expectAccessible(page, 'centre with the counters warning');
    await screenshot(page, 'notifications-counters-1280');

    await submit.click();
    const outcome = page.getByTestId('send-outcome');
    await outcome.getByText(`${active}/${active}`).waitFor();
    await outcome.getByText('100,0%').waitFor();
    await page.getByText(`Notificación enviada a ${active} dispositivos`).waitFor();
    // The form is cleared; the history lists the send, complete.
    expect(await title.inputValue()).toBe('');
    expect(await message.inputValue()).toBe('');
    const row = page
      .getByRole('table', { name: 'Historial de envíos' })
      .getByRole('row')
      .filter({ hasText: text });
    await row.getByText('Completado').waitFor();
    await row.getByText(`${active}/${active}`).waitFor();
    await row.getByText('Pastor Andrés Gómez').waitFor();
    expect(await form.getByRole('button', { name: `Enviar a ${active} Dispositivos` }).isDisabled()).toBe(
      true,
    );

    // Each active device got the message once, with the trimmed title and body.
    const delivered = await deliveredWith(text);
    expect(delivered).toHaveLength(active);
    expect(new Set(delivered.map((m) => m.to)).size).toBe(active);
    expect(delivered[0]?.body).toBe(body.trim());
    await screenshot(page, 'notifications-result-1280');
    expect(page.consoleErrors).toEqual([]);
  });

  it('a big send goes on in the background: the bar follows it, survives a reload, and ends in the result', async () => {
    const page = await browser.newPage();
    const { access_token: token, user } = await loginThroughApi(page, accounts.pastor);
    const { communityId } = user as { communityId: string };
    await noBroadcastRunning(token);
    const { active, total } = await statsOf(token);
    await fake('reset');
    await fake('hold');

    await openCentre(page);
    const { title, message, submit } = sendForm(page);
    const text = titleOf(30);
    await title.fill(`  ${text}  `);
    await message.fill('Reunión de oración esta noche a las 7 pm.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/notifications/send-global'));
    await submit.click();
    // 202: only what is known yet (its state and the devices it goes to), no count of sent.
    const accepted = await answer;
    expect(accepted.status()).toBe(202);
    const known = await accepted.json();
    expect(['QUEUED', 'SENDING']).toContain(known.status);
    expect(known.total).toBe(active);
    expect(known).not.toHaveProperty('sent');

    const bar = page.getByRole('progressbar', { name: PROGRESS });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuemax')).toBe(String(active));
    await page.getByTestId('broadcast-progress').getByText(`«${text}»`).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    expect(await title.inputValue()).toBe('');
    // The server takes one broadcast at a time.
    const second = await apiCall<{ code: string }>('/notifications/send-global', {
      method: 'POST',
      token,
      body: { title: 'Otro aviso', message: 'Otro mensaje', communityId },
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('BROADCAST_IN_PROGRESS');
    await settle(page);
    await expectAccessible(page, 'centre with a broadcast going on');
    await screenshot(page, 'notifications-progress-1280');

    // A reload finds the broadcast still going on and follows it again.
    await page.reload();
    await bar.waitFor();
    await page.getByTestId('broadcast-progress').getByText(`«${text}»`).waitFor();
    expect(await sendForm(page).submit.isDisabled()).toBe(true);
    // The bar fits a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'notifications-progress-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await fake('release');
    const outcome = page.getByTestId('send-outcome');
    await outcome.getByText(`${active}/${active}`).waitFor();
    await page.getByText(`Notificación enviada a ${active} dispositivos`).waitFor();
    await bar.waitFor({ state: 'detached' });
    const row = page
      .getByRole('table', { name: 'Historial de envíos' })
      .getByRole('row')
      .filter({ hasText: text });
    await row.getByText('Completado').waitFor();
    await row.getByText(`${active}/${active}`).waitFor();

    const delivered = await deliveredWith(text);
    expect(delivered).toHaveLength(active);
    expect(new Set(delivered.map((m) => m.to)).size).toBe(active);
    expect((await statsOf(token)).total).toBe(total);
    expect(page.consoleErrors).toEqual([]);
  });

  it('a small community: no device warns first; then it is answered at once (200) with the failures', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.neighbour);
    await noBroadcastRunning(token);
    // Nothing sent yet and (unless a run registered some) no device: the centre says what to do.
    await openCentre(page);
    await page.getByText('Aún no se ha enviado ninguna notificación.').waitFor();
    if ((await statsOf(token)).active === 0) {
      await page
        .getByRole('alert')
        .filter({ hasText: 'No hay dispositivos activos' })
        .getByText(/los miembros deben iniciar sesión en la aplicación móvil/)
        .waitFor();
      const { title, message, submit } = sendForm(page);
      await title.fill('Hola');
      await message.fill('Bienvenidos');
      expect(await submit.textContent()).toBe('Enviar a 0 Dispositivos');
      expect(await submit.isDisabled()).toBe(true);
      await expectAccessible(page, 'centre without devices');
      await screenshot(page, 'notifications-no-devices-1280');
    }

    const tokens = ['ios', 'android', 'ios'].map((p, i) => ({
      token: expoToken(`v${i}`),
      platform: p as 'ios' | 'android',
    }));
    for (const t of tokens) await registerDevice(token, t.token, t.platform);
    const { active } = await statsOf(token);
    expect(active).toBeGreaterThanOrEqual(3);
    expect(active).toBeLessThanOrEqual(200);
    await fake('reset');
    await fake('script', { unregister: [tokens[2]!.token] });

    await page.getByRole('button', { name: REFRESH }).click();
    const { title, message, submit } = sendForm(page);
    await page.getByText(`Enviar a ${active} Dispositivos`).waitFor();
    const text = titleOf(20);
    await title.fill(text);
    await message.fill('Bienvenidos a la comunidad.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/notifications/send-global'));
    await submit.click();
    expect((await answer).status()).toBe(200);
    const outcome = page.getByTestId('send-outcome');
    await outcome.getByText(`${active - 1}/${active}`).waitFor();
    await outcome.getByText('Dispositivo no registrado (desactivado): 1 dispositivo').waitFor();
    await page.getByText(`Notificación enviada a ${active - 1} dispositivos`).waitFor();
    // The unregistered device was deactivated: the stats were read again.
    await sendForm(page)
      .form.getByRole('button', { name: `Enviar a ${active - 1} Dispositivos` })
      .waitFor();
    expect((await statsOf(token)).active).toBe(active - 1);
    const sent = (await apiCall<{ items: Broadcast[] }>('/notifications/broadcasts', { token })).body
      .items[0];
    expect(sent).toMatchObject({ title: text, status: 'COMPLETED', sent: active - 1, failed: 1 });
    await settle(page);
    await expectAccessible(page, 'result with failures');
    await screenshot(page, 'notifications-result-errors-1280');
    await fake('reset');
    expect(page.consoleErrors).toEqual([]);
  });
});
