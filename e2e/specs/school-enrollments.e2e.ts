import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, useBrowser } from '../support/browser';
import {
  chooseCourse,
  chooseStatus,
  courseWithRequests,
  type Enrollment,
  getEnrollment,
  openSchool,
  signIn,
  tableRow,
} from '../support/school';

const browser = useBrowser();
const LONG_TEST_MS = 150_000;

const rowOf = (page: Page, e: Enrollment) => tableRow(page, 'Inscripciones', e.userSnapshot.email);

describe('biblical school: enrollments', () => {
  it(
    'confirms, waitlists and rejects (a reason first); a full course refuses; the detail and WhatsApp',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const { course, member, helper, own } = await courseWithRequests(token);
      await page
        .context()
        .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'ok' }));

      await openSchool(page, 'Inscripciones');
      expect(await page.getByRole('textbox', { name: 'Estado' }).inputValue()).toBe('Pendiente');
      await page
        .getByRole('list', { name: 'Estadísticas de inscripciones' })
        .or(page.getByText('Lista de espera').first())
        .first()
        .waitFor();
      await chooseCourse(page, course.title);
      await page.getByText('3 inscripciones', { exact: true }).waitFor();
      await expectAccessible(page, 'enrollments tab');
      await screenshot(page, 'school-enrollments-1280');

      await rowOf(page, member)
        .getByRole('button', { name: `Confirmar: ${member.userSnapshot.name}` })
        .click();
      await page.getByText('Inscripción confirmada').waitFor();
      await rowOf(page, member).waitFor({ state: 'detached' });
      await rowOf(page, helper)
        .getByRole('button', { name: `Lista de espera: ${helper.userSnapshot.name}` })
        .click();
      await page.getByText('Inscripción movida a lista de espera').waitFor();
      await rowOf(page, helper).waitFor({ state: 'detached' });

      await rowOf(page, own)
        .getByRole('button', { name: `Rechazar: ${own.userSnapshot.name}` })
        .click();
      const reject = page.getByRole('dialog', { name: 'Rechazar inscripción' });
      // The modal focuses its reason once its opening transition ends: only then is it the user's.
      await reject.locator('textarea:focus').waitFor();
      await reject.getByRole('button', { name: 'Rechazar' }).click();
      await reject.getByText('Debes proporcionar una razón para el rechazo').waitFor();
      await expectAccessible(page, 'reject modal with its error');
      await reject
        .getByRole('textbox', { name: 'Razón del rechazo' })
        .fill('El curso es para nuevos creyentes.');
      await reject.getByText('Debes proporcionar una razón para el rechazo').waitFor({ state: 'detached' });
      await reject.getByRole('button', { name: 'Rechazar' }).click();
      await reject.waitFor({ state: 'hidden' });
      await page.getByText('Inscripción rechazada').waitFor();
      await page.getByText('No hay inscripciones').waitFor();

      expect((await getEnrollment(token, member.id)).status).toBe('CONFIRMED');
      expect((await getEnrollment(token, helper.id)).status).toBe('WAITLIST');
      expect(await getEnrollment(token, own.id)).toMatchObject({
        status: 'REJECTED',
        rejectionReason: 'El curso es para nuevos creyentes.',
      });

      // All of them, with their badges; the one seat is taken, so confirming the waitlist is refused.
      await chooseStatus(page, 'Todas');
      await rowOf(page, member).getByText('Confirmada').waitFor();
      await rowOf(page, own).getByText('Rechazada').waitFor();
      const waiting = rowOf(page, helper);
      await waiting.getByText('Lista de espera', { exact: true }).waitFor();
      await waiting.getByRole('button', { name: `Confirmar: ${helper.userSnapshot.name}` }).click();
      await page.getByText('El curso no tiene cupos disponibles').waitFor();
      expect((await getEnrollment(token, helper.id)).status).toBe('WAITLIST');

      // The rejected request's detail shows its reason.
      await rowOf(page, own)
        .getByRole('button', { name: /Ver detalles/ })
        .click();
      let detail = page.getByRole('dialog', { name: 'Detalle de la inscripción' });
      await detail.getByText('El curso es para nuevos creyentes.').waitFor();
      await detail.getByText('Servir mejor.').waitFor();
      await detail
        .getByRole('button', { name: 'Cerrar' })
        .or(detail.locator('.mantine-Modal-close'))
        .first()
        .click();
      await detail.waitFor({ state: 'hidden' });

      // The confirmed student's detail: snapshot, course, and the WhatsApp link that marks it sent.
      await rowOf(page, member)
        .getByRole('button', { name: /Ver detalles/ })
        .click();
      detail = page.getByRole('dialog', { name: 'Detalle de la inscripción' });
      await detail.getByText(member.userSnapshot.email).waitFor();
      await detail.getByText(course.title, { exact: true }).waitFor();
      await detail.getByText('Martes · 19:00 - 21:00 · Semanal').waitFor();
      await detail.getByText('Quiero crecer en la fe.').waitFor();
      const link = detail.getByRole('link', { name: /Escribir por WhatsApp/ });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^https:\/\/wa\.me\/573001234567\?text=/);
      expect(decodeURIComponent(href!.split('text=')[1]!)).toContain(`"${course.title}" está confirmada`);
      expect(await link.getAttribute('target')).toBe('_blank');
      await expectAccessible(page, 'enrollment detail');
      await screenshot(page, 'school-enrollment-detail-1280');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.close();
      await detail.getByText('WhatsApp enviado').waitFor();
      expect((await getEnrollment(token, member.id)).whatsappSent).toBe(true);
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it('exports the filtered enrollments as CSV (BOM, headers, the rows) and downloads the report', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const { course, member, helper } = await courseWithRequests(token);
    await openSchool(page, 'Inscripciones');
    await chooseCourse(page, course.title);
    await chooseStatus(page, 'Todas');
    await page.getByText('3 inscripciones', { exact: true }).waitFor();

    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/enrollments/export')) asked.push(req.url());
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inscripciones-.*\.csv$/);
    const query = new URL(asked[0]!).searchParams;
    expect(query.get('format')).toBe('csv');
    expect(query.get('courseId')).toBe(course.id);
    expect(query.get('status')).toBeNull();
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Estudiante;Correo;Teléfono;Documento;Dirección;Curso;Instructor;Estado/);
    expect(lines).toHaveLength(4);
    expect(csv).toContain(member.userSnapshot.email);
    expect(csv).toContain(helper.userSnapshot.email);
    const memberLine = lines.find((l) => l.includes(member.userSnapshot.email));
    expect(memberLine).toContain('Pendiente');
    // A phone number as it was written, not escaped as a formula.
    expect(memberLine).toContain(`${member.userSnapshot.email};+57 300 123 4567;`);

    // The complete report: an optional range, then a printable HTML file.
    await page.getByRole('button', { name: 'Reporte completo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reporte completo' });
    await dialog.getByLabel('Desde').fill('2026-02-01');
    await dialog.getByLabel('Hasta').fill('2026-01-01');
    await dialog.getByText('La fecha inicial no puede ser posterior a la final').waitFor();
    await dialog.getByLabel('Desde').fill('');
    await dialog.getByLabel('Hasta').fill('');
    await expectAccessible(page, 'report modal');
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar reporte' }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/\.html$/);
    const html = readFileSync(await report.path(), 'utf8');
    expect(html).toContain(course.title);
    await dialog.waitFor({ state: 'hidden' });
    expect(page.consoleErrors).toEqual([]);
  });
});
