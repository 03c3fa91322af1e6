import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  artifactsDir,
  expectAccessible,
  failFirstCalls,
  noSidewaysScroll,
  settle,
  useBrowser,
} from '../support/browser';
import {
  createEvent,
  type EventItem,
  fifteenthOfNextMonth,
  openEvents,
  rowOf,
  signIn,
} from '../support/events';

const browser = useBrowser();

const LONG_TEST_MS = 120_000;

describe('events (/events): statistics, export and the month calendar', () => {
  it(
    'shows the people interested page by page and downloads them as CSV',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      // The seeded event with the most people interested (22): pages of 10 instead of 50 (the same
      // API, asked for smaller pages) show the paging with the demo's members.
      const list = await fetch(
        `${await page.evaluate(() => location.origin)}/api/community/admin/events?limit=50&includeInactive=true`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const events = ((await list.json()) as { items: EventItem[] }).items;
      const event = events.reduce((a, b) => (b.interestedCount > a.interestedCount ? b : a));
      expect(event.interestedCount).toBeGreaterThan(10);
      await page.route(
        (url) => url.pathname.endsWith(`/events/${event.id}/statistics`),
        (route) => {
          const url = new URL(route.request().url());
          url.searchParams.set('limit', '10');
          return route.continue({ url: url.toString() });
        },
      );
      await openEvents(page);
      await rowOf(page, event.title)
        .getByRole('button', { name: `Estadísticas de ${event.title}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Estadísticas del evento' });
      await dialog.getByText(event.title).waitFor();
      await dialog.getByText(`Total de interesados: ${event.interestedCount}`).waitFor();
      const people = dialog.getByRole('list', { name: 'Personas interesadas' }).getByRole('listitem');
      await dialog.getByText(`Mostrando 10 de ${event.interestedCount} interesados`).waitFor();
      expect(await people.count()).toBe(10);
      expect(await people.first().textContent()).toMatch(/@.*Registrado el/);
      await expectAccessible(page, 'event statistics modal');
      await dialog.getByRole('button', { name: 'Cargar más' }).click();
      await dialog.getByText(`Mostrando 20 de ${event.interestedCount} interesados`).waitFor();
      await dialog.getByRole('button', { name: 'Cargar más' }).click();
      await dialog
        .getByText(`Mostrando ${event.interestedCount} de ${event.interestedCount} interesados`)
        .waitFor();
      await dialog.getByRole('button', { name: 'Cargar más' }).waitFor({ state: 'detached' });
      const firstName = (await people.first().locator('p').first().textContent()) ?? '';

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const file = await download.path();
      const csv = readFileSync(file, 'utf8');
      // Separated by ';' after a byte order mark: Excel in Spanish (es-CO) opens it in columns.
      expect(csv.split('\n')[0]).toBe('\ufeffNombre;Correo;Fecha de registro');
      expect(csv).toContain(firstName);
      expect(csv.trim().split('\n').length).toBe(event.interestedCount + 1);
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it('shows an event without interest as the empty state', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const event = await createEvent(token);
    await openEvents(page);
    await rowOf(page, event.title)
      .getByRole('button', { name: `Estadísticas de ${event.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Estadísticas del evento' });
    await dialog.getByText('Nadie ha mostrado interés en este evento todavía.').waitFor();
    await dialog.getByText('Total de interesados: 0').waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it(
    'moves to the next month in the calendar and opens an event from its day',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const day = fifteenthOfNextMonth();
      const event = await createEvent(token, { eventDate: day, eventTime: '20:15', location: 'Sede sur' });
      const calendarCalls: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/community/admin/events/calendar')
          calendarCalls.push(url.searchParams.get('month') ?? '');
      });
      await openEvents(page);
      await page.getByRole('tab', { name: 'Calendario' }).click();
      const table = page.getByRole('table');
      await table.waitFor();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'lun',
        'mar',
        'mié',
        'jue',
        'vie',
        'sáb',
        'dom',
      ]);
      await expectAccessible(page, 'events calendar');
      await page.getByRole('button', { name: 'Mes siguiente' }).click();
      const button = table.getByRole('button', {
        name: new RegExp(`^${event.title}, .* 15 de .*, 8:15 PM$`),
      });
      await button.waitFor();
      expect(calendarCalls.at(-1)).toBe(day.slice(0, 7));
      await settle(page);
      await page.screenshot({ path: `${artifactsDir}/events-calendar-1280.png` });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: event.title });
      await dialog.getByText('Sede sur').waitFor();
      await expectAccessible(page, 'event opened from the calendar');
      await dialog.getByRole('button', { name: 'Editar' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Evento' });
      expect(await edit.getByRole('textbox', { name: 'Hora' }).inputValue()).toBe('20:15');
      await edit.getByRole('button', { name: 'Cancelar' }).click();
      await edit.waitFor({ state: 'hidden' });

      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await noSidewaysScroll(page);
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${artifactsDir}/events-calendar-390.png` });
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it('shows load and action errors in the red banner, with a retry for the list', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const event = await createEvent(token);
    await failFirstCalls(page, (url) => url.pathname === '/api/community/admin/events', {
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento',
    });
    await page.goto('/events');
    const alert = page.getByRole('alert').filter({ hasText: 'Error al cargar los eventos' });
    await alert.getByText('El servicio no está disponible en este momento').waitFor();
    await expectAccessible(page, 'events list load error');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await rowOf(page, event.title).waitFor();
    await alert.waitFor({ state: 'detached' });

    await page.route(
      (url) => url.pathname.endsWith(`/events/${event.id}/toggle-active`),
      (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 409, code: 'CONFLICT', message: 'No se pudo ocultar ahora' }),
        }),
      { times: 1 },
    );
    await rowOf(page, event.title)
      .getByRole('button', { name: `Ocultar ${event.title}` })
      .click();
    const banner = page.getByRole('alert').filter({ hasText: 'No se pudo ocultar ahora' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Cerrar aviso' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(page.consoleErrors.filter((e) => !/status of 5\d\d/.test(e))).toEqual([]);
  });
});
