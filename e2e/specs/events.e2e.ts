import { describe, expect, it } from 'vitest';
import {
  artifactsDir,
  drawPng,
  expectAccessible,
  noSidewaysScroll,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { createEvent, dayFromToday, getEvent, openEvents, rowOf, signIn } from '../support/events';

const browser = useBrowser();

/** The heaviest tests (several modals and axe runs) on a busy 2-core box. */
const LONG_TEST_MS = 120_000;

describe('events (/events): list, form, hide/show, delete', () => {
  it(
    'creates an event: the rules first (the deadline only with registration), then the row and the overview',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const sent: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/community/admin/events')
          sent.push(req.url());
      });
      await openEvents(page);
      const overview = page.getByRole('region', { name: 'Resumen de eventos' });
      await overview.getByText('Total de eventos').waitFor();
      await expectAccessible(page, 'events page');
      await screenshot(page, 'events-list-1280');

      await page.getByRole('button', { name: 'Crear Evento' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Crear Evento' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Capacidad' }).waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Capacidad' }).inputValue()).toBe('50');
      expect(await dialog.getByLabel('Fecha límite de inscripción').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Crear Evento' }).click();
      for (const message of [
        'El título es requerido',
        'El resumen es requerido',
        'El contenido es requerido',
        'La fecha es requerida',
        'La hora es requerida',
        'La ubicación es requerida',
      ])
        await dialog.getByText(message).waitFor();
      await expectAccessible(page, 'create event form with errors');
      await screenshot(page, 'events-create-errors-1280');

      // An error clears when its field is edited.
      const title = `Concierto de alabanza ${uniqueSuffix()}`;
      await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
      await dialog.getByText('El título es requerido').waitFor({ state: 'detached' });

      await dialog.getByRole('textbox', { name: 'Resumen' }).fill('Una noche de música con los coros.');
      await dialog.getByRole('textbox', { name: 'Contenido' }).fill('Coros, banda y testimonios.');
      await dialog.getByRole('textbox', { name: 'Categoría' }).click();
      await page.getByRole('option', { name: '🎵 Concierto' }).click();
      await dialog.getByLabel('Fecha', { exact: true }).fill(dayFromToday(-1));
      await dialog.getByRole('textbox', { name: 'Hora' }).fill('19:30');
      await dialog.getByText('Se mostrará como 7:30 PM').waitFor();
      await dialog.getByRole('textbox', { name: 'Ubicación' }).fill('Templo principal');
      await dialog.getByRole('textbox', { name: 'Precio (COP)' }).fill('1500');
      await dialog.getByRole('textbox', { name: 'Capacidad' }).fill('0');
      await dialog.getByRole('switch', { name: 'Requiere inscripción' }).check();
      const deadline = dialog.getByLabel('Fecha límite de inscripción');
      await deadline.waitFor();
      await dialog.getByRole('button', { name: 'Crear Evento' }).click();
      await dialog.getByText('La fecha y hora no puede ser en el pasado').waitFor();
      await dialog.getByText('La capacidad debe ser mayor a 0').waitFor();
      await dialog.getByText('El precio debe ir en múltiplos de 1000').waitFor();
      expect(sent).toEqual([]);

      // Registration off hides the deadline again; on, it shows and is sent.
      await dialog.getByRole('switch', { name: 'Requiere inscripción' }).uncheck();
      await deadline.waitFor({ state: 'detached' });
      await dialog.getByRole('switch', { name: 'Requiere inscripción' }).check();
      const day = dayFromToday(10);
      await dialog.getByLabel('Fecha', { exact: true }).fill(day);
      await dialog.getByLabel('Fecha límite de inscripción').fill(dayFromToday(8));
      await dialog.getByRole('textbox', { name: 'Precio (COP)' }).fill('25000');
      await dialog.getByRole('textbox', { name: 'Capacidad' }).fill('120');
      await dialog.getByRole('textbox', { name: 'Etiquetas' }).fill('Música');
      await dialog.getByRole('textbox', { name: 'Etiquetas' }).press('Enter');
      await dialog.getByRole('button', { name: 'Crear Evento' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Evento creado exitosamente').waitFor();
      expect(sent).toHaveLength(1);

      const row = rowOf(page, title);
      await row.getByText('Próximo').waitFor();
      expect(await row.textContent()).toContain('🎵 Concierto');
      const [y, m, d] = day.split('-').map(Number);
      await row.getByText(`${d}/${m}/${y} · 7:30 PM`, { exact: false }).waitFor();
      expect(await row.textContent()).toMatch(/25\.000/);

      // The row expands into its detail card.
      const toggle = row.getByRole('button', { name: title, exact: true });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await row.getByText('Coros, banda y testimonios.').waitFor();
      await row.getByText('#música').waitFor();
      await row.getByText(/Requerida, hasta el/).waitFor();
      await expectAccessible(page, 'events page with a row expanded');
      expect(page.consoleErrors).toEqual([]);
      void token;
    },
    LONG_TEST_MS,
  );

  it(
    'edits an event from its values, hides and shows it (dimmed), and deletes it after confirming',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const event = await createEvent(token, { address: 'Calle 10 # 5-20', organizer: 'Pastora Ana' });
      await openEvents(page);
      const row = rowOf(page, event.title);

      await row.getByRole('button', { name: `Editar ${event.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Evento' });
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(event.title);
      expect(await dialog.getByRole('textbox', { name: 'Dirección' }).inputValue()).toBe('Calle 10 # 5-20');
      await dialog.getByRole('textbox', { name: 'Ubicación' }).fill('Auditorio norte');
      await dialog.getByRole('textbox', { name: 'Dirección' }).fill('');
      await expectAccessible(page, 'edit event form');
      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Evento actualizado exitosamente').waitFor();
      const saved = (await getEvent(token, event.id)).body as unknown as Record<string, unknown>;
      expect(saved).toMatchObject({ location: 'Auditorio norte', address: null, organizer: 'Pastora Ana' });

      await row.getByRole('button', { name: `Ocultar ${event.title}` }).click();
      await row.getByRole('button', { name: `Mostrar ${event.title}` }).waitFor();
      await row.getByText('Oculto', { exact: true }).waitFor();
      expect(await row.getAttribute('data-inactive')).toBe('true');
      expect((await getEvent(token, event.id)).body.isActive).toBe(false);
      await expectAccessible(page, 'events page with a hidden event');
      await row.getByRole('button', { name: `Mostrar ${event.title}` }).click();
      await row.getByRole('button', { name: `Ocultar ${event.title}` }).waitFor();
      expect(await row.getAttribute('data-inactive')).toBeNull();

      await row.getByRole('button', { name: `Eliminar ${event.title}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Eliminar evento' });
      await confirm.getByText('¿Estás seguro de que quieres eliminar este evento?').waitFor();
      await expectAccessible(page, 'delete event confirmation');
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Evento eliminado exitosamente').waitFor();
      await row.waitFor({ state: 'detached' });
      expect((await getEvent(token, event.id)).status).toBe(404);
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it('fits a 390 px phone: the list, an expanded row and the form', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await signIn(page);
    const event = await createEvent(token, {
      title: `Retiro de jóvenes con un título bastante largo ${uniqueSuffix()}`,
      tags: ['jóvenes', 'retiro'],
      contactEmail: 'retiros.de.jovenes@iglesia-ejemplo.org',
    });
    await openEvents(page);
    const row = rowOf(page, event.title);
    await row.getByRole('button', { name: event.title, exact: true }).click();
    await row.getByText('retiros.de.jovenes@iglesia-ejemplo.org').waitFor();
    await row.scrollIntoViewIfNeeded();
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'events-list-390');
    await page.screenshot({ path: `${artifactsDir}/events-row-390.png` });
    await page.getByRole('button', { name: 'Crear Evento' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Crear Evento' });
    await dialog.waitFor();
    await settle(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${artifactsDir}/events-form-390.png` });
    expect(page.consoleErrors).toEqual([]);
  });

  it('checks the image (type, 3MB), previews it and sends it with its alternative text', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const event = await createEvent(token);
    await openEvents(page);
    const row = rowOf(page, event.title);
    await row.getByRole('button', { name: `Editar ${event.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Evento' });
    const file = dialog.locator('input[type=file]');
    await file.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await dialog.getByText('Solo se permiten archivos de imagen').waitFor();
    await file.setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(3 * 1024 * 1024 + 1),
    });
    await dialog.getByText('La imagen no puede superar los 3MB').waitFor();
    // A real PNG, drawn by the browser.
    await file.setInputFiles({
      name: 'afiche.png',
      mimeType: 'image/png',
      buffer: await drawPng(page, { width: 40, height: 30, color: '#7048e8' }),
    });
    await dialog.getByTestId('event-image-preview').waitFor();
    await dialog.getByRole('textbox', { name: 'Texto alternativo de la imagen' }).fill('Afiche del evento');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = (await getEvent(token, event.id)).body as unknown as { imageUrl: string | null };
    expect(saved.imageUrl).toBeTruthy();
    await row.getByRole('button', { name: event.title, exact: true }).click();
    const image = row.getByRole('img', { name: 'Afiche del evento' });
    await image.waitFor();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(page.consoleErrors).toEqual([]);
  });
});
