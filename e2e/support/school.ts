import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accounts, apiCall, DEMO_PASSWORD, loginThroughApi, uniqueSuffix } from './browser';

/** What the biblical school specs share: the API shapes they read and setup helpers. */
export interface Instructor {
  id: string;
  name: string;
  title: string;
  specialties: string[];
  qualifications: string[];
  isActive: boolean;
  imageUrl: string | null;
}

export interface Course {
  id: string;
  title: string;
  capacity: number;
  enrolledCount: number;
  isActive: boolean;
  instructor: { id: string; name: string };
}

export interface Enrollment {
  id: string;
  status: string;
  rejectionReason: string | null;
  whatsappSent: boolean;
  userSnapshot: { name: string; email: string; phone: string | null };
}

export const SCHOOL = '/admin/biblical-school';

export async function signIn(page: Page) {
  const { access_token } = await loginThroughApi(page, accounts.pastor);
  return access_token;
}

export async function tokenOf(email: string) {
  const res = await apiCall<{ access_token: string }>('/auth/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.access_token;
}

/** Opens /biblical-school (optionally a tab) once the dashboard has loaded. */
export async function openSchool(page: Page, tab?: 'Cursos' | 'Instructores' | 'Inscripciones') {
  await page.goto('/biblical-school');
  await page.getByRole('heading', { level: 1, name: 'Escuela Bíblica' }).waitFor();
  await page.getByRole('tab', { name: 'Resumen' }).waitFor();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

/** A day `days` from today (local), as YYYY-MM-DD. */
export function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function createInstructor(token: string, body: Record<string, unknown> = {}) {
  const res = await apiCall<Instructor>(`${SCHOOL}/instructors`, {
    method: 'POST',
    token,
    body: { name: `Instructor ${uniqueSuffix()}`, title: 'Maestro de Biblia', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function createCourse(token: string, instructorId: string, body: Record<string, unknown> = {}) {
  const res = await apiCall<Course>(`${SCHOOL}/courses`, {
    method: 'POST',
    token,
    body: {
      title: `Curso ${uniqueSuffix()}`,
      instructorId,
      description: 'Un recorrido por los fundamentos de la fe.',
      category: 'BIBLIA',
      level: 'BASICO',
      startDate: dayFromToday(7),
      endDate: dayFromToday(90),
      duration: '12 semanas',
      schedule: { dayOfWeek: 2, startTime: '19:00', endTime: '21:00' },
      capacity: 20,
      cost: 0,
      location: 'Salón 2',
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A member enrolls through the app's call (a PENDING enrollment). */
export async function enroll(token: string, courseId: string, body: Record<string, unknown> = {}) {
  const res = await apiCall<Enrollment>(`/community/biblical-school/courses/${courseId}/enroll`, {
    method: 'POST',
    token,
    body: { motivation: 'Quiero crecer en la fe.', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function getEnrollment(token: string, id: string) {
  const res = await apiCall<Enrollment>(`${SCHOOL}/enrollments/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** A row of a school list: a table row at 1280 px that names the item. */
export const tableRow = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** A course of one seat with three PENDING requests: the member's (with a phone), the helper's and the pastor's. */
export async function courseWithRequests(pastor: string) {
  const teacher = await createInstructor(pastor);
  const course = await createCourse(pastor, teacher.id, {
    title: `Discipulado ${uniqueSuffix()}`,
    capacity: 1,
  });
  const member = await enroll(await tokenOf(accounts.member), course.id, { phone: '+57 300 123 4567' });
  const helper = await enroll(await tokenOf(accounts.helper), course.id);
  const own = await enroll(pastor, course.id, { motivation: 'Servir mejor.' });
  return { course, member, helper, own };
}

/** The enrollments' 'Curso' filter set to a course. */
export async function chooseCourse(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: title }).click();
}

/** The enrollments' 'Estado' filter set to a status ('Todas' for all). */
export async function chooseStatus(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}
