import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  failFirstCalls,
  noSidewaysScroll,
  screenshot,
  uniqueSuffix,
} from '../support/browser';
import { acceptThroughApi, createInvitation, registerAccount } from '../support/member-accounts';
import { appSignIn, bottomNav, usePhoneApp } from '../support/member-app';
import { createCourse, createInstructor, tokenOf } from '../support/school';

// The members' app on a phone: the biblical school's running courses, one course, enrolling (it
// stays 'Pendiente'), 'Mis cursos' with each enrollment's state, cancelling, and the server's refusals.

const phone = usePhoneApp();
const APP_SCHOOL = '/community/biblical-school';

interface AppCourse {
  id: string;
  title: string;
  cost: number;
  availableSpots: number;
  location: string;
  instructor: { name: string };
  schedule: { startTime: string; endTime: string; frequency: string };
}
interface MyEnrollment {
  id: string;
  status: string;
  course: { id: string; title: string };
}

let memberToken = '';
let pastorToken = '';
let instructorId = '';
beforeAll(async () => {
  memberToken = await tokenOf(accounts.member);
  pastorToken = await tokenOf(accounts.pastor);
  instructorId = (await createInstructor(pastorToken, { name: `Pastora Elena ${uniqueSuffix()}` })).id;
});

/** The member's view of a running course (the API), by title. */
async function memberCourse(title: string): Promise<AppCourse> {
  const { body } = await apiCall<{ courses: AppCourse[] }>(`${APP_SCHOOL}/courses?limit=100`, {
    token: memberToken,
  });
  const course = body.courses.find((c) => c.title === title);
  if (!course) throw new Error(`no running course '${title}'`);
  return course;
}

/** The member's own enrollment in a course (the API), or undefined. */
async function myEnrollmentIn(courseId: string): Promise<MyEnrollment | undefined> {
  const { body } = await apiCall<{ enrollments: MyEnrollment[] }>(`${APP_SCHOOL}/enrollments/me?limit=100`, {
    token: memberToken,
  });
  return body.enrollments.find((e) => e.course.id === courseId);
}

async function openApp(page: Page, path: string, email: string = accounts.member, password?: string) {
  await appSignIn(page, email, password);
  await page.goto(`/app${path}`);
  await bottomNav(page).waitFor();
}

const courseCard = (page: Page, title: string) =>
  page.getByTestId('course-card').filter({ has: page.getByRole('heading', { name: title }) });
const enrollmentCard = (page: Page, title: string) =>
  page.getByTestId('enrollment-card').filter({ has: page.getByRole('heading', { name: title }) });

