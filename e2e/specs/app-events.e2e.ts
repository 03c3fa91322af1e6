import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiCall, expectAccessible, noSidewaysScroll, screenshot } from '../support/browser';
import { createEvent, dayFromToday } from '../support/events';
import { appSignIn, bottomNav, forgetKeptData, usePhoneApp } from '../support/member-app';

// The members' app on a phone: the upcoming events, one event, 'Me interesa' and the calendar.

const phone = usePhoneApp();

interface AppEvent {
  id: string;
  title: string;
  isInterested: boolean;
  interestedCount: number;
}
interface AppEventsPage {
  items: AppEvent[];
  pagination: { total: number; hasMore: boolean };
}

let memberToken = '';
let pastorToken = '';
beforeAll(async () => {
  const login = async (email: string) =>
    (
      await apiCall<{ access_token: string }>('/auth/login', {
        method: 'POST',
        body: { email, password: 'koinonia-demo' },
      })
    ).body.access_token;
  memberToken = await login(accounts.member);
  pastorToken = await login(accounts.pastor);
});

/** The member's view of the upcoming events (the API), by title. */
async function memberEvent(title: string): Promise<AppEvent> {
  const { body } = await apiCall<AppEventsPage>('/community/events?limit=100', { token: memberToken });
  const event = body.items.find((e) => e.title === title);
  if (!event) throw new Error(`no upcoming event '${title}'`);
  return event;
}

async function openApp(page: Page, path: string) {
  await appSignIn(page, accounts.member);
  await page.goto(`/app${path}`);
  await bottomNav(page).waitFor();
}

const card = (page: Page, title: string) => page.getByTestId('event-card').filter({ hasText: title });
const interestButton = (page: Page) => page.getByRole('button', { name: 'Me interesa' });

