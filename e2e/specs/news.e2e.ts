import type { Page } from 'playwright-core';
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

interface News {
  id: string;
  title: string;
  priority: number;
  isActive: boolean;
  imageUrl: string | null;
  imageAlt: string | null;
  category: string | null;
  tags: string[];
  publishedAt: string | null;
  isSliceCard: boolean;
  viewType: string;
}

const browser = useBrowser();

const summary = 'Un resumen de prueba con suficientes caracteres';
const content =
  'Contenido de prueba de la noticia, con más de cincuenta caracteres para cumplir la regla del formulario.';

/** A YYYY-MM-DD date `days` from today (local calendar day, as the date input uses). */
function isoDay(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function signIn(page: Page) {
  const { access_token } = await loginThroughApi(page, accounts.pastor);
  return access_token;
}

async function openNews(page: Page) {
  await page.goto('/news');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Noticias' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
}

async function listNews(token: string) {
  const res = await apiCall<{ items: News[] }>(
    '/community/news?includeInactive=true&limit=100&sortBy=priority&sortOrder=asc',
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.items;
}

async function createNews(token: string, title: string, priority = 4) {
  const res = await apiCall<News>('/community/news', {
    method: 'POST',
    token,
    body: { title, summary, content, priority },
  });
  expect(res.status).toBe(201);
  return res.body;
}

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

    // A file of the wrong type is refused before anything else.
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await dialog.getByText('Tipo de archivo no permitido. Solo se permiten: JPEG, PNG, WebP').waitFor();

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

    const handle = page.getByRole('button', { name: `Reordenar ${second.title}` });
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up (announced in Spanish) before the arrows are pressed.
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain(second.title);
    // Each press moves the row 25 pixels (spec section 9); three presses pass the next row's middle.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(100);
    }
    await page.keyboard.press('Space');
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
