import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, screenshot, uniqueSuffix, useBrowser } from '../support/browser';
import { content, createNews, isoDay, listNews, openNews, signIn, summary } from '../support/news';

const browser = useBrowser();

/** The titles of the table rows, top to bottom. */
async function rowTitles(page: Page) {
  return page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td:nth-child(2) p')?.textContent?.trim() ?? ''));
}

/** A real PNG drawn on a canvas in the page (1200x900, so the browser has to scale it down). */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#5b3fd1');
    gradient.addColorStop(1, '#15aabf');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1200, 900);
    g.fillStyle = '#ffffff';
    g.font = 'bold 120px sans-serif';
    g.fillText('Koinonia', 300, 480);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The centre of an element, in page coordinates. */
async function centreOf(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Picks a row up by keyboard (Space on its handle), moves it down `presses` times, checking that
 * each press moves it 25 pixels (spec section 9), and drops it.
 */
async function keyboardDrag(page: Page, title: string, presses: number) {
  await page.getByRole('button', { name: `Reordenar ${title}` }).focus();
  await page.keyboard.press('Space');
  // Picked up (announced in Spanish) before the arrows are pressed.
  await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain(title);
  const dragged = page.locator('tbody tr', { hasText: title });
  for (let i = 1; i <= presses; i++) {
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dragged.evaluate((row) => row.style.transform)).toContain(`, ${25 * i}px`);
  }
  await page.keyboard.press('Space');
}

/** Creates two priority-1 items (the newest on top) and opens the list. */
async function twoOnTop(page: Page, token: string, label: string) {
  const suffix = uniqueSuffix();
  const lower = await createNews(token, `${label} abajo ${suffix}`, 1);
  const upper = await createNews(token, `${label} arriba ${suffix}`, 1);
  await openNews(page);
  expect((await rowTitles(page)).slice(0, 2)).toEqual([upper.title, lower.title]);
  const rowHeight = (await page.locator('tbody tr').first().boundingBox())?.height ?? 80;
  return { upper, lower, rowHeight };
}

