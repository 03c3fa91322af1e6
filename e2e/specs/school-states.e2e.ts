import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  failFirstCalls,
  noSidewaysScroll,
  screenshot,
  settle,
  useBrowser,
} from '../support/browser';
import { openSchool, SCHOOL, signIn } from '../support/school';

const browser = useBrowser();
const unavailable = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'El servicio no está disponible en este momento',
};

describe('biblical school: loading, errors and the phone', () => {
  it("the dashboard's failure says the spec's text and 'Intentar de nuevo' loads it", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await failFirstCalls(page, (url) => url.pathname === `/api${SCHOOL}/dashboard`, unavailable);
    await page.goto('/biblical-school');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Error al cargar los datos. Intenta refrescar la página.' });
    await alert.waitFor();
    expect(await page.getByRole('tab', { name: 'Resumen' }).count()).toBe(0);
    await expectAccessible(page, 'school dashboard error');
    await screenshot(page, 'school-error-1280');
    await alert.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page.getByText('Cursos Activos').waitFor();
    await page.getByRole('tab', { name: 'Resumen', selected: true }).waitFor();
    await alert.waitFor({ state: 'detached' });
    expect(page.consoleErrors.filter((m) => !/status of 503/.test(m))).toEqual([]);
  });

  it('each list shows its own error with a retry', async () => {
    const page = await browser.newPage();
    await signIn(page);
    for (const [path, tab, title] of [
      ['/courses', 'Cursos', 'Error al cargar los cursos'],
      ['/instructors', 'Instructores', 'Error al cargar los instructores'],
      ['/enrollments', 'Inscripciones', 'Error al cargar las inscripciones'],
    ] as const) {
      await failFirstCalls(
        page,
        (url) => url.pathname === `/api${SCHOOL}${path}` && url.searchParams.get('page') === '1',
        unavailable,
      );
      await openSchool(page, tab);
      const alert = page.getByRole('alert').filter({ hasText: title });
      await alert.getByText(unavailable.message).waitFor();
      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByRole('table', { name: tab }).waitFor();
      await alert.waitFor({ state: 'detached' });
      await page.unrouteAll();
    }
    // The browser logs each refused call (the 503s made on purpose); nothing else.
    expect(page.consoleErrors.filter((m) => !/status of 503/.test(m))).toEqual([]);
  });

  it('at 390 px every tab fits the width (tables become cards) and the forms fill the screen', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await openSchool(page);
    await page.getByRole('heading', { name: 'Cursos por categoría' }).waitFor();
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'school-overview-390');
    for (const tab of ['Cursos', 'Instructores', 'Inscripciones'] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('list', { name: tab }).getByRole('listitem').first().waitFor();
      await settle(page);
      await noSidewaysScroll(page);
      await expectAccessible(page, `${tab} at 390 px`);
      await screenshot(page, `school-${tab.toLowerCase()}-390`);
    }
    await page
      .getByRole('list', { name: 'Inscripciones' })
      .getByRole('button', { name: /Ver detalles/ })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Detalle de la inscripción' });
    await detail.getByText('Estudiante', { exact: true }).waitFor();
    await settle(page);
    await noSidewaysScroll(page);
    await screenshot(page, 'school-enrollment-detail-390');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Nuevo Curso' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo Curso' });
    await form.getByRole('textbox', { name: 'Título' }).waitFor();
    await settle(page);
    await noSidewaysScroll(page);
    await expectAccessible(page, 'course form at 390 px');
    await screenshot(page, 'school-course-form-390');
    expect(page.consoleErrors).toEqual([]);
  });
});