describe("members' app: biblical school", () => {
  it('lists the running courses with instructor, schedule, place, cost and free places', async () => {
    const free = await memberCourse('Panorama del Antiguo Testamento');
    const full = await memberCourse('Matrimonios que florecen');
    const page = await phone.newPage();
    await openApp(page, '/escuela');
    await page.getByRole('heading', { level: 1, name: 'Escuela bíblica' }).waitFor();
    await courseCard(page, free.title).waitFor();
    expect(await page.title()).toBe('Escuela bíblica · Koinonia');

    const freeText = await courseCard(page, free.title).textContent();
    expect(freeText).toContain(free.instructor.name);
    expect(freeText).toContain(`${free.schedule.startTime} a ${free.schedule.endTime}`);
    expect(freeText).toContain(free.schedule.frequency);
    expect(freeText).toContain(free.location);
    expect(freeText).toContain('Gratis');
    expect(free.availableSpots).toBeGreaterThan(1);
    expect(freeText).toContain(`${free.availableSpots} cupos disponibles`);
    // The full course (a waitlist behind it) says so, and shows its price in pesos.
    const fullText = await courseCard(page, full.title).textContent();
    expect(full.availableSpots).toBe(0);
    expect(fullText).toContain('Sin cupos disponibles');
    expect(fullText).toMatch(/\$\s?80\.000/);
    // An ended course is not offered.
    await expect(courseCard(page, 'Discipulado uno a uno').count()).resolves.toBe(0);
    await expectAccessible(page, 'app school courses');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-school-courses');

    await courseCard(page, full.title).click();
    await page.getByRole('heading', { level: 1, name: full.title }).waitFor();
    expect(await page.title()).toBe(`${full.title} · Koinonia`);
    const facts = (await page.locator('dl').textContent()) ?? '';
    expect(facts).toContain(full.instructor.name);
    expect(facts).toMatch(/Costo\s*\$\s?80\.000/);
    expect(facts).toContain('Sin cupos disponibles');
    await expectAccessible(page, 'app school course');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-school-course');
    expect(page.consoleErrors).toEqual([]);
  });

  it("enrolls: 'Pendiente' on the course and in Mis cursos, as the API says; then cancels it", async () => {
    const course = await createCourse(pastorToken, instructorId, {
      title: `Hermenéutica ${uniqueSuffix()}`,
      cost: 35000,
      capacity: 12,
    });
    const page = await phone.newPage();
    await openApp(page, `/escuela/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await expect(page.locator('dl').textContent()).resolves.toContain('12 cupos disponibles');

    await page.getByRole('button', { name: 'Inscribirme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inscribirme en el curso' });
    await dialog.waitFor();
    await dialog.getByLabel(/Por qué quieres tomar este curso/).fill('Quiero entender mejor la Biblia.');
    await expectAccessible(page, 'app school enroll dialog');
    await dialog.getByRole('button', { name: 'Confirmar inscripción' }).click();
    const panel = page.getByRole('region', { name: 'Tu inscripción' });
    await panel.getByText('Pendiente', { exact: true }).waitFor();
    await panel.getByText('La escuela revisará tu solicitud y te confirmará el cupo.').waitFor();
    await expect(page.getByRole('button', { name: 'Inscribirme' }).count()).resolves.toBe(0);
    expect((await myEnrollmentIn(course.id))?.status).toBe('PENDING');

    await panel.getByRole('link', { name: 'Ver mis cursos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis cursos' }).waitFor();
    expect(await page.title()).toBe('Mis cursos · Koinonia');
    const card = enrollmentCard(page, course.title);
    await card.getByText('Pendiente', { exact: true }).waitFor();
    await expectAccessible(page, 'app school my courses');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-school-my-courses');

    await card.getByRole('button', { name: 'Cancelar inscripción' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar inscripción' });
    await confirm.getByText(course.title, { exact: false }).waitFor();
    await expectAccessible(page, 'app school cancel dialog');
    // Going back changes nothing.
    await confirm.getByRole('button', { name: 'Volver' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await myEnrollmentIn(course.id))?.status).toBe('PENDING');

    await card.getByRole('button', { name: 'Cancelar inscripción' }).click();
    await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
    await card.getByText('Retirada', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Cancelar inscripción' }).count()).resolves.toBe(0);
    expect((await myEnrollmentIn(course.id))?.status).toBe('DROPPED');
    expect(page.consoleErrors).toEqual([]);
  });

  it("shows the server's message when an enrollment is refused", async () => {
    const course = await createCourse(pastorToken, instructorId, {
      title: `Profetas menores ${uniqueSuffix()}`,
    });
    const page = await phone.newPage();
    await openApp(page, `/escuela/${course.id}`);
    await page.getByRole('button', { name: 'Inscribirme' }).waitFor();
    // Meanwhile the same person enrolls on another phone.
    const other = await apiCall(`${APP_SCHOOL}/courses/${course.id}/enroll`, {
      method: 'POST',
      token: memberToken,
      body: {},
    });
    expect(other.status).toBe(201);

    await page.getByRole('button', { name: 'Inscribirme' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar inscripción' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ya tienes una inscripción abierta en este curso' })
      .waitFor();
    // The course then shows the enrollment the server has.
    await page
      .getByRole('region', { name: 'Tu inscripción' })
      .getByText('Pendiente', { exact: true })
      .waitFor();
    await expectAccessible(page, 'app school refused');
    await screenshot(page, 'app-school-refused');
  });

  it('is reached from Inicio and Perfil; a failed load offers Reintentar; no enrollments says so', async () => {
    const person = await registerAccount('Estudiante');
    await acceptThroughApi(person, (await createInvitation()).code);
    const page = await phone.newPage();
    await openApp(page, '/', person.email, person.password);
    await page.getByRole('link', { name: /Escuela bíblica/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'app-home-school-link');
    await failFirstCalls(page, (url) => url.pathname === `/api${APP_SCHOOL}/courses`, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Servicio no disponible por un momento',
    });
    await page.getByRole('link', { name: /Escuela bíblica/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Escuela bíblica' }).waitFor();
    await page.getByText('Servicio no disponible por un momento').waitFor();
    await expectAccessible(page, 'app school error');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await courseCard(page, 'Panorama del Antiguo Testamento').waitFor();

    await bottomNav(page).getByRole('link', { name: 'Perfil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    await page.getByTestId('profile-community-name').waitFor();
    await screenshot(page, 'app-profile-school-link');
    await page.getByRole('link', { name: 'Mis cursos · Escuela bíblica' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis cursos' }).waitFor();
    await page.getByRole('heading', { name: 'Aún no te has inscrito en ningún curso' }).waitFor();
    await expectAccessible(page, 'app school my courses empty');
    await screenshot(page, 'app-school-my-courses-empty');
  });
});
