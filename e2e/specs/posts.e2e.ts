import path from 'node:path';
import type { Page } from 'playwright-core';
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

const browser = useBrowser();

/** The heaviest tests (many rows made through the API, several screens and axe runs) on a busy 2-core box. */
const LONG_TEST_MS = 120_000;

interface Post {
  id: string;
  title: string | null;
  message: string;
  type: string;
  imageUrl: string | null;
  isActive: boolean;
  author: { id: string; name: string };
}

interface PostsPage {
  items: Post[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

async function signIn(page: Page) {
  const { access_token } = await loginThroughApi(page, accounts.pastor);
  return access_token;
}

async function openPosts(page: Page) {
  await page.goto('/community-posts');
  await page.getByRole('heading', { level: 1, name: 'Publicaciones de la Comunidad' }).waitFor();
  await page.locator('article').first().waitFor();
}

async function createPost(token: string, title: string, message = 'Mensaje de prueba para la moderación.') {
  const res = await apiCall<Post>('/community/posts', {
    method: 'POST',
    token,
    body: { title, message, type: 'ANNOUNCEMENT' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function addComment(token: string, postId: string, content: string, parentId?: string) {
  const res = await apiCall<{ id: string }>(`/community/posts/${postId}/comments`, {
    method: 'POST',
    token,
    body: { content, parentId },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function listPosts(token: string, query: string) {
  const res = await apiCall<PostsPage>(`/admin/community/posts?includeDeleted=true&${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Types the search and waits for the grid to show only the matching card. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await page.getByText('Mostrando 1 de 1 publicaciones').waitFor();
}

/** A real PNG drawn on a canvas in the page (1200x900: the browser scales it down). */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#2f9e44';
    g.fillRect(0, 0, 1200, 900);
    g.fillStyle = '#ffffff';
    g.font = 'bold 120px sans-serif';
    g.fillText('Testimonio', 260, 480);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('community posts (/community-posts)', () => {
  it('shows the create form’s rules (message, title, image type and size) before anything is sent', async () => {
    const page = await browser.newPage();
    await signIn(page);
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/admin/community/posts')
        sent.push(req.url());
    });
    await openPosts(page);
    await page.getByRole('button', { name: 'Nueva Publicación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Nueva Publicación' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Publicar' });
    const message = dialog.getByRole('textbox', { name: 'Mensaje' });
    const titleBox = dialog.getByRole('textbox', { name: 'Título (opcional)' });
    const fileInput = dialog.locator('input[type="file"]');
    expect(await submit.isDisabled()).toBe(true);
    // The message left blank says so on leaving it, and the submit stays disabled.
    await message.focus();
    await message.blur();
    await dialog.getByText('El mensaje es obligatorio').waitFor();
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    await message.fill('    ');
    await dialog.getByText('El mensaje es obligatorio').waitFor({ state: 'detached' });
    await message.blur();
    await dialog.getByText('El mensaje es obligatorio').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await message.fill('x'.repeat(1001));
    await dialog.getByText('El mensaje no puede exceder 1000 caracteres').waitFor();
    expect(await dialog.getByText('El mensaje es obligatorio').count()).toBe(0);
    await titleBox.fill('t'.repeat(101));
    await dialog.getByText('El título no puede exceder 100 caracteres').waitFor();
    // A GIF is refused by its type, and a PNG over 10MB by its size, before anything is processed.
    await fileInput.setInputFiles({
      name: 'animacion.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    });
    await dialog.getByText('Solo se permiten archivos de imagen (JPEG, PNG, WebP)').waitFor();
    await expectAccessible(page, 'create post form with errors');
    await screenshot(page, 'posts-create-errors-1280');
    await fileInput.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    await dialog.getByText('La imagen no puede exceder 10MB').waitFor();
    expect(await dialog.getByText('Solo se permiten archivos de imagen (JPEG, PNG, WebP)').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(sent).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('creates a post with an image', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    await openPosts(page);
    await page.getByTestId('post-type-stat-ANNOUNCEMENT').waitFor();
    // On a laptop the per-type statistics are always shown, with no toggle.
    expect(await page.getByRole('button', { name: /^Estadísticas por tipo/ }).count()).toBe(0);
    expect(await page.locator('[data-testid^="post-type-stat-"]').count()).toBe(11);
    await expectAccessible(page, 'posts page');
    await screenshot(page, 'posts-page-1280');

    await page.getByRole('button', { name: 'Nueva Publicación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Nueva Publicación' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Publicar' });
    expect(await submit.isDisabled()).toBe(true);
    const title = `Testimonio con imagen ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Testimonio' }).click();
    await dialog.getByRole('textbox', { name: 'Título (opcional)' }).fill(title);
    await dialog
      .getByRole('textbox', { name: 'Mensaje' })
      .fill('Dios respondió nuestras oraciones esta semana.');
    const preview = dialog.getByRole('region', { name: 'Vista previa de la publicación' });
    await preview.getByText('Administrador').waitFor();
    await preview.getByText('Pastor', { exact: true }).waitFor();
    await preview.getByText(title).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'testimonio.png',
      mimeType: 'image/png',
      buffer: await drawPng(page),
    });
    await dialog.getByText(/Lista para enviar: 800x600 px/).waitFor();
    await preview.getByRole('img', { name: 'Imagen de la publicación' }).waitFor();
    await expectAccessible(page, 'create post form');
    await screenshot(page, 'posts-create-1280');
    await submit.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('La publicación se creó exitosamente').waitFor();

    const card = page.getByRole('article', { name: `Publicación: ${title}` });
    await card.waitFor();
    await card.getByText('Testimonio', { exact: true }).waitFor();
    const img = card.locator('img').first();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    const created = (await listPosts(token, `search=${encodeURIComponent(title)}`)).items[0];
    expect(created).toMatchObject({ title, type: 'TESTIMONY', isActive: true });
    expect(created?.imageUrl).toMatch(/\.jpg$/);
    expect(page.consoleErrors).toEqual([]);
  });

  it('filters by a quick chip and by author from the by-user tab', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    await openPosts(page);

    const chip = page.getByRole('checkbox', { name: 'Cumpleaños' });
    const chipLabel = page.getByRole('group', { name: 'Filtros rápidos por tipo' }).getByText('Cumpleaños');
    await chipLabel.click();
    expect(await chip.isChecked()).toBe(true);
    const birthdays = (await listPosts(token, 'type=BIRTHDAY&limit=1')).pagination.total;
    await page.getByText(`Mostrando ${Math.min(12, birthdays)} de ${birthdays} publicaciones`).waitFor();
    const badges = await page
      .locator('article')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('.mantine-Badge-root')?.textContent));
    expect(new Set(badges)).toEqual(new Set(['Cumpleaños']));
    expect(await page.getByRole('textbox', { name: 'Tipo' }).inputValue()).toBe('Cumpleaños');
    await chipLabel.click();
    expect(await chip.isChecked()).toBe(false);
    await expect.poll(() => page.getByRole('textbox', { name: 'Tipo' }).inputValue()).toBe('');

    await page.getByRole('tab', { name: 'Por usuario' }).click();
    const viewAll = page.getByRole('button', { name: /^Ver todas las publicaciones de / }).first();
    await viewAll.waitFor();
    await expectAccessible(page, 'posts by user');
    const label = (await viewAll.getAttribute('aria-label'))!;
    const [, name, count] = /de (.+) \((\d+)\)$/.exec(label)!;
    await viewAll.click();
    expect(await page.getByRole('tab', { name: 'Cuadrícula' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Autor' }).inputValue()).toBe(name);
    await page.getByText(`Mostrando ${Math.min(12, Number(count))} de ${count} publicaciones`).waitFor();
    const authors = await page
      .locator('article')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('[class*="author"] p')?.textContent));
    expect(new Set(authors)).toEqual(new Set([name]));
    expect(page.consoleErrors).toEqual([]);
  });

  it('finds an author by typing part of the name, searched on the server, and filters the grid', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    await openPosts(page);
    // An author of the demo posts, found by a piece of their last name typed in lower case.
    const { author } = (await listPosts(token, 'limit=1')).items[0]!;
    const piece = author.name.split(' ').at(-1)!.slice(0, 4).toLowerCase();
    const authored = (await listPosts(token, `authorId=${author.id}&limit=1`)).pagination.total;

    const searched = page.waitForRequest((req) => {
      const url = new URL(req.url());
      return url.pathname === '/api/community/members' && url.searchParams.get('search') === piece;
    });
    const box = page.getByRole('textbox', { name: 'Autor' });
    await box.click();
    await box.pressSequentially(piece);
    await searched;
    const option = page.getByRole('option').filter({ hasText: author.name }).first();
    await option.waitFor();
    // The keyboard's highlighted option stays readable too.
    await page.keyboard.press('ArrowDown');
    await page.locator('[role="option"][data-combobox-selected]').waitFor();
    await expectAccessible(page, 'author search');
    await screenshot(page, 'posts-author-search-1280');
    await option.click();

    expect(await box.inputValue()).toBe(author.name);
    await page.getByText(`Mostrando ${Math.min(12, authored)} de ${authored} publicaciones`).waitFor();
    const authors = await page
      .locator('article')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('[class*="author"] p')?.textContent));
    expect(new Set(authors)).toEqual(new Set([author.name]));

    // Another search keeps the chosen author's name in the box once it is left.
    await box.click();
    await box.fill('zzzz sin coincidencias');
    await page.getByText('Ningún autor coincide').waitFor();
    await box.blur();
    expect(await box.inputValue()).toBe(author.name);
    await page.getByRole('button', { name: 'Quitar el filtro de autor' }).click();
    expect(await box.inputValue()).toBe('');
    await page.getByText(/^Mostrando 12 de \d+ publicaciones$/).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('by user: a closable load error, and the grid’s empty state', async () => {
    const page = await browser.newPage();
    await signIn(page);
    const authorsUrl = (url: URL) => url.pathname === '/api/admin/community/posts/authors';
    await page.route(authorsUrl, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }),
      }),
    );
    await openPosts(page);
    await page.getByRole('tab', { name: 'Por usuario' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error cargando datos' });
    await alert.getByText('Error interno del servidor. Intenta nuevamente.').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'posts by user, load error');
    await alert.getByRole('button', { name: 'Cerrar aviso' }).click();
    await alert.waitFor({ state: 'detached' });

    await page.unroute(authorsUrl);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(`nada coincide ${uniqueSuffix()}`);
    await page.getByRole('heading', { name: 'No hay publicaciones' }).waitFor();
    await page
      .getByText('Ninguna publicación coincide con los filtros. Cambia o limpia los filtros.')
      .waitFor();
    await expectAccessible(page, 'posts by user, empty');
    await page.getByRole('button', { name: 'Crear Primera Publicación' }).click();
    await page.getByRole('dialog', { name: 'Crear Nueva Publicación' }).waitFor();
    expect(page.consoleErrors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });

  it('opens the details and deletes a reply and a comment', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const title = `Post con comentarios ${uniqueSuffix()}`;
    const post = await createPost(token, title);
    const comment = await addComment(token, post.id, 'Un comentario para moderar');
    await addComment(token, post.id, 'Una respuesta para borrar', comment.id);
    await openPosts(page);
    await searchFor(page, title);

    await page.getByRole('button', { name: `Ver detalles de ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalles del Post' });
    await dialog.getByText(post.id.slice(-6)).waitFor();
    await dialog.getByText('Información de administración').waitFor();
    await dialog.getByText('Una respuesta para borrar').waitFor();
    await expectAccessible(page, 'post details');
    await screenshot(page, 'posts-details-1280');

    await dialog.getByRole('button', { name: /^Eliminar respuesta de / }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar respuesta' });
    await confirm.getByText('¿Estás seguro de que quieres eliminar esta respuesta?').waitFor();
    await expectAccessible(page, 'delete reply confirmation');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Respuesta eliminada').waitFor();
    await dialog.getByText('Una respuesta para borrar').waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: /^Eliminar comentario de / }).click();
    const confirmComment = page.getByRole('dialog', { name: 'Eliminar comentario' });
    await confirmComment.getByText(/^¿Estás seguro de que quieres eliminar este comentario\?/).waitFor();
    await expectAccessible(page, 'delete comment confirmation');
    await confirmComment.getByRole('button', { name: 'Eliminar' }).click();
    await dialog.getByText('Esta publicación no tiene comentarios.').waitFor();
    const details = await apiCall<{ adminInfo: { totalComments: number } }>(
      `/admin/community/posts/${post.id}/details`,
      { token },
    );
    expect(details.body.adminInfo.totalComments).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('deletes a post after confirmation and restores it', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const title = `Post para eliminar ${uniqueSuffix()}`;
    const post = await createPost(token, title);
    await openPosts(page);
    await searchFor(page, title);

    await page.getByRole('button', { name: `Eliminar ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar publicación' });
    await confirm.getByText('¿Estás seguro de que quieres eliminar esta publicación?').waitFor();
    await expectAccessible(page, 'delete post confirmation');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Publicación eliminada').waitFor();
    const card = page.getByRole('article', { name: `Publicación: ${title} (eliminada)` });
    await card.getByText('Eliminado', { exact: true }).waitFor();
    expect((await listPosts(token, `search=${encodeURIComponent(title)}`)).items[0]?.isActive).toBe(false);
    await settle(page);
    await expectAccessible(page, 'deleted post card');

    await page.getByRole('button', { name: `Restaurar ${title}` }).click();
    await page.getByText('Publicación restaurada').waitFor();
    await page.getByRole('article', { name: `Publicación: ${title}` }).waitFor();
    expect((await listPosts(token, `search=${encodeURIComponent(title)}`)).items[0]?.id).toBe(post.id);
    expect((await listPosts(token, `search=${encodeURIComponent(title)}`)).items[0]?.isActive).toBe(true);
    expect(page.consoleErrors).toEqual([]);
  });

  it('loads more posts, keeping the loaded ones', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    await openPosts(page);
    const total = (await listPosts(token, 'limit=1')).pagination.total;
    expect(total).toBeGreaterThan(24);
    await page.getByText(`Mostrando 12 de ${total} publicaciones`).waitFor();
    expect(await page.locator('article').count()).toBe(12);

    // Page 2 is held until the loader has been seen in the button's place.
    let requested: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (requested = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const secondPage = (url: URL) =>
      url.pathname === '/api/admin/community/posts' && url.searchParams.get('page') === '2';
    await page.route(secondPage, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    const loadMore = page.getByRole('button', { name: `Cargar Más (${total - 12} restantes)` });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await asked;
    const loader = page.getByRole('status', { name: 'Cargando más publicaciones…' });
    await loader.waitFor();
    expect(await page.getByRole('button', { name: /^Cargar Más/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'posts grid loading more');
    release();
    await page.getByText(`Mostrando 24 de ${total} publicaciones`).waitFor();
    await loader.waitFor({ state: 'detached' });
    await page.unroute(secondPage);
    expect(await page.locator('article').count()).toBe(24);
    await page.getByText('Página 2', { exact: true }).waitFor();
    // The keyboard's focus came back to the button once the page had come.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe(`Cargar Más (${total - 24} restantes)`);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(`Mostrando 36 de ${total} publicaciones`).waitFor();
    await page.getByText('Página 3', { exact: true }).waitFor();

    // Any filter change starts again at page 1, also back to filters whose pages were loaded before.
    const chipLabel = page.getByRole('group', { name: 'Filtros rápidos por tipo' }).getByText('Cumpleaños');
    await chipLabel.click();
    const birthdays = (await listPosts(token, 'type=BIRTHDAY&limit=1')).pagination.total;
    await page.getByText(`Mostrando ${Math.min(12, birthdays)} de ${birthdays} publicaciones`).waitFor();
    await page.getByText('Página 1', { exact: true }).waitFor();
    await chipLabel.click();
    await page.getByText(`Mostrando 12 de ${total} publicaciones`).waitFor();
    await page.getByText('Página 1', { exact: true }).waitFor();
    expect(await page.locator('article').count()).toBe(12);
    await page.getByRole('button', { name: `Cargar Más (${total - 12} restantes)` }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the service messages and the statistics error', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.route(
      (url) =>
        url.pathname === '/api/admin/community/posts/stats' || url.pathname === '/api/admin/community/posts',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }),
        }),
    );
    await page.goto('/community-posts');
    await page.getByText('No se pudieron cargar las estadísticas').first().waitFor({ timeout: 20_000 });
    const banner = page.getByRole('alert').filter({ hasText: 'Error cargando datos' });
    await banner.getByText('Error interno del servidor. Intenta nuevamente.').waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'posts errors');
    await banner.getByRole('button', { name: 'Cerrar aviso' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it(
    'fits a 390 px phone without sideways scrolling',
    async () => {
      const page = await browser.newPage();
      await signIn(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await openPosts(page);

      // The per-type tiles are folded on a phone: the totals show, and the grid starts on the first screen.
      const stats = page.getByRole('region', { name: 'Estadísticas' });
      const toggle = stats.getByRole('button', { name: 'Estadísticas por tipo (11)' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await stats.getByText('Publicaciones activas').waitFor();
      expect(await page.getByTestId('post-type-stat-ANNOUNCEMENT').isVisible()).toBe(false);
      const statsBox = await stats.boundingBox();
      expect(statsBox!.height).toBeLessThan(420);
      await settle(page);
      await noSidewaysScroll(page);
      await expectAccessible(page, 'posts page at 390 px');
      await screenshot(page, 'posts-page-390');

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const controlled = await toggle.getAttribute('aria-controls');
      await page.getByTestId('post-type-stat-ANNOUNCEMENT').waitFor();
      expect(await stats.locator(`#${controlled}`).getByRole('listitem').count()).toBe(11);
      await settle(page);
      await noSidewaysScroll(page);
      await expectAccessible(page, 'posts statistics opened at 390 px');
      await screenshot(page, 'posts-stats-open-390');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.getByTestId('post-type-stat-ANNOUNCEMENT').waitFor({ state: 'hidden' });

      // The author search on a phone.
      const authorBox = page.getByRole('textbox', { name: 'Autor' });
      await authorBox.scrollIntoViewIfNeeded();
      await authorBox.click();
      await authorBox.pressSequentially('a');
      // A broad search offers a few people and says how many more match.
      await page.getByRole('option', { name: /^\d+ personas? más: escribe más para acotar$/ }).waitFor();
      expect(await page.getByRole('option').count()).toBe(9);
      await noSidewaysScroll(page);
      await expectAccessible(page, 'author search at 390 px');
      await screenshot(page, 'posts-author-search-390');
      await page.keyboard.press('Escape');
      await authorBox.blur();

      // The details fill the phone's screen without sideways scrolling.
      await page
        .getByRole('button', { name: /^Ver detalles de / })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: 'Detalles del Post' });
      await details.getByText('Información de administración').waitFor();
      await settle(page);
      await noSidewaysScroll(page);
      expect(await details.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'post details at 390 px');
      await page.screenshot({ path: path.join(artifactsDir, 'posts-details-390.png') });
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Nueva Publicación' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crear Nueva Publicación' });
      await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('Vista en el teléfono');
      await settle(page);
      await noSidewaysScroll(page);
      await screenshot(page, 'posts-create-390');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('tab', { name: 'Por usuario' }).click();
      await page
        .getByRole('button', { name: /^Ver todas las publicaciones de / })
        .first()
        .waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, 'posts-by-user-390');
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