describe("members' app: events", () => {
  it('lists the upcoming events with their date, place, category and price', async () => {
    const page = await phone.newPage();
    await openApp(page, '/eventos');
    await page.getByRole('heading', { level: 1, name: 'Eventos' }).waitFor();
    await card(page, 'Conferencia Familias Firmes').waitFor();
    expect(await page.title()).toBe('Eventos · Koinonia');

    // A free event says 'Gratis'; a paid one its price in pesos.
    await card(page, 'Noche de jóvenes').getByText('Gratis').waitFor();
    await expect(card(page, 'Conferencia Familias Firmes').textContent()).resolves.toMatch(/\$\s?40\.000/);
    await expect(card(page, 'Conferencia Familias Firmes').textContent()).resolves.toContain(
      'Auditorio principal',
    );
    await expect(card(page, 'Conferencia Familias Firmes').textContent()).resolves.toContain('6:30 PM');
    await expect(card(page, 'Noche de jóvenes').textContent()).resolves.toContain('Juventud');
    // Cancelled, past and hidden events are not offered.
    for (const gone of [
      'Taller de consejería (aplazado)',
      'Retiro de matrimonios',
      'Reunión del equipo de logística',
    ])
      await expect(card(page, gone).count()).resolves.toBe(0);

    await expectAccessible(page, 'app events');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-events');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows an event with its price, capacity and deadline; Me interesa goes on and off, and the API agrees', async () => {
    const title = 'Conferencia Familias Firmes';
    const before = await memberEvent(title);
    const page = await phone.newPage();
    await openApp(page, '/eventos');
    await card(page, title).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} · Koinonia`);
    const facts = page.locator('dl');
    await expect(facts.textContent()).resolves.toMatch(/Precio\s*\$\s?40\.000/);
    await expect(facts.textContent()).resolves.toContain('300 personas');
    await expect(facts.textContent()).resolves.toMatch(/Inscripción\s*Hasta el \S+, \d+ de \S+ de \d{4}/);
    await expectAccessible(page, 'app event detail');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-event-detail');

    const pressed = async () => (await interestButton(page).getAttribute('aria-pressed')) === 'true';
    expect(await pressed()).toBe(before.isInterested);
    await interestButton(page).click();
    await expect.poll(pressed).toBe(!before.isInterested);
    expect((await memberEvent(title)).isInterested).toBe(!before.isInterested);
    await interestButton(page).click();
    await expect.poll(pressed).toBe(before.isInterested);
    expect((await memberEvent(title)).isInterested).toBe(before.isInterested);

    // The list shows the same state, without reloading.
    await interestButton(page).click();
    await expect.poll(pressed).toBe(!before.isInterested);
    await bottomNav(page).getByRole('link', { name: 'Eventos' }).click();
    await card(page, title).waitFor();
    await expect(card(page, title).getByText('Te interesa').count()).resolves.toBe(
      before.isInterested ? 0 : 1,
    );
    expect(page.consoleErrors).toEqual([]);
  });

  it("shows the server's refusal on an event past its registration deadline", async () => {
    const title = 'Curso de liderazgo servidor';
    const page = await phone.newPage();
    await openApp(page, '/eventos');
    await card(page, title).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Withdrawing is always allowed: someone already interested withdraws first.
    if ((await memberEvent(title)).isInterested) {
      await interestButton(page).click();
      await expect.poll(() => interestButton(page).getAttribute('aria-pressed')).toBe('false');
    }
    await interestButton(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Las inscripciones para este evento están cerradas' })
      .waitFor();
    await expect(interestButton(page).getAttribute('aria-pressed')).resolves.toBe('false');
    expect((await memberEvent(title)).isInterested).toBe(false);
    await expectAccessible(page, 'app event refused');
  });

  it("shows the server's refusal on a full event", async () => {
    const event = await createEvent(pastorToken, {
      title: 'Taller con un solo cupo',
      capacity: 1,
      requiresRegistration: true,
      registrationDeadline: dayFromToday(1),
      eventDate: dayFromToday(3),
    });
    const taken = await apiCall(`/community/events/${event.id}/interest`, {
      method: 'POST',
      token: pastorToken,
    });
    expect(taken.status).toBe(200);
    const page = await phone.newPage();
    await openApp(page, `/eventos/${event.id}`);
    await page.getByRole('heading', { level: 1, name: 'Taller con un solo cupo' }).waitFor();
    await interestButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'El evento ha alcanzado su capacidad máxima' }).waitFor();
    expect((await memberEvent('Taller con un solo cupo')).isInterested).toBe(false);
  });

  it('downloads the event for the calendar and offers the subscription to all events', async () => {
    const title = 'Seminario de finanzas bíblicas';
    const { id } = await memberEvent(title);
    const page = await phone.newPage();
    await openApp(page, `/eventos/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.locator('dl').textContent()).resolves.toMatch(/\$\s?15\.000/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Añadir a mi calendario' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.replace(/\r?\n[ \t]/g, '')).toContain(`SUMMARY:${title}`);

    await page.getByRole('button', { name: 'Suscribirme a todos los eventos' }).click();
    const open = page.getByRole('link', { name: 'Abrir en mi calendario' });
    await open.waitFor();
    const webcal = (await open.getAttribute('href')) ?? '';
    expect(webcal).toMatch(/^webcal:\/\/.+\.ics$/);
    const https = (await page.getByTestId('calendar-feed-url').textContent()) ?? '';
    expect(https.replace(/^https?:/, 'webcal:')).toBe(webcal);
    await page.getByRole('button', { name: 'Copiar dirección' }).waitFor();
    const feed = await fetch(https);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await expectAccessible(page, 'app event subscription');
  });

  it("grows the list with 'Cargar más'", async () => {
    const before = (await apiCall<AppEventsPage>('/community/events', { token: memberToken })).body;
    // Enough events for a second page of 20.
    for (let i = before.pagination.total; i <= 20; i++)
      await createEvent(pastorToken, { title: `Encuentro de barrio ${i}`, eventDate: dayFromToday(60) });
    const total = (await apiCall<AppEventsPage>('/community/events', { token: memberToken })).body.pagination
      .total;
    const page = await phone.newPage();
    // Without the list the earlier tests left on the phone (still fresh, it would not be asked again):
    // their tabs closed, the copy they kept removed.
    await forgetKeptData(page);
    await openApp(page, '/eventos');
    await card(page, 'Conferencia Familias Firmes').waitFor();
    // The first cards render with the screen, the rest of the page right after.
    await expect.poll(() => page.getByTestId('event-card').count()).toBe(20);
    await page.getByRole('button', { name: `Cargar más (${total - 20} restantes)` }).click();
    await expect.poll(() => page.getByTestId('event-card').count()).toBe(total);
    await expect(page.getByRole('button', { name: /Cargar más/ }).count()).resolves.toBe(0);
  });

  it('says an event that is gone is no longer available', async () => {
    const page = await phone.newPage();
    await openApp(page, '/eventos/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Este evento ya no está disponible' }).waitFor();
    await page.getByRole('link', { name: 'Ver los próximos eventos' }).waitFor();
    await expectAccessible(page, 'app event gone');
  });
});
