import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  drawPng,
  expectAccessible,
  loginThroughApi,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import {
  createCourse,
  createInstructor,
  type Instructor,
  openSchool,
  SCHOOL,
  signIn,
  tableRow,
} from '../support/school';

const browser = useBrowser();
const LONG_TEST_MS = 120_000;

describe('biblical school: instructors', () => {
  it(
    "'Crear Nuevo Instructor': the rules, a bad file, Cancel resets, then a real create with lists and an image",
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const posted: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname === `/api${SCHOOL}/instructors`)
          posted.push(req.url());
      });
      await openSchool(page);
      await page.getByText('Cursos Activos').waitFor();
      await page.getByRole('heading', { name: 'Cursos por categoría' }).waitFor();
      await expectAccessible(page, 'school overview');
      await screenshot(page, 'school-overview-1280');

      await page.getByRole('button', { name: 'Nuevo Instructor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Crear Nuevo Instructor' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Crear Instructor' }).click();
      await dialog.getByText('El nombre es obligatorio').waitFor();
      await dialog.getByText('El título es obligatorio').waitFor();
      expect(posted).toEqual([]);

      // A file that is not an image is refused with the spec's message.
      const file = dialog.locator('input[type="file"]');
      await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
      await dialog.getByText('Por favor selecciona una imagen válida').waitFor();
      await dialog.getByText('JPG, PNG, GIF · máximo 5MB').waitFor();
      await dialog.getByRole('textbox', { name: 'Nombre Completo' }).fill('Alguien');
      await dialog.getByText('El nombre es obligatorio').waitFor({ state: 'detached' });
      await expectAccessible(page, 'instructor form with errors');

      // Cancel resets every field, the image and the errors, then closes.
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Nuevo Instructor' }).click();
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Nombre Completo' }).inputValue()).toBe('');
      expect(await dialog.getByText('Por favor selecciona una imagen válida').count()).toBe(0);
      expect(await dialog.getByText('El título es obligatorio').count()).toBe(0);
      expect(await dialog.getByText('notas.txt').count()).toBe(0);

      // A refusal shows in the modal's alert and as a toast; editing a field clears the alert.
      let refuse = true;
      await page.route(`**/api${SCHOOL}/instructors`, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        if (refuse) {
          refuse = false;
          return route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 403, code: 'FORBIDDEN', message: 'x' }),
          });
        }
        // The real call, a little slower, to see the form while it saves.
        await new Promise((r) => setTimeout(r, 600));
        return route.continue();
      });
      const name = `Ana Lucía Gómez ${uniqueSuffix()}`;
      await dialog.getByRole('textbox', { name: 'Nombre Completo' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Título/Cargo' }).fill('Pastora de enseñanza');
      await dialog.getByRole('button', { name: 'Crear Instructor' }).click();
      const alert = dialog
        .getByRole('alert')
        .filter({ hasText: 'No tienes autorización para crear instructores' });
      await alert.waitFor();
      await page
        .locator('.mantine-Notification-root', { hasText: 'No tienes autorización para crear instructores' })
        .waitFor();
      await dialog.getByRole('textbox', { name: 'Experiencia' }).fill('15 años de ministerio');
      await alert.waitFor({ state: 'detached' });

      const email = dialog.getByRole('textbox', { name: 'Email' });
      expect(await email.getAttribute('type')).toBe('email');
      await email.fill('ana.gomez@iglesia.test');
      await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('+57 300 555 1234');
      await dialog
        .getByRole('textbox', { name: 'Biografía' })
        .fill('Enseña en la escuela desde 2010.\nCasada, dos hijos.');
      await dialog
        .getByRole('textbox', { name: 'Calificaciones' })
        .fill('Maestría en Teología, Licenciatura en Educación');
      await dialog
        .getByRole('textbox', { name: 'Especialidades' })
        .fill('Antiguo Testamento, Homilética, , Consejería , Misiones');
      await file.setInputFiles({
        name: 'foto-ana.png',
        mimeType: 'image/png',
        buffer: await drawPng(page, { text: 'Ana' }),
      });
      const preview = dialog.getByTestId('instructor-image-preview');
      await preview.getByText('foto-ana.png').waitFor();
      const img = preview.getByRole('img', { name: 'Vista previa de la imagen seleccionada' });
      await img.waitFor();
      expect((await img.boundingBox())!.height).toBeLessThanOrEqual(200);
      await settle(page);
      await expectAccessible(page, 'instructor form filled');
      await screenshot(page, 'school-instructor-form-1280');

      await dialog.getByRole('button', { name: 'Crear Instructor' }).click();
      const saving = dialog.getByRole('button', { name: 'Creando...' });
      await saving.waitFor();
      expect(await saving.isDisabled()).toBe(true);
      expect(await dialog.getByRole('textbox', { name: 'Nombre Completo' }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Cancelar' }).isDisabled()).toBe(true);
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Instructor creado exitosamente').waitFor();
      expect(posted).toHaveLength(2);

      const list = await apiCall<{ instructors: Instructor[] }>(
        `${SCHOOL}/instructors?search=${encodeURIComponent(name)}`,
        { token },
      );
      const created = list.body.instructors[0]!;
      expect(created.specialties).toEqual(['Antiguo Testamento', 'Homilética', 'Consejería', 'Misiones']);
      expect(created.qualifications).toEqual(['Maestría en Teología', 'Licenciatura en Educación']);
      expect(created.isActive).toBe(true);
      expect(created.imageUrl).toBeTruthy();

      await page.getByRole('tab', { name: 'Instructores' }).click();
      await page.getByRole('textbox', { name: 'Buscar' }).fill(name);
      await page.getByText('1 instructor', { exact: true }).waitFor();
      const row = tableRow(page, 'Instructores', name);
      await row.getByText('Antiguo Testamento').waitFor();
      await row.getByText('Homilética').waitFor();
      await row.getByText('+2', { exact: true }).waitFor();
      expect(await row.getByText('Consejería').count()).toBe(0);
      await row.getByText('Activo', { exact: true }).waitFor();
      await row.getByText('15 años de ministerio').waitFor();
      await screenshot(page, 'school-instructors-1280');
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it(
    'views and edits an instructor (deactivates it), and deletes only when it has no courses',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const teacher = await createInstructor(token, {
        name: `Pedro Ruiz ${uniqueSuffix()}`,
        specialties: 'Evangelismo, Discipulado',
        experience: '5 años',
      });
      const busy = await createInstructor(token, { name: `Marta Díaz ${uniqueSuffix()}` });
      await createCourse(token, busy.id);

      await openSchool(page, 'Instructores');
      await page.getByRole('textbox', { name: 'Buscar' }).fill(teacher.name);
      const row = tableRow(page, 'Instructores', teacher.name);
      await row.getByRole('button', { name: `Ver detalles de ${teacher.name}` }).click();
      const detail = page.getByRole('dialog', { name: teacher.name });
      await detail.getByText('Evangelismo').waitFor();
      await detail.getByText('0 cursos').waitFor();
      await expectAccessible(page, 'instructor detail');
      await detail.getByRole('button', { name: 'Editar' }).click();

      const dialog = page.getByRole('dialog', { name: 'Editar Instructor' });
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Nombre Completo' }).inputValue()).toBe(teacher.name);
      expect(await dialog.getByRole('textbox', { name: 'Especialidades' }).inputValue()).toBe(
        'Evangelismo, Discipulado',
      );
      const active = dialog.getByRole('switch', { name: 'Activo' });
      expect(await active.isChecked()).toBe(true);
      await active.uncheck();
      await dialog.getByRole('textbox', { name: 'Título/Cargo' }).fill('Evangelista');
      await expectAccessible(page, 'instructor edit form');
      await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Instructor actualizado exitosamente').waitFor();
      await row.getByText('Inactivo', { exact: true }).waitFor();
      await row.getByText('Evangelista').waitFor();
      const stored = await apiCall<Instructor>(`${SCHOOL}/instructors/${teacher.id}`, { token });
      expect(stored.body).toMatchObject({
        isActive: false,
        title: 'Evangelista',
        specialties: ['Evangelismo', 'Discipulado'],
      });

      // An instructor with courses is refused with the server's message; one without goes.
      await page.getByRole('textbox', { name: 'Buscar' }).fill(busy.name);
      await tableRow(page, 'Instructores', busy.name)
        .getByRole('button', { name: `Eliminar ${busy.name}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Eliminar instructor' });
      await confirm.getByText('¿Estás seguro de que quieres eliminar este instructor?').waitFor();
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('No se puede eliminar: el instructor tiene cursos asignados').waitFor();

      await page.getByRole('textbox', { name: 'Buscar' }).fill(teacher.name);
      await row.getByRole('button', { name: `Eliminar ${teacher.name}` }).click();
      await page
        .getByRole('dialog', { name: 'Eliminar instructor' })
        .getByRole('button', { name: 'Eliminar' })
        .click();
      await page.getByText('Instructor eliminado exitosamente').waitFor();
      await page.getByText('No hay instructores').waitFor();
      expect((await apiCall(`${SCHOOL}/instructors/${teacher.id}`, { token })).status).toBe(404);
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it('a helper edits but cannot delete (the button says why)', async () => {
    const page = await browser.newPage();
    const pastor = await signIn(page);
    const teacher = await createInstructor(pastor, { name: `Lucas Mora ${uniqueSuffix()}` });
    await loginThroughApi(page, accounts.helper);
    await openSchool(page, 'Instructores');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(teacher.name);
    const row = tableRow(page, 'Instructores', teacher.name);
    const remove = row.getByRole('button', { name: `Eliminar ${teacher.name}` });
    await remove.waitFor();
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await remove.hover();
    await page.getByRole('tooltip').filter({ hasText: 'Solo el pastor puede eliminar' }).waitFor();
    await remove.click({ force: true });
    expect(await page.getByRole('dialog', { name: 'Eliminar instructor' }).count()).toBe(0);
    await row.getByRole('button', { name: `Editar ${teacher.name}` }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });
});
