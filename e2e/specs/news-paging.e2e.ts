import { describe, expect, it } from 'vitest';
import { apiCall, uniqueSuffix, useBrowser } from '../support/browser';
import { createNews, listNews, type News, openNews, signIn } from '../support/news';

const browser = useBrowser();

describe('news centre (/news) with more news than one page', () => {
  it('loads the next page with "Cargar más noticias"', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const suffix = uniqueSuffix();
    const created: News[] = [];
    try {
      // Enough low-priority news to pass the 100 a page holds.
      for (let i = 0; i < 100; i++) {
        created.push(await createNews(token, `Aviso archivado ${suffix} número ${i}`, 4));
      }
      const total = (
        await apiCall<{ pagination: { total: number } }>('/community/news?includeInactive=true&limit=1', {
          token,
        })
      ).body.pagination.total;
      expect(total).toBeGreaterThan(100);

      await openNews(page);
      await page.getByText(`(se muestran las primeras 100 de ${total})`).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(100);
      // The oldest of the new ones is past the first page.
      const oldest = created[0]!.title;
      expect(await page.getByText(oldest, { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Cargar más noticias' }).click();
      await page.getByText(oldest, { exact: true }).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(total);
      expect(await page.getByRole('button', { name: 'Cargar más noticias' }).count()).toBe(0);
      await page.getByText(`${total} noticias ·`, { exact: false }).waitFor();
      expect(page.consoleErrors).toEqual([]);
    } finally {
      for (const item of created) {
        await apiCall(`/community/news/${item.id}`, { method: 'DELETE', token });
      }
      const left = (await listNews(token)).filter((n) => n.title.includes(suffix));
      expect(left).toEqual([]);
    }
  });
});
