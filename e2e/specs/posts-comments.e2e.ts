import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  artifactsDir,
  expectAccessible,
  loginThroughApi,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { addComment, createPost, LONG_TEST_MS } from '../support/posts';

const browser = useBrowser();

interface Details {
  adminInfo: {
    totalComments: number;
    comments: { id: string; repliesCount: number }[];
    commentsPagination: { total: number };
  };
}

/** 'Comentario 01'…: two digits, so that no text is a prefix of another. */
const numbered = (what: string, n: number) => `${what} ${String(n).padStart(2, '0')}`;

async function details(token: string, postId: string) {
  const res = await apiCall<Details>(`/admin/community/posts/${postId}/details`, { token });
  expect(res.status).toBe(200);
  return res.body.adminInfo;
}

/** Opens the posts page, finds the post by its title and opens its details. */
async function openDetails(page: Page, title: string) {
  await page.goto('/community-posts');
  await page.getByRole('heading', { level: 1, name: 'Publicaciones de la Comunidad' }).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(title);
  await page.getByText('Mostrando 1 de 1 publicaciones').waitFor();
  await page.getByRole('button', { name: `Ver detalles de ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalles del Post' });
  await dialog.getByText('Información de administración').waitFor();
  return dialog;
}

/** What the screen shows (a modal: a full-page picture would misplace the fixed header). */
async function screenshot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/** The top-level comments the details show (the replies' lists are inside them). */
const commentItems = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByRole('region', { name: /^Comentarios/ }).locator(':scope > ul > li');

describe('post details: older comments and more replies', () => {
  it(
    'loads older comments after a failed try, keeps them, and deletes one of them',
    async () => {
      const page = await browser.newPage();
      const { access_token: token } = await loginThroughApi(page, accounts.pastor);
      const title = `Post muy comentado ${uniqueSuffix()}`;
      const post = await createPost(token, title, 'Una publicación con mucha conversación.');
      for (let n = 1; n <= 23; n++) await addComment(token, post.id, numbered('Comentario', n));

      // The first try of page 2 fails (a server's failure is not retried): the error offers a retry.
      let failures = 0;
      await page.route(
        (url) =>
          url.pathname.endsWith(`/posts/${post.id}/details`) && url.searchParams.get('commentsPage') === '2',
        (route) =>
          failures++ < 1
            ? route.fulfill({
                status: 503,
                contentType: 'application/json',
                body: JSON.stringify({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'x' }),
              })
            : route.continue(),
      );

      const dialog = await openDetails(page, title);
      await dialog.getByRole('heading', { name: 'Comentarios (23)' }).waitFor();
      await dialog.getByText('Comentario 23', { exact: true }).waitFor();
      expect(await commentItems(dialog).count()).toBe(20);
      await dialog.getByText('Se muestran los 20 comentarios más recientes de 23.').waitFor();
      expect(await dialog.getByText('Comentario 03', { exact: true }).count()).toBe(0);

      const older = dialog.getByRole('button', { name: 'Cargar comentarios anteriores (3 restantes)' });
      await older.scrollIntoViewIfNeeded();
      await screenshot(page, 'posts-details-before-older-1280');
      await older.click();
      const failed = dialog
        .getByRole('alert')
        .filter({ hasText: 'No se pudieron cargar los comentarios anteriores' });
      await failed.waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'post details, older comments failed');
      expect(await commentItems(dialog).count()).toBe(20);
      await failed.getByRole('button', { name: 'Reintentar' }).click();

      await dialog.getByText('Comentario 01', { exact: true }).waitFor();
      expect(await commentItems(dialog).count()).toBe(23);
      // The newest stay, the older ones come after them, and the button is gone with the last page.
      const order = await commentItems(dialog).evaluateAll((items) =>
        items.map((li) => /Comentario \d\d/.exec(li.textContent ?? '')?.[0]),
      );
      expect(order).toEqual(Array.from({ length: 23 }, (_, i) => numbered('Comentario', 23 - i)));
      expect(await older.count()).toBe(0);
      expect(await dialog.getByText(/^Se muestran los/).count()).toBe(0);
      // The focus went to the first comment that the last page brought.
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Comentario 03');
      await expectAccessible(page, 'post details with older comments');
      await dialog.getByText('Comentario 01', { exact: true }).scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, 'posts-details-older-1280');

      // Deleting an appended comment updates the counts and keeps every loaded page.
      await dialog
        .getByRole('listitem')
        .filter({ hasText: 'Comentario 02' })
        .getByRole('button', { name: /^Eliminar comentario de / })
        .click();
      await page
        .getByRole('dialog', { name: 'Eliminar comentario' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await page.getByText('Comentario eliminado').waitFor();
      await dialog.getByText('Comentario 02', { exact: true }).waitFor({ state: 'detached' });
      await dialog.getByRole('heading', { name: 'Comentarios (22)' }).waitFor();
      expect(await commentItems(dialog).count()).toBe(22);
      await dialog.getByText('Comentario 01', { exact: true }).waitFor();
      await dialog.getByText('Comentario 23', { exact: true }).waitFor();
      const info = await details(token, post.id);
      expect(info.totalComments).toBe(22);
      expect(info.commentsPagination.total).toBe(22);

      // On a phone the details fill the screen, with the older comments loaded too.
      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await dialog.getByText('Comentario 01', { exact: true }).scrollIntoViewIfNeeded();
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'posts-details-older-390');
      // Only the refusal answered on purpose above (a server's failure is not retried).
      expect(page.consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
      expect(page.consoleErrors).toHaveLength(1);
    },
    LONG_TEST_MS,
  );

  it(
    'shows more replies of a comment with many, and deletes one of those loaded',
    async () => {
      const page = await browser.newPage();
      const { access_token: token } = await loginThroughApi(page, accounts.pastor);
      const title = `Post con hilo largo ${uniqueSuffix()}`;
      const post = await createPost(token, title, 'Una publicación con mucha conversación.');
      const comment = await addComment(token, post.id, 'Un comentario con muchas respuestas');
      for (let n = 1; n <= 53; n++) await addComment(token, post.id, numbered('Respuesta', n), comment.id);

      const dialog = await openDetails(page, title);
      const replies = dialog.getByRole('list', { name: /^Respuestas a / });
      await dialog.getByText('53 respuestas').waitFor();
      await dialog.getByText('Respuesta 50', { exact: true }).waitFor();
      expect(await replies.getByRole('listitem').count()).toBe(50);
      expect(await dialog.getByText('Respuesta 51', { exact: true }).count()).toBe(0);

      const more = dialog.getByRole('button', { name: /^Ver más respuestas \(3\) a / });
      await expectAccessible(page, 'post details with more replies to load');
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, 'posts-details-more-replies-1280');
      await more.click();
      await dialog.getByText('Respuesta 53', { exact: true }).waitFor();
      expect(await replies.getByRole('listitem').count()).toBe(53);
      const order = await replies
        .getByRole('listitem')
        .evaluateAll((items) => items.map((li) => /Respuesta \d\d/.exec(li.textContent ?? '')?.[0]));
      expect(order).toEqual(Array.from({ length: 53 }, (_, i) => numbered('Respuesta', i + 1)));
      expect(await dialog.getByRole('button', { name: /^Ver más respuestas/ }).count()).toBe(0);
      await dialog.getByText('Respuesta 53', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, 'posts-details-replies-1280');

      await replies
        .getByRole('listitem')
        .filter({ hasText: 'Respuesta 52' })
        .getByRole('button', { name: /^Eliminar respuesta de / })
        .click();
      await page
        .getByRole('dialog', { name: 'Eliminar respuesta' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await page.getByText('Respuesta eliminada').waitFor();
      await dialog.getByText('Respuesta 52', { exact: true }).waitFor({ state: 'detached' });
      await dialog.getByText('52 respuestas').waitFor();
      await dialog.getByRole('heading', { name: 'Comentarios (53)' }).waitFor();
      expect(await replies.getByRole('listitem').count()).toBe(52);
      await dialog.getByText('Respuesta 53', { exact: true }).waitFor();
      expect((await details(token, post.id)).comments[0]?.repliesCount).toBe(52);
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
