import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accounts, apiCall, loginThroughApi, uniqueSuffix } from './browser';

/** What the events specs share: the API shapes they read and setup helpers. */
export interface EventItem {
  id: string;
  title: string;
  eventDate: string;
  eventTime: string;
  location: string;
  price: number | null;
  category: string;
  requiresRegistration: boolean;
  registrationDeadline: string | null;
  isActive: boolean;
  interestedCount: number;
  tags: string[];
}

export async function signIn(page: Page) {
  const { access_token } = await loginThroughApi(page, accounts.pastor);
  return access_token;
}

export async function openEvents(page: Page) {
  await page.goto('/events');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Eventos' }).waitFor();
  await page.getByRole('list', { name: 'Eventos' }).waitFor();
}

/** A day `days` from today (local), as YYYY-MM-DD. */
export function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The 15th of the month after this one, as YYYY-MM-DD. */
export function fifteenthOfNextMonth() {
  const d = new Date();
  const next = new Date(d.getFullYear(), d.getMonth() + 1, 15);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
}

export async function createEvent(token: string, body: Record<string, unknown> = {}) {
  const res = await apiCall<EventItem>('/community/admin/events', {
    method: 'POST',
    token,
    body: {
      title: `Evento de prueba ${uniqueSuffix()}`,
      summary: 'Un encuentro para toda la comunidad.',
      content: 'Alabanza, enseñanza y tiempo para compartir.',
      eventDate: dayFromToday(2),
      eventTime: '18:00',
      location: 'Templo principal',
      ...body,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

export async function getEvent(token: string, id: string) {
  return apiCall<EventItem>(`/community/admin/events/${id}`, { token });
}

/** The row of an event in the list. */
export const rowOf = (page: Page, title: string) => page.getByRole('listitem', { name: `Evento: ${title}` });
