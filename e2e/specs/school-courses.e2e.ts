import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  drawPng,
  expectAccessible,
  overlaps,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import {
  type Course,
  createCourse,
  createInstructor,
  dayFromToday,
  enroll,
  openSchool,
  SCHOOL,
  signIn,
  tableRow,
  tokenOf,
} from '../support/school';

const browser = useBrowser();
const LONG_TEST_MS = 120_000;

/** The number on one of the four stat cards. */
async function cardValue(page: import('playwright-core').Page, label: string) {
  const text = await page
    .getByRole('region', { name: 'Resumen de la escuela' })
    .getByText(label)
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

describe('biblical school: courses', () => {
  it(
    "names an ended course 'Finalizado', and counts only running courses in the cards and the panel alike",
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const teacher = await createInstructor(token);
      const ended = await createCourse(token, teacher.id, {
        title: `Discipulado terminado ${uniqueSuffix()}`,
        startDate: dayFromToday(-60),
        endDate: dayFromToday(-2),
      });
      const panelCourses = async () => {
        const text = await page.getByText(/en promedio por curso activo/).textContent();
        return Number((text ?? '').match(/\(([\d.]+) cursos\)/)?.[1]?.replace(/\./g, ''));
      };
      // Read together (another test may add a course between two reads: then the page is read again).
      await expect
        .poll(
          async () => {
            await openSchool(page);
            await page.getByText(/en promedio por curso activo/).waitFor();
            return (await cardValue(page, 'Cursos Activos')) - (await panelCourses());
          },
          { timeout: 60_000 },
        )
        .toBe(0);

      await openSchool(page, 'Cursos');
      await page.getByRole('textbox', { name: 'Buscar' }).fill(ended.title);
      const row = tableRow(page, 'Cursos', ended.title);
      await row.getByText('Finalizado', { exact: true }).waitFor();
      expect(await row.getByText('Activo', { exact: true }).count()).toBe(0);
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it(
    "creates a course through 'Nuevo Curso' (the rules first) and finds it in the table and its detail",
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const teacher = await createInstructor(token, { name: `Raquel Soto ${uniqueSuffix()}` });
      await openSchool(page);
      const activeBefore = await cardValue(page, 'Cursos Activos');

      await page.getByRole('button', { name: 'Nuevo Curso' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo Curso' });
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Capacidad' }).inputValue()).toBe('20');
      expect(await dialog.getByRole('textbox', { name: 'Costo (COP)' }).inputValue()).toBe('0');
      await dialog.getByText('Se mostrará como Gratis').waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Frecuencia' }).inputValue()).toBe('Semanal');
      expect(await dialog.getByRole('switch', { name: 'Activo' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Crear Curso' }).click();
      // Title, instructor and start date: the spec's one message on each.
      await expect
        .poll(() => dialog.getByText('Por favor completa todos los campos obligatorios').count())
        .toBe(3);
      await expectAccessible(page, 'course form with errors');

      const title = `Hermenéutica bíblica ${uniqueSuffix()}`;
      await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
      await dialog.getByRole('textbox', { name: 'Instructor' }).fill(teacher.name.slice(0, 12));
      await page.getByRole('option', { name: new RegExp(teacher.name) }).click();
      const short = dialog.getByRole('textbox', { name: 'Descripción corta' });
      await short.fill('Aprende a leer e interpretar la Biblia');
      await dialog.getByText('38/150').waitFor();
      await dialog
        .getByRole('textbox', { name: 'Descripción', exact: true })
        .fill('Principios de interpretación, contexto histórico y géneros literarios.');
      await dialog.getByRole('textbox', { name: 'Categoría' }).click();
      await page.getByRole('option', { name: 'Teología' }).click();
      await dialog.getByRole('textbox', { name: 'Nivel' }).click();
      await page.getByRole('option', { name: 'Intermedio' }).click();
      await dialog.getByLabel('Fecha de inicio').fill(dayFromToday(14));
      await dialog.getByLabel('Fecha de finalización').fill(dayFromToday(100));
      await dialog.getByRole('textbox', { name: 'Duración' }).fill('12 semanas');
      await dialog.getByRole('textbox', { name: 'Día de la semana' }).click();
      await page.getByRole('option', { name: 'Jueves' }).click();
      await dialog.getByLabel('Hora de inicio').fill('18:30');
      await dialog.getByLabel('Hora de finalización').fill('20:30');
      await dialog.getByRole('textbox', { name: 'Capacidad' }).fill('25');
      await dialog.getByRole('textbox', { name: 'Costo (COP)' }).fill('50000');
      await dialog.getByText('Se mostrará como $50.000').waitFor();
      await dialog.getByRole('textbox', { name: 'Ubicación' }).fill('Salón 3, templo principal');
      for (const topic of ['Contexto histórico', 'Géneros literarios']) {
        await dialog.getByRole('textbox', { name: 'Temas' }).fill(topic);
        await dialog.getByRole('textbox', { name: 'Temas' }).press('Enter');
      }
      await dialog.getByRole('textbox', { name: 'Requisitos' }).fill('Biblia Reina-Valera');
      await dialog.getByRole('textbox', { name: 'Requisitos' }).press('Enter');
      await dialog.getByRole('switch', { name: 'Curso destacado' }).check();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'portada.png',
        mimeType: 'image/png',
        buffer: await drawPng(page, { text: 'Biblia' }),
      });
      await dialog.getByTestId('course-image-preview').getByText('portada.png').waitFor();
      await settle(page);
      await expectAccessible(page, 'course form filled');
      await screenshot(page, 'school-course-form-1280');
      await dialog.getByRole('button', { name: 'Crear Curso' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const toast = page.locator('.mantine-Notification-root', { hasText: 'Curso creado exitosamente' });
      await toast.waitFor();
      // The success toast leaves 'Nuevo Curso' free for the next course.
      const newCourse = page.getByRole('button', { name: 'Nuevo Curso' });
      expect(overlaps((await toast.boundingBox())!, (await newCourse.boundingBox())!)).toBe(false);
      // The dashboard reloads: one more active course.
      await expect.poll(() => cardValue(page, 'Cursos Activos')).toBe(activeBefore + 1);

      await page.getByRole('tab', { name: 'Cursos' }).click();
      await page.getByRole('textbox', { name: 'Buscar' }).fill(title);
      await page.getByText('1 curso', { exact: true }).waitFor();
      const row = tableRow(page, 'Cursos', title);
      await row.getByText(teacher.name).waitFor();
      await row.getByText('Activo', { exact: true }).waitFor();
      await row.getByText('Destacado').waitFor();
      await row.getByText('0/25').waitFor();
      await row.getByText(/^Jueves · 18:30 - 20:30 · Semanal$/).waitFor();
      await screenshot(page, 'school-courses-1280');

      await row.getByRole('button', { name: `Ver detalles de ${title}` }).click();
      const detail = page.getByRole('dialog', { name: title });
      await detail.getByText('Jueves · 18:30 - 20:30 · Semanal').waitFor();
      await detail.getByText('$50.000').waitFor();
      await detail.getByText('Géneros literarios', { exact: true }).waitFor();
      await detail.getByText('Biblia Reina-Valera').waitFor();
      await detail.getByText('0 inscritos de 25 · 25 disponibles').waitFor();
      await detail.getByText('Teología', { exact: true }).waitFor();
      await detail.getByRole('img', { name: `Imagen de ${title}` }).waitFor();
      await expectAccessible(page, 'course detail');
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it(
    'edits a course from its values (multipart PUT), deactivates it, and deletes only without open enrollments',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const teacher = await createInstructor(token);
      const course = await createCourse(token, teacher.id, {
        title: `Vida de oración ${uniqueSuffix()}`,
        topics: ['Oración'],
      });
      const taken = await createCourse(token, teacher.id, {
        title: `Evangelismo práctico ${uniqueSuffix()}`,
      });
      await enroll(await tokenOf(accounts.member), taken.id);
      const puts: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'PUT') puts.push(req.headers()['content-type'] ?? '');
      });

      await openSchool(page, 'Cursos');
      await page.getByRole('textbox', { name: 'Buscar' }).fill(course.title);
      const row = tableRow(page, 'Cursos', course.title);
      await row.getByRole('button', { name: `Editar ${course.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Curso' });
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(course.title);
      expect(await dialog.getByRole('textbox', { name: 'Instructor' }).inputValue()).toContain(teacher.name);
      expect(await dialog.getByRole('textbox', { name: 'Día de la semana' }).inputValue()).toBe('Martes');
      await dialog.getByText('Oración', { exact: true }).waitFor();
      await dialog.getByRole('textbox', { name: 'Capacidad' }).fill('0');
      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
      await dialog.getByText('La capacidad debe estar entre 1 y 100').waitFor();
      expect(puts).toEqual([]);
      await dialog.getByRole('textbox', { name: 'Capacidad' }).fill('35');
      await dialog.getByRole('switch', { name: 'Activo' }).uncheck();
      await expectAccessible(page, 'course edit form');
      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Curso actualizado exitosamente').waitFor();
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatch(/^multipart\/form-data/);
      await row.getByText('Inactivo', { exact: true }).waitFor();
      const stored = await apiCall<Course>(`${SCHOOL}/courses/${course.id}`, { token });
      expect(stored.body).toMatchObject({ capacity: 35, isActive: false, title: course.title });

      // A course with an open enrollment is refused with the server's message.
      await page.getByRole('textbox', { name: 'Buscar' }).fill(taken.title);
      await tableRow(page, 'Cursos', taken.title)
        .getByRole('button', { name: `Eliminar ${taken.title}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Eliminar curso' });
      await confirm.getByText('¿Estás seguro de que quieres eliminar este curso?').waitFor();
      await expectAccessible(page, 'delete course confirm');
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('No se puede eliminar: el curso tiene inscripciones abiertas').waitFor();

      await page.getByRole('textbox', { name: 'Buscar' }).fill(course.title);
      await row.getByRole('button', { name: `Eliminar ${course.title}` }).click();
      await page
        .getByRole('dialog', { name: 'Eliminar curso' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await page.getByText('Curso eliminado exitosamente').waitFor();
      await page.getByText('No hay cursos').waitFor();
      expect((await apiCall(`${SCHOOL}/courses/${course.id}`, { token })).status).toBe(404);
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
