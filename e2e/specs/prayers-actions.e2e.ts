import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, noSidewaysScroll, screenshot, useBrowser } from '../support/browser';
import { actionsOf, cardOf, createPrayer, openPrayers, signIn } from '../support/prayers';

const browser = useBrowser();

/** The text of the element that has the keyboard's focus. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/**
 * Moves the focus down the open menu until `item` has it (the menu loops; at most a round), once the
 * menu has taken the focus from its button.
 */
async function arrowTo(page: Page, item: string) {
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  for (let i = 0; i < 5 && (await focusedText(page)) !== item; i++) await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe(item);
}

describe('prayer card actions: named, in words, by mouse and by keyboard', () => {
  for (const [label, size] of [
    ['1280', { width: 1280, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    it(`offers 'Acciones' with words at ${label} px, and every action by keyboard`, async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      await page.setViewportSize(size);
      const prayer = await createPrayer(token);
      const t = prayer.title;
      await openPrayers(page);
      const card = cardOf(page, t);
      await card.waitFor();
      // 'Personas orando (N)' stays beside the actions.
      await card.getByRole('button', { name: `Personas orando por ${t}: 0` }).waitFor();

      // By words: one button, then the actions, deleting last.
      const button = actionsOf(page, t);
      expect(await button.innerText()).toBe('Acciones');
      await button.click();
      const items = page.getByRole('menuitem');
      await items.first().waitFor();
      expect(await items.allInnerTexts()).toEqual(['Editar', 'Añadir testimonio', 'Eliminar']);
      const menu = await page.getByRole('menu').boundingBox();
      expect(menu!.x).toBeGreaterThanOrEqual(0);
      expect(menu!.x + menu!.width).toBeLessThanOrEqual(size.width);
      await noSidewaysScroll(page);
      await expectAccessible(page, `prayer actions menu at ${label} px`);
      await screenshot(page, `prayers-actions-${label}`);
      await page.keyboard.press('Escape');
      await items.first().waitFor({ state: 'detached' });
      // Escape gives the focus back to the button (a moment after the menu closes).
      await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);

      // By keyboard: the button is reached with Tab from 'Personas orando', opened with Enter.
      await card.getByRole('button', { name: `Personas orando por ${t}: 0` }).focus();
      await page.keyboard.press('Tab');
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await items.first().waitFor();
      await arrowTo(page, 'Añadir testimonio');
      await page.keyboard.press('Enter');
      const add = page.getByRole('dialog', { name: 'Añadir Testimonio' });
      await add.waitFor();
      await page.keyboard.press('Escape');
      await add.waitFor({ state: 'detached' });

      await button.focus();
      await page.keyboard.press('Enter');
      await items.first().waitFor();
      await arrowTo(page, 'Editar');
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: 'Editar Oración' });
      await edit.waitFor();
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });

      await button.focus();
      await page.keyboard.press('Enter');
      await items.first().waitFor();
      await arrowTo(page, 'Eliminar');
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Eliminar oración' });
      await confirm.getByText('¿Estás seguro de que quieres eliminar esta oración?').waitFor();
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'detached' });
      await card.waitFor();
      expect(page.consoleErrors).toEqual([]);
    });
  }
});
