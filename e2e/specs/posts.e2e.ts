import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  artifactsDir,
  expectAccessible,
  noSidewaysScroll,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import {
  addComment,
  createPost,
  LONG_TEST_MS,
  listPosts,
  openPosts,
  searchFor,
  signIn,
} from '../support/posts';

const browser = useBrowser();

describe('community posts (/community-posts)', () => {
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
    const pages = Math.ceil(total / 12);
    await page.getByText(`Página 1 de ${pages}`, { exact: true }).waitFor();
    // One paging control: 'Cargar Más' (no second button doing the same).
    expect(await page.getByRole('button', { name: /Siguiente|Cargar Más/ }).count()).toBe(1);

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
    await expectAccessible(page, 'posts grid loading more');
    release();
    await page.getByText(`Mostrando 24 de ${total} publicaciones`).waitFor();
    await loader.waitFor({ state: 'detached' });
    await page.unroute(secondPage);
    expect(await page.locator('article').count()).toBe(24);
    await page.getByText(`Página 2 de ${pages}`, { exact: true }).waitFor();
    // The keyboard's focus came back to the button once the page had come.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe(`Cargar Más (${total - 24} restantes)`);
    await page.getByRole('button', { name: `Cargar Más (${total - 24} restantes)` }).click();
    await page.getByText(`Mostrando 36 de ${total} publicaciones`).waitFor();
    await page.getByText(`Página 3 de ${pages}`, { exact: true }).waitFor();

    // Any filter change starts again at page 1, also back to filters whose pages were loaded before.
    const chipLabel = page.getByRole('group', { name: 'Filtros rápidos por tipo' }).getByText('Cumpleaños');
    await chipLabel.click();
    const birthdays = (await listPosts(token, 'type=BIRTHDAY&limit=1')).pagination.total;
    await page.getByText(`Mostrando ${Math.min(12, birthdays)} de ${birthdays} publicaciones`).waitFor();
    await page.getByText(`Página 1 de ${Math.max(1, Math.ceil(birthdays / 12))}`, { exact: true }).waitFor();
    await chipLabel.click();
    await page.getByText(`Mostrando 12 de ${total} publicaciones`).waitFor();
    await page.getByText(`Página 1 de ${pages}`, { exact: true }).waitFor();
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
      expect(statsBox!.height).toBeLessThan(260);
      // The filters fold behind 'Filtros': the first post starts in the first screen.
      const filtersButton = page.getByRole('button', { name: 'Filtros', exact: true });
      expect(await filtersButton.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('textbox', { name: 'Autor' }).count()).toBe(0);
      expect((await page.locator('article').first().boundingBox())!.y).toBeLessThan(844 - 100);
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

      // The author search on a phone, in the opened filters.
      await filtersButton.click();
      expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
      const authorBox = page.getByRole('textbox', { name: 'Autor' });
      await authorBox.scrollIntoViewIfNeeded();
      await authorBox.click();
      await authorBox.pressSequentially('a');
      // A broad search offers a few of the people who have posted, each with their number of posts.
      await page.getByRole('option').first().waitFor();
      const offered = await page.getByRole('option').allTextContents();
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.length).toBeLessThanOrEqual(9);
      for (const option of offered) expect(option).toMatch(/\d+ publicaci(ón|ones)|Hay más autores/);
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
