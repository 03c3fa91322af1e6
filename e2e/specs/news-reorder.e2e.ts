import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  artifactsDir,
  expectAccessible,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { createNews, listNews, openNews, pickUpByKeyboard, signIn } from '../support/news';

const browser = useBrowser();

interface Row {
  title: string;
  priority: number;
}

/** The table top to bottom: each row's title and the priority it shows ('Prioridad N'). */
async function rowsShown(page: Page): Promise<Row[]> {
  return page.locator('tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      title: r.querySelector('td:nth-child(2) p')?.textContent?.trim() ?? '',
      priority: Number(/Prioridad (\d)/.exec(r.querySelector('td:nth-child(3)')?.textContent ?? '')?.[1]),
    })),
  );
}

/** The rows with row `from` moved to index `to`, taking `priority`; every other row as it was. */
function moved(rows: Row[], from: number, to: number, priority: number): Row[] {
  const rest = rows.filter((_, i) => i !== from);
  return [...rest.slice(0, to), { ...rows[from]!, priority }, ...rest.slice(to)];
}

/** The centre of an element, in page coordinates. */
async function centreOf(page: Page, name: string) {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The vertical centre of the row at `index`. */
async function rowCentre(page: Page, index: number) {
  const box = await page.locator('tbody tr').nth(index).boundingBox();
  if (!box) throw new Error(`no row ${index}`);
  return box.y + box.height / 2;
}

/**
 * Picks the row at `from` up by keyboard (Space on its handle), moves it with the arrows until it
 * covers the row at `to`, checking that each press moves it 25 pixels (spec section 9), and drops it.
 */
async function keyboardDrag(page: Page, title: string, from: number, to: number) {
  const handle = page.getByRole('button', { name: `Reordenar ${title}` });
  const dragged = page.locator('tbody tr', { hasText: title });
  // dnd-kit's keyboard sensor scrolls the page instead of moving the row once the row passes the
  // middle of the window, and scrolls a row not wholly in view into view when it is picked up: the
  // row starts wholly in view, low in the window to go up, high to go down.
  await dragged.evaluate((row, up) => row.scrollIntoView({ block: up ? 'end' : 'start' }), to < from);
  const distance = (await rowCentre(page, to)) - (await rowCentre(page, from));
  const presses = Math.round(Math.abs(distance) / 25);
  const sign = distance < 0 ? -1 : 1;
  // Picked up (announced in Spanish) before the arrows are pressed.
  await pickUpByKeyboard(page, handle, title);
  // dnd-kit adds any scroll of the window since the pick-up to the row's transform; a busy browser
  // can still be settling the pick-up scroll, so each press's move is read net of that scroll.
  const scrollAtPickUp = await page.evaluate(() => window.scrollY);
  const moveShown = () =>
    dragged.evaluate((row, scroll0) => {
      const y = Number(/translate3d\([^,]+,\s*(-?[\d.]+)px/.exec(row.style.transform)?.[1] ?? Number.NaN);
      return Math.round(y - (window.scrollY - scroll0));
    }, scrollAtPickUp);
  for (let i = 1; i <= presses; i++) {
    await page.keyboard.press(sign < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect.poll(moveShown).toBe(sign * 25 * i);
  }
  await page.keyboard.press('Space');
  await expect
    .poll(() => page.locator('[id^="DndLiveRegion"]').textContent())
    .toContain(`Soltaste la noticia ${title} en la posición ${to + 1}`);
}

/** Drags a row's handle with the mouse by `dy` pixels, in small steps. */
async function mouseDrag(page: Page, title: string, dy: number) {
  const from = await centreOf(page, `Reordenar ${title}`);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const step = Math.sign(dy) * 8;
  for (let d = step / 2; Math.abs(d) <= Math.abs(dy); d += step) await page.mouse.move(from.x, from.y + d);
  await page.mouse.up();
}

/** Waits for the move to be saved (banner gone, toast shown), reloads, and answers the table. */
async function savedAndReloaded(page: Page, toastTitle: string | RegExp) {
  await page.getByText('Actualizando prioridades en el servidor...').waitFor({ state: 'hidden' });
  await page.locator('.mantine-Notification-root', { hasText: toastTitle }).first().waitFor();
  await page.reload();
  await page.locator('tbody tr').first().waitFor();
  return rowsShown(page);
}

describe('news centre (/news): reordering', () => {
  it('a keyboard drag up two rows: after the reload the order is the one left, and only the dragged item’s priority changed', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const suffix = uniqueSuffix();
    // Two more Media and a Baja: the new Baja is the first of the Baja, just below the last two Media.
    await createNews(token, `Media de abajo ${suffix}`, 3);
    await createNews(token, `Media de arriba ${suffix}`, 3);
    const low = await createNews(token, `Baja arrastrada ${suffix}`, 4);
    // Hold the move until the saving banner has been seen, however fast the server is.
    let bannerSeen!: () => void;
    const bannerShown = new Promise<void>((resolve) => {
      bannerSeen = resolve;
    });
    const moves: unknown[] = [];
    await page.route('**/api/community/news/*/position', async (route) => {
      moves.push(route.request().postDataJSON());
      await bannerShown;
      await route.continue();
    });
    const changes: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/community\/news\/[^/]+\/(priority|position)$/.test(new URL(r.url()).pathname))
        changes.push(r.url());
    });
    await openNews(page);

    const before = await rowsShown(page);
    const from = before.findIndex((r) => r.title === low.title);
    expect(before.slice(from - 2, from).map((r) => r.priority)).toEqual([3, 3]);
    await keyboardDrag(page, low.title, from, from - 2);
    await page.getByText('Actualizando prioridades en el servidor...').waitFor();
    bannerSeen();

    // Between two Media it becomes Media; nothing else changes, and it stays where it was dropped.
    const expected = moved(before, from, from - 2, 3);
    expect(await rowsShown(page)).toEqual(expected);
    const after = await savedAndReloaded(page, 'Prioridad actualizada');
    expect(after).toEqual(expected);
    await page.locator('tbody tr', { hasText: low.title }).getByText('Media').waitFor();
    // One call, for the dragged item only.
    expect(changes).toHaveLength(1);
    expect(moves).toEqual([{ afterId: expect.any(String), beforeId: expect.any(String) }]);
    await screenshot(page, 'news-reordered');
    expect(page.consoleErrors).toEqual([]);
  });

  it('a mouse drag and a touch drag within one priority keep every priority and the order left', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const suffix = uniqueSuffix();
    const lower = await createNews(token, `Ratón abajo ${suffix}`, 1);
    const upper = await createNews(token, `Ratón arriba ${suffix}`, 1);
    await openNews(page);
    let before = await rowsShown(page);
    let from = before.findIndex((r) => r.title === upper.title);
    expect(before[from + 1]?.title).toBe(lower.title);
    const rowHeight = (await page.locator('tbody tr').nth(from).boundingBox())?.height ?? 80;
    await mouseDrag(page, upper.title, rowHeight + 10);
    let expected = moved(before, from, from + 1, 1);
    await expect.poll(() => rowsShown(page)).toEqual(expected);
    expect(await savedAndReloaded(page, 'Orden actualizado')).toEqual(expected);

    // Touch: press and hold until the sensor picks the row up (announced in Spanish), then move.
    before = await rowsShown(page);
    from = before.findIndex((r) => r.title === lower.title);
    const start = await centreOf(page, `Reordenar ${lower.title}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain(lower.title);
    for (let dy = 4; dy <= rowHeight + 10; dy += 8)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: start.x, y: start.y + dy }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Below the other one again: still among the Alta, so still 1.
    expected = moved(before, from, from + 1, 1);
    await expect.poll(() => rowsShown(page)).toEqual(expected);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    expect(await savedAndReloaded(page, 'Orden actualizado')).toEqual(expected);
    const saved = await listNews(token);
    expect(saved.filter((n) => n.id === upper.id || n.id === lower.id).map((n) => n.priority)).toEqual([
      1, 1,
    ]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('‘Deshacer’ in the toast puts the item back, with its priority, also after a reload', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const suffix = uniqueSuffix();
    const low = await createNews(token, `Baja que sube ${suffix}`, 4);
    await openNews(page);
    const before = await rowsShown(page);
    const from = before.findIndex((r) => r.title === low.title);
    // Up two rows, among the Media: it becomes Media (3).
    await keyboardDrag(page, low.title, from, from - 2);
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Prioridad actualizada' });
    await toast.waitFor();
    // As a user about to press 'Deshacer' would: the pointer on the toast keeps it open past its 10 s
    // (the checks and screenshots below take longer than that on a busy machine).
    await toast.hover();
    await expect
      .poll(() => toast.textContent())
      .toContain(`«${low.title}» pasó de prioridad Baja (4) a Media (3).`);
    await settle(page);
    await expectAccessible(page, 'move toast with Deshacer');
    await screenshot(page, 'news-move-toast');
    await toast.screenshot({ path: `${artifactsDir}/news-move-toast-detail.png` });
    // The whole toast, its button included, is inside the window.
    const box = (await toast.getByRole('button', { name: 'Deshacer' }).boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(toastBox.x + toastBox.width);
    expect(await rowsShown(page)).toEqual(moved(before, from, from - 2, 3));

    await toast.getByRole('button', { name: 'Deshacer' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Cambio deshecho' }).waitFor();
    await expect.poll(() => rowsShown(page)).toEqual(before);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await rowsShown(page)).toEqual(before);
    expect((await listNews(token)).find((n) => n.id === low.id)?.priority).toBe(4);
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows the priority failure with its detail and reloads the list', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const suffix = uniqueSuffix();
    const lower = await createNews(token, `Fallo abajo ${suffix}`, 1);
    const upper = await createNews(token, `Fallo arriba ${suffix}`, 1);
    await page.route('**/api/community/news/*/position', (route) =>
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
    await openNews(page);
    const before = await rowsShown(page);
    const from = before.findIndex((r) => r.title === upper.title);
    expect(before[from + 1]?.title).toBe(lower.title);
    const listLoads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/community/news') listLoads.push(r.url());
    });
    await keyboardDrag(page, upper.title, from, from + 1);
    await page.getByText('Error al actualizar las prioridades: Base de datos no disponible').waitFor();
    // Reloaded from the server: the order it still has.
    await expect.poll(() => listLoads.length).toBeGreaterThan(0);
    await expect.poll(() => rowsShown(page)).toEqual(before);
    expect((await listNews(token)).find((n) => n.id === upper.id)?.priority).toBe(1);
    await expectAccessible(page, 'priority failure banner');
    await screenshot(page, 'news-priority-error');
  });
});
