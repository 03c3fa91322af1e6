import { describe, expect, it } from 'vitest';
import { apiCall, drawPng, expectAccessible, screenshot, uniqueSuffix, useBrowser } from '../support/browser';
import { content, createNews, isoDay, listNews, openNews, signIn, summary } from '../support/news';

const browser = useBrowser();

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
    await fileInput.setInputFiles({
      name: 'cartel.png',
      mimeType: 'image/png',
      buffer: await drawPng(page, { text: 'Koinonia' }),
    });
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

  it('has loading, error (with retry) and empty states', async () => {
    const page = await browser.newPage();
    await signIn(page);
    const isList = (url: URL) => url.pathname === '/api/community/news';
    let mode: 'slow-error' | 'empty' = 'slow-error';
    // The failing answer is held until the loading state has been seen, however fast the page is.
    let loadingSeen!: () => void;
    const loadingShown = new Promise<void>((resolve) => {
      loadingSeen = resolve;
    });
    await page.route(isList, async (route) => {
      if (mode === 'slow-error') {
        await loadingShown;
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
    loadingSeen();
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
    await expect
      .poll(async () =>
        (await page.getByRole('option').allTextContents()).map((c) => c.replace(/^\S+\s/, '')),
      )
      .toEqual(['Cultos', 'Eventos', 'Anuncios']);
    await page.getByRole('option', { name: /Eventos/ }).click();
    await dialog.getByLabel('Etiquetas').click();
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['domingo', 'adoracion', 'juventud']);
  });

  it('fits a phone screen: the news are cards, the page does not scroll sideways', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/news');
    await page.getByRole('list', { name: 'Noticias' }).getByRole('listitem').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    expect(await page.locator('table').count()).toBe(0);
    await expectAccessible(page, 'news list on a phone');
    await screenshot(page, 'news-390');
  });
});
