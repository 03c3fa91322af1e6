import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, uniqueSuffix, useBrowser } from '../support/browser';
import { createNews, listNews, openNews, signIn } from '../support/news';

const browser = useBrowser();

/** The titles of the table rows, top to bottom. */
async function rowTitles(page: Page) {
  return page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td:nth-child(2) p')?.textContent?.trim() ?? ''));
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

describe('news centre (/news): reordering priorities', () => {
  it('reorders by keyboard and the priorities persist after a reload', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const suffix = uniqueSuffix();
    const first = await createNews(token, `Reordenar primera ${suffix}`, 1);
    const second = await createNews(token, `Reordenar segunda ${suffix}`, 1);
    // Hold the priority calls until the saving banner has been seen, however fast the server is.
    let bannerSeen!: () => void;
    const bannerShown = new Promise<void>((resolve) => {
      bannerSeen = resolve;
    });
    await page.route('**/api/community/news/*/priority', async (route) => {
      await bannerShown;
      await route.continue();
    });
    await openNews(page);

    // Same priority: the newest first.
    const before = await rowTitles(page);
    expect(before.slice(0, 2)).toEqual([second.title, first.title]);

    // Each press moves the row 25 pixels (spec section 9); three presses pass the next row's middle.
    await keyboardDrag(page, second.title, 3);
    await page.getByText('Actualizando prioridades en el servidor...').waitFor();
    bannerSeen();
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
    // Press and hold until the touch sensor picks the row up (announced in Spanish), then move.
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain(touch.upper.title);
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
});