describe('news centre (/news)', () => {
  it('creates a news item with an image after showing the form rules', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    await openNews(page);
    await expectAccessible(page, 'news list');

    await page.getByRole('button', { name: 'Nueva Noticia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Noticia' });
    await dialog.waitFor();

    // The rules first: a too-short title, an empty content and a past event date.
    await dialog.getByLabel('Título').fill('Corto');
    await dialog.getByLabel('Resumen').fill(summary);
    await dialog.getByLabel('Fecha del evento').fill(isoDay(-2));
    await dialog.getByText('5/100 caracteres (mínimo 10)').waitFor();
    await dialog.getByRole('button', { name: 'Crear Noticia' }).click();
    const problems = dialog.getByRole('alert').filter({ hasText: 'Revisa los siguientes campos' });
    await problems.getByText('El título debe tener al menos 10 caracteres').waitFor();
    await problems.getByText('El contenido es requerido').waitFor();
    await problems.getByText('La fecha del evento no puede ser anterior a hoy').waitFor();
    expect(await dialog.getByLabel('Título').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'news form with errors');
    await screenshot(page, 'news-form-errors');

    // Image problems, each with the spec's message: a wrong type (also listed on submit), a file over
    // 10MB, and a file named .png that is not an image.
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await dialog
      .getByText('Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP')
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Crear Noticia' }).click();
    await problems.getByText('Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP').waitFor();
    await fileInput.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await dialog.getByText('El archivo es demasiado grande. Máximo permitido: 10MB').waitFor();
    await fileInput.setInputFiles({
      name: 'falsa.png',
      mimeType: 'image/png',
      buffer: Buffer.from('no soy un png'),
    });
    await dialog.getByText('Error al cargar la imagen').waitFor();

    // Fixed: valid texts, a future date, a category, a tag and a real PNG prepared in the browser.
    const title = `Noticia con imagen ${uniqueSuffix()}`;
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Contenido').fill(content);
    await dialog.getByLabel('Fecha del evento').fill(isoDay(10));
    await dialog.getByLabel('Hora del evento').fill('19:30');
    await dialog.getByLabel('Lugar').fill('Templo principal');
    await dialog.getByRole('textbox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: /Eventos/ }).click();
    await dialog.getByLabel('Etiquetas').fill('pruebas');
    await dialog.getByLabel('Etiquetas').press('Enter');
    await fileInput.setInputFiles({ name: 'cartel.png', mimeType: 'image/png', buffer: await drawPng(page) });
    await dialog.getByText(/Lista para enviar: 800x600 px/).waitFor();
    await dialog.getByRole('img', { name: 'Vista previa de la imagen seleccionada' }).waitFor();
    await dialog.getByLabel('Texto alternativo de la imagen').fill('Cartel de prueba');
    await screenshot(page, 'news-form-image');
    await dialog.getByRole('button', { name: 'Crear Noticia' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('La noticia se creó exitosamente').waitFor();

    const row = page.locator('tbody tr', { hasText: title });
    const thumbnail = row.getByRole('img', { name: 'Cartel de prueba' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await row.getByText('Media').waitFor();

    const created = (await listNews(token)).find((n) => n.title === title);
    expect(created).toMatchObject({
      priority: 3,
      isSliceCard: true,
      viewType: 'BOTH',
      imageAlt: 'Cartel de prueba',
      category: 'eventos',
      tags: ['pruebas'],
      isActive: true,
    });
    expect(created?.imageUrl).toMatch(/\.jpg$/);
    expect(created?.publishedAt?.slice(0, 10)).toBe(isoDay(10));
    await screenshot(page, 'news-created');
    expect(page.consoleErrors).toEqual([]);
  });

  it('reorders by keyboard and the priorities persist after a reload', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const suffix = uniqueSuffix();
    const first = await createNews(token, `Reordenar primera ${suffix}`, 1);
    const second = await createNews(token, `Reordenar segunda ${suffix}`, 1);
    // Slow the priority calls a little, so the saving banner can be seen.
    await page.route('**/api/community/news/*/priority', async (route) => {
      await new Promise((r) => setTimeout(r, 150));
      await route.continue();
    });
    await openNews(page);

    // Same priority: the newest first.
    const before = await rowTitles(page);
    expect(before.slice(0, 2)).toEqual([second.title, first.title]);

    // Each press moves the row 25 pixels (spec section 9); three presses pass the next row's middle.
    await keyboardDrag(page, second.title, 3);
    await page.getByText('Actualizando prioridades en el servidor...').waitFor();
    await expect
      .poll(() => page.locator('[id^="DndLiveRegion"]').textContent())
      .toContain(`Soltaste la noticia ${second.title} en la posición 2`);
    await page.getByText('Actualizando prioridades en el servidor...').waitFor({ state: 'hidden' });

    // The new order, renumbered from 1 and capped at 4 (spec section 4).
    const expectedOrder = [before[1]!, before[0]!, ...before.slice(2)];
    const expected = new Map(expectedOrder.map((t, i) => [t, Math.min(i + 1, 4)]));
    const saved = await listNews(token);
    for (const item of saved) expect(item.priority, item.title).toBe(expected.get(item.title));
    expect(saved.find((n) => n.id === first.id)?.priority).toBe(1);
    expect(saved.find((n) => n.id === second.id)?.priority).toBe(2);

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    const after = await rowTitles(page);
    expect(after.slice(0, 2)).toEqual([first.title, second.title]);
    await page.locator('tbody tr', { hasText: second.title }).getByText('Prioridad 2').waitFor();
    await screenshot(page, 'news-reordered');
    expect(page.consoleErrors).toEqual([]);
  });

  it('toggles a news item inactive and active again', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const item = await createNews(token, `Noticia para activar ${uniqueSuffix()}`);
    await openNews(page);

    const row = page.locator('tbody tr', { hasText: item.title });
    const toggle = row.getByRole('switch', { name: `Activar/Desactivar ${item.title}` });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.getByText('Noticia desactivada').waitFor();
    await row.getByText('Inactiva').waitFor();
    expect((await listNews(token)).find((n) => n.id === item.id)?.isActive).toBe(false);

    await toggle.click({ force: true });
    await page.getByText('Noticia activada').waitFor();
    await row.getByText('Activa', { exact: true }).waitFor();
    expect((await listNews(token)).find((n) => n.id === item.id)?.isActive).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('deletes a news item after confirmation', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const item = await createNews(token, `Noticia para eliminar ${uniqueSuffix()}`);
    await openNews(page);

    await page.getByRole('button', { name: `Eliminar ${item.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar noticia' });
    await confirm.getByText('¿Estás seguro de que deseas eliminar esta noticia?').waitFor();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Noticia eliminada').waitFor();
    await page.locator('tbody tr', { hasText: item.title }).waitFor({ state: 'detached' });
    expect((await apiCall(`/community/news/${item.id}`, { token })).status).toBe(404);
    expect(page.consoleErrors).toEqual([]);
  });

  it('reorders with the mouse and with touch (press and hold)', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);

    const mouse = await twoOnTop(page, token, 'Ratón');
    const from = await centreOf(page, `Reordenar ${mouse.upper.title}`);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let dy = 4; dy <= mouse.rowHeight + 10; dy += 8) await page.mouse.move(from.x, from.y + dy);
    await page.mouse.up();
    await expect
      .poll(async () => (await rowTitles(page)).slice(0, 2))
      .toEqual([mouse.lower.title, mouse.upper.title]);
    await page.getByText('Actualizando prioridades en el servidor...').waitFor({ state: 'hidden' });
    await expect
      .poll(async () =>
        (await listNews(token)).filter((n) => n.id === mouse.upper.id || n.id === mouse.lower.id),
      )
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: mouse.lower.id, priority: 1 }),
          expect.objectContaining({ id: mouse.upper.id, priority: 2 }),
        ]),
      );

    const touch = await twoOnTop(page, token, 'Tacto');
    const start = await centreOf(page, `Reordenar ${touch.upper.title}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    await page.waitForTimeout(400); // press and hold before moving (the touch sensor's delay)
    for (let dy = 4; dy <= touch.rowHeight + 10; dy += 8)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: start.x, y: start.y + dy }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => (await rowTitles(page)).slice(0, 2))
      .toEqual([touch.lower.title, touch.upper.title]);
    await page.getByText('Actualizando prioridades en el servidor...').waitFor({ state: 'hidden' });
    const saved = await listNews(token);
    expect(saved.find((n) => n.id === touch.lower.id)?.priority).toBe(1);
    expect(saved.find((n) => n.id === touch.upper.id)?.priority).toBe(2);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the priority failure with its detail and reloads the list', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const { upper, lower } = await twoOnTop(page, token, 'Fallo');
    await page.route('**/api/community/news/*/priority', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          code: 'INTERNAL_ERROR',
          message: 'Base de datos no disponible',
        }),
      }),
    );
    const listLoads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/community/news') listLoads.push(r.url());
    });
    await keyboardDrag(page, upper.title, 4);
    await page.getByText('Error al actualizar las prioridades: Base de datos no disponible').waitFor();
    // Reloaded from the server: the order it still has.
    await expect.poll(() => listLoads.length).toBeGreaterThan(0);
    await expect.poll(async () => (await rowTitles(page)).slice(0, 2)).toEqual([upper.title, lower.title]);
    const saved = await listNews(token);
    expect(saved.find((n) => n.id === upper.id)?.priority).toBe(1);
    await expectAccessible(page, 'priority failure banner');
    await screenshot(page, 'news-priority-error');
  });

  it('has loading, error (with retry) and empty states', async () => {
    const page = await browser.newPage();
    await signIn(page);
    const isList = (url: URL) => url.pathname === '/api/community/news';
    let mode: 'slow-error' | 'empty' = 'slow-error';
    await page.route(isList, async (route) => {
      if (mode === 'slow-error') {
        await new Promise((r) => setTimeout(r, 400));
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            code: 'INTERNAL_ERROR',
            message: 'Servidor en mantenimiento',
          }),
        });
      }
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ items: [], pagination: { page: 1, limit: 100, total: 0, hasMore: false } }),
      });
    });
    await page.goto('/news');
    await page.getByRole('status').getByText('Cargando noticias...').waitFor();
    const error = page.getByRole('alert').filter({ hasText: 'Error al cargar las noticias' });
    await error.getByText('Servidor en mantenimiento').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'news load error');
    await screenshot(page, 'news-error');

    mode = 'empty';
    await error.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'No hay noticias' }).waitFor();
    await error.waitFor({ state: 'detached' });
    await expectAccessible(page, 'news empty state');
    await screenshot(page, 'news-empty');
    await page.getByRole('button', { name: 'Crear Primera Noticia' }).click();
    await page.getByRole('dialog', { name: 'Nueva Noticia' }).waitFor();
  });

  it('falls back to the built-in categories and tags when they cannot be fetched', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.route(
      (url) =>
        url.pathname === '/api/community/news/categories' || url.pathname === '/api/community/news/tags',
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await openNews(page);
    await page.getByRole('button', { name: 'Nueva Noticia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Noticia' });
    await dialog.getByRole('textbox', { name: 'Categoría' }).click();
    const categories = await page.getByRole('option').allTextContents();
    expect(categories.map((c) => c.replace(/^\S+\s/, ''))).toEqual(['Cultos', 'Eventos', 'Anuncios']);
    await page.getByRole('option', { name: /Eventos/ }).click();
    await dialog.getByLabel('Etiquetas').click();
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['domingo', 'adoracion', 'juventud']);
  });

  it('fits a phone screen: the table scrolls sideways, the page does not', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openNews(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    const tableScrolls = await page
      .locator('table')
      .evaluate(
        (t) =>
          (t.parentElement?.scrollWidth ?? 0) > (t.parentElement?.clientWidth ?? 0) ||
          (t.closest('.mantine-ScrollArea-viewport')?.scrollWidth ?? 0) >
            (t.closest('.mantine-ScrollArea-viewport')?.clientWidth ?? 0),
      );
    expect(tableScrolls).toBe(true);
    await expectAccessible(page, 'news list on a phone');
    await screenshot(page, 'news-390');
  });
});
