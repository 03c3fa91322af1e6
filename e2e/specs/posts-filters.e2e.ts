import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, screenshot, uniqueSuffix, useBrowser } from '../support/browser';
import { listPosts, openPosts, signIn } from '../support/posts';

const browser = useBrowser();

describe('community posts (/community-posts): filters and the by-user view', () => {
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
      return (
        url.pathname === '/api/admin/community/posts/author-options' &&
        url.searchParams.get('search') === piece
      );
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

  it('offers only people who have posted, each with their posts, never a member who has not', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    await openPosts(page);
    const authors = await apiCall<{ items: { id: string; name: string; postsCount: number }[] }>(
      '/admin/community/posts/author-options?limit=100',
      { token },
    );
    const authorIds = new Set(authors.body.items.map((a) => a.id));
    const members = await apiCall<{ items: { user: { id: string; name: string } }[] }>(
      '/community/members?includeInactive=true&limit=100',
      { token },
    );
    const silent = members.body.items.map((m) => m.user).find((u) => !authorIds.has(u.id))!;
    expect(silent, 'a demo member without posts').toBeDefined();

    const box = page.getByRole('textbox', { name: 'Autor' });
    await box.click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const top = authors.body.items.slice(0, 8);
    const names = await options.evaluateAll((els) => els.map((e) => e.querySelector('p')?.textContent ?? ''));
    expect(names.slice(0, top.length)).toEqual(top.map((a) => a.name));
    const first = options.first();
    expect(await first.textContent()).toContain(
      `${top[0]!.postsCount} ${top[0]!.postsCount === 1 ? 'publicación' : 'publicaciones'}`,
    );
    await screenshot(page, 'posts-author-options-1280');

    // The member who never posted is not offered, even by their own name.
    const searched = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname.endsWith('/author-options') && url.searchParams.get('search') === silent.name;
    });
    await box.fill(silent.name);
    await searched;
    await page.getByText('Ningún autor coincide').waitFor();
    expect(await options.filter({ hasText: silent.name }).count()).toBe(0);
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
});
