import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  artifactsDir,
  expectAccessible,
  noSidewaysScroll,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { createEvent, fifteenthOfNextMonth, openEvents, signIn } from '../support/events';
import { bogotaDayOf, DESKTOP, PHONE, viewShot } from '../support/screens';

const browser = useBrowser();
const LONG_TEST_MS = 150_000;

const bogotaToday = () => bogotaDayOf(new Date());

/** The texts inside `root` that are cut (wider than their box, an ellipsis). */
function cutTexts(root: Locator) {
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('button, button *, li, li *')]
      .filter((node) => node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0)
      .map((node) => node.textContent),
  );
}

describe('events calendar on a phone (390 px)', () => {
  it(
    "shows a dot per event, lists the chosen day's events below the month and opens one",
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const day = fifteenthOfNextMonth();
      const suffix = uniqueSuffix();
      const evening = await createEvent(token, {
        title: `Conferencia de familias ${suffix}`,
        eventDate: day,
        eventTime: '19:30',
        category: 'conferencia',
        location: 'Auditorio central',
      });
      const morning = await createEvent(token, {
        title: `Curso de liderazgo para jóvenes ${suffix}`,
        eventDate: day,
        eventTime: '09:00',
        category: 'curso',
      });
      const sixteenth = day.replace(/-15$/, '-16');
      for (const time of ['08:00', '10:00', '12:00', '18:00'])
        await createEvent(token, {
          title: `Ensayo ${time} ${suffix}`,
          eventDate: sixteenth,
          eventTime: time,
        });

      await page.setViewportSize(PHONE);
      await openEvents(page);
      await page.getByRole('tab', { name: 'Calendario' }).click();
      const table = page.getByRole('table');
      await table.waitFor();

      // Today (the community's) is chosen at first; the days are buttons named by their events.
      const todayCell = table.locator(`td[aria-current="date"]`);
      const chosen = table.getByRole('button', { pressed: true });
      expect(await chosen.count()).toBe(1);
      expect(await todayCell.getByRole('button', { pressed: true }).count()).toBe(1);
      expect(await chosen.getAttribute('aria-label')).toMatch(
        new RegExp(` ${Number(bogotaToday().slice(8))} de \\S+: (sin eventos|1 evento|\\d+ eventos)$`),
      );

      await noSidewaysScroll(page);
      await viewShot(page, table, 'events-calendar-phone-today-390');

      await page.getByRole('button', { name: 'Mes siguiente' }).click();
      // Other events may share these days: the counts are read from the names, the list is filtered.
      const fifteenth = table.getByRole('button', { name: /^\S+ 15 de \S+: \d+ eventos$/ });
      await fifteenth.click();
      expect(await fifteenth.getAttribute('aria-pressed')).toBe('true');
      const busy = table.getByRole('button', { name: /^\S+ 16 de \S+: \d+ eventos$/ });
      const count = Number((await busy.getAttribute('aria-label'))?.match(/(\d+) eventos$/)?.[1]);
      expect(count).toBeGreaterThanOrEqual(4);
      expect(await busy.innerText()).toMatch(new RegExp(`^16\\s*\\+${count - 3}$`));
      expect(await busy.locator('span > span').count()).toBe(4);

      // No title in the grid (so none cut to a few letters): they are listed whole under the month.
      expect(await table.getByText(suffix).count()).toBe(0);
      const agenda = page.getByRole('list', { name: /^Eventos del \S+ 15 de / });
      const ours = agenda.getByRole('listitem').filter({ hasText: suffix });
      await ours.first().waitFor();
      const texts = await ours.allInnerTexts();
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain('9:00 AM');
      expect(texts[0]).toContain(morning.title);
      expect(texts[0]).toContain('Curso');
      expect(texts[1]).toContain('7:30 PM');
      expect(texts[1]).toContain(evening.title);
      expect(texts[1]).toContain('Conferencia');
      expect(await cutTexts(table)).toEqual([]);
      expect(await cutTexts(agenda)).toEqual([]);
      await noSidewaysScroll(page);
      await expectAccessible(page, 'events calendar on a phone');
      await viewShot(page, table, 'events-calendar-phone-390');

      // Opening an event from the list shows its details.
      await agenda.getByRole('button', { name: new RegExp(evening.title) }).click();
      const dialog = page.getByRole('dialog', { name: evening.title });
      await dialog.getByText('Auditorio central').waitFor();
      await noSidewaysScroll(page);
      await settle(page);
      await page.screenshot({ path: path.join(artifactsDir, 'events-calendar-phone-open-390.png') });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // A wide screen keeps the titles in the month.
      await page.setViewportSize(DESKTOP);
      await table
        .getByRole('button', { name: new RegExp(`^${evening.title}, .* 15 de .*, 7:30 PM$`) })
        .waitFor();
      expect(await page.getByRole('list', { name: /^Eventos del / }).count()).toBe(0);
      await viewShot(page, table, 'events-calendar-wide-1280');
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
