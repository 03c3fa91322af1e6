import { describe, expect, it } from 'vitest';
import {
  drawPng,
  expectAccessible,
  overlaps,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { listPosts, openPosts, signIn } from '../support/posts';

const browser = useBrowser();

describe('community posts (/community-posts): creating', () => {
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
    // The per-type statistics fold into one line: the first post is in the first screen at 1280x800.
    const toggle = page.getByRole('button', { name: 'Estadísticas por tipo (11)' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const firstPost = page.getByRole('article').first();
    await firstPost.waitFor();
    await settle(page);
    expect((await firstPost.boundingBox())!.y).toBeLessThan(800 - 120);
    await expectAccessible(page, 'posts page');
    await screenshot(page, 'posts-page-1280');
    // Opened, they stay open when the pastor comes back (the browser remembers).
    await toggle.click();
    await page.getByTestId('post-type-stat-ANNOUNCEMENT').waitFor();
    expect(await page.locator('[data-testid^="post-type-stat-"]').count()).toBe(11);
    await page.reload();
    await page.getByTestId('post-type-stat-ANNOUNCEMENT').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'posts-stats-open-1280');
    await toggle.click();
    await page.getByTestId('post-type-stat-ANNOUNCEMENT').waitFor({ state: 'hidden' });

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
      buffer: await drawPng(page, { color: '#2f9e44', text: 'Testimonio' }),
    });
    await dialog.getByText(/Lista para enviar: 800x600 px/).waitFor();
    await preview.getByRole('img', { name: 'Imagen de la publicación' }).waitFor();
    await expectAccessible(page, 'create post form');
    await screenshot(page, 'posts-create-1280');
    await submit.click();
    await dialog.waitFor({ state: 'hidden' });
    const toast = page.locator('.mantine-Notification-root', {
      hasText: 'La publicación se creó exitosamente',
    });
    await toast.waitFor();
    // The success toast leaves the page's header free: 'Nueva Publicación' can be pressed at once.
    expect(
      overlaps(
        (await toast.boundingBox())!,
        (await page.getByRole('button', { name: 'Nueva Publicación' }).boundingBox())!,
      ),
    ).toBe(false);

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
});
