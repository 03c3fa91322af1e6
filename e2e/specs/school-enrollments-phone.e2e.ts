import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  artifactsDir,
  expectAccessible,
  noSidewaysScroll,
  screenshot,
  settle,
  useBrowser,
} from '../support/browser';
import { chooseCourse, chooseStatus, courseWithRequests, openSchool, signIn } from '../support/school';
import { DESKTOP, PHONE } from '../support/screens';

const browser = useBrowser();
const LONG_TEST_MS = 150_000;

/** The enrollments' cards on a phone, each named 'Inscripción: <student>'. */
const cardsOf = (page: Page) =>
  page.getByRole('list', { name: 'Inscripciones' }).getByRole('listitem', { name: /^Inscripción: / });

/** Chooses an entry of the phone's 'Exportar' menu and waits for the file it downloads. */
async function exportFromMenu(page: Page, entry: string): Promise<Download> {
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const item = page.getByRole('menuitem', { name: entry });
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  return download;
}

describe('biblical school enrollments on a phone (390 px)', () => {
  it(
    'folds the filters behind "Filtros (n)" and the exports behind "Exportar": the list comes first',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const { course, member, helper, own } = await courseWithRequests(token);
      await page.setViewportSize(PHONE);
      await openSchool(page, 'Inscripciones');

      // The first enrollment's student shows in the first screen (once the counts above have loaded),
      // under the two folded controls; the five filters and the three exports are out of the way.
      const first = cardsOf(page).first();
      await first.waitFor();
      await page.locator('dl[aria-label="Estadísticas de inscripciones"][aria-busy="false"]').waitFor();
      const student = (await first.getAttribute('aria-label'))?.replace(/^Inscripción: /, '') ?? '';
      const name = await first.getByText(student, { exact: true }).first().boundingBox();
      expect(name).not.toBeNull();
      expect(name!.y + name!.height).toBeLessThanOrEqual(PHONE.height);
      const filters = page.getByRole('button', { name: 'Filtros (1)' });
      expect(await filters.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('textbox', { name: 'Curso' }).count()).toBe(0);
      for (const name of ['Exportar CSV', 'Exportar Excel', 'Reporte completo'])
        expect(await page.getByRole('button', { name }).count()).toBe(0);
      await noSidewaysScroll(page);
      await page.screenshot({ path: path.join(artifactsDir, 'school-enrollments-390.png') });

      // Opening the filters (the default 'Pendiente' is the one in use); a course makes two.
      await filters.click();
      expect(await filters.getAttribute('aria-expanded')).toBe('true');
      const fold = page.locator(`[id="${await filters.getAttribute('aria-controls')}"]`);
      await fold.getByRole('region', { name: 'Filtros de inscripciones' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Estado' }).inputValue()).toBe('Pendiente');
      await chooseCourse(page, course.title);
      await page.getByRole('button', { name: 'Filtros (2)' }).waitFor();
      await page.getByText('3 inscripciones', { exact: true }).waitFor();
      for (const e of [member, helper, own])
        await page
          .getByRole('listitem', { name: `Inscripción: ${e.userSnapshot.name}` })
          .first()
          .waitFor();
      await noSidewaysScroll(page);
      await expectAccessible(page, 'enrollments on a phone, filters open');
      await screenshot(page, 'school-enrollments-filters-390');

      // 'Todas' is no filter: the course alone is counted. Folding them again keeps them in use.
      await chooseStatus(page, 'Todas');
      const one = page.getByRole('button', { name: 'Filtros (1)' });
      await one.click();
      expect(await one.getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('textbox', { name: 'Curso' }).waitFor({ state: 'hidden' });
      await page.getByText('3 inscripciones', { exact: true }).waitFor();

      // The menu names the three exports as the wide screen's buttons do; each still downloads.
      await page.getByRole('button', { name: 'Exportar', exact: true }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'Reporte completo' }).waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Exportar CSV',
        'Exportar Excel',
        'Reporte completo',
      ]);
      await settle(page);
      await page.screenshot({ path: path.join(artifactsDir, 'school-enrollments-export-menu-390.png') });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      const asked: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/enrollments/export')) asked.push(req.url());
      });
      const csv = await exportFromMenu(page, 'Exportar CSV');
      expect(csv.suggestedFilename()).toMatch(/^inscripciones-.*\.csv$/);
      const excel = await exportFromMenu(page, 'Exportar Excel');
      expect(excel.suggestedFilename()).toMatch(/^inscripciones-.*\.xlsx$/);
      expect(asked.map((url) => Object.fromEntries(new URL(url).searchParams))).toEqual([
        { format: 'csv', courseId: course.id },
        { format: 'xlsx', courseId: course.id },
      ]);

      await page.getByRole('button', { name: 'Exportar', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Reporte completo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reporte completo' });
      const [report] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Descargar reporte' }).click(),
      ]);
      expect(report.suggestedFilename()).toMatch(/\.html$/);
      await dialog.waitFor({ state: 'hidden' });

      // A wide screen keeps the filters and the three buttons in sight, with no fold.
      await page.setViewportSize(DESKTOP);
      await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
      await page.getByRole('button', { name: 'Reporte completo' }).waitFor();
      await page.getByRole('textbox', { name: 'Curso' }).waitFor();
      expect(await page.getByRole('button', { name: /^Filtros/ }).count()).toBe(0);
      await settle(page);
      await page.screenshot({ path: path.join(artifactsDir, 'school-enrollments-wide-1280.png') });
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
