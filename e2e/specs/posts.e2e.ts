import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  loginThroughApi,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';

const browser = useBrowser();

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
  it('creates a post with an image after showing the form rules', async () => {
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
    await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('    ');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('x'.repeat(1001));
    await dialog.getByText('El mensaje no puede exceder 1000 caracteres').waitFor();
    await expectAccessible(page, 'create post form with an error');

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
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Respuesta eliminada').waitFor();
    await dialog.getByText('Una respuesta para borrar').waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: /^Eliminar comentario de / }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar comentario' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
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
    await page.getByRole('button', { name: `Cargar Más (${total - 12} restantes)` }).click();
    await page.getByText(`Mostrando 24 de ${total} publicaciones`).waitFor();
    expect(await page.locator('article').count()).toBe(24);
    await page.getByText('Página 2').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(`Mostrando 36 de ${total} publicaciones`).waitFor();
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

  it('fits a 390 px phone without sideways scrolling', async () => {
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
  });
});
