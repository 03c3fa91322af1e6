import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  DEMO_PASSWORD,
  expectAccessible,
  failFirstCalls,
  noSidewaysScroll,
  screenshot,
  uniqueSuffix,
} from '../support/browser';
import {
  acceptThroughApi,
  createInvitation,
  type NewAccount,
  registerAccount,
  tokenOf,
} from '../support/member-accounts';
import { appSignIn, bottomNav, usePhoneApp } from '../support/member-app';
import { expoToken, noBroadcastRunning, registerDevice } from '../support/notifications';

// The members' app on a phone: Avisos, the community's broadcasts since the person joined, newest
// first; never another community's.

const phone = usePhoneApp();

interface InboxPage {
  items: { id: string; title: string; message: string; sentAt: string }[];
  pagination: { total: number; hasMore: boolean };
}

let pastorToken = '';
let neighbourToken = '';
let newcomer: NewAccount;
beforeAll(async () => {
  pastorToken = await signIn(accounts.pastor);
  neighbourToken = await signIn(accounts.neighbour);
  // The other community's phones: one device, so its pastor can send.
  await registerDevice(neighbourToken, expoToken('vecina'), 'android');
  // Someone who joined the demo community just now, after its stored broadcasts.
  newcomer = await registerAccount('Recién llegado');
  await acceptThroughApi(newcomer, (await createInvitation()).code);
});

/** The communities of the tokens in use, by token (from their sign-in). */
const communities = new Map<string, string>();

/** Signs in through the API: the token, its community remembered for broadcasts. */
async function signIn(email: string, password?: string) {
  const res = await apiCall<{ access_token: string; user: { communityId: string } }>('/auth/login', {
    method: 'POST',
    body: { email, password: password ?? DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  communities.set(res.body.access_token, res.body.user.communityId);
  return res.body.access_token;
}

/** A broadcast to the whole community of `token`'s pastor, through the push centre's API. */
async function broadcast(token: string, title: string, message: string) {
  await noBroadcastRunning(token);
  const res = await apiCall('/notifications/send-global', {
    method: 'POST',
    token,
    body: { title, message, communityId: communities.get(token) },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

async function inboxOf(token: string, query = '') {
  const res = await apiCall<InboxPage>(`/notifications/inbox${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function openApp(page: Page, path: string, email: string, password?: string) {
  await appSignIn(page, email, password);
  await page.goto(`/app${path}`);
  await bottomNav(page).waitFor();
}

const notice = (page: Page, title: string) =>
  page.getByTestId('notice-card').filter({ has: page.getByRole('heading', { name: title }) });

describe("members' app: Avisos", () => {
  it('shows nothing sent before a person joined', async () => {
    // The community's stored broadcast is there for a long-time member…
    const member = await inboxOf(await tokenOf(accounts.member));
    expect(member.items.map((i) => i.title)).toContain('Culto especial este domingo');
    // …but not for someone who joined after it.
    const page = await phone.newPage();
    await openApp(page, '/avisos', newcomer.email, newcomer.password);
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();
    await page.getByRole('heading', { name: 'Aún no hay avisos de tu comunidad' }).waitFor();
    expect(await page.title()).toBe('Avisos · Koinonia');
    await expectAccessible(page, 'app inbox empty');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-inbox-empty');
    expect(page.consoleErrors).toEqual([]);
  });

  it("shows the pastor's new broadcast, newest first, and never another community's", async () => {
    const ours = `Vigilia de oración ${uniqueSuffix()}`;
    const theirs = `Aviso de la iglesia vecina ${uniqueSuffix()}`;
    await broadcast(neighbourToken, theirs, 'Solo para la Iglesia Vecina.');
    await broadcast(pastorToken, ours, 'Este viernes a las 8:00 p. m. en el templo. ¡Te esperamos!');

    const page = await phone.newPage();
    await openApp(page, '/', accounts.member);
    await page.getByRole('link', { name: 'Avisos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();
    await notice(page, ours).waitFor();
    await notice(page, ours)
      .getByText('Este viernes a las 8:00 p. m. en el templo. ¡Te esperamos!')
      .waitFor();
    await notice(page, ours)
      .getByText(/hace (un momento|\d+ minutos?)/)
      .waitFor();
    const titles = await page.getByTestId('notice-card').getByRole('heading').allTextContents();
    expect(titles[0]).toBe(ours);
    expect(titles).toContain('Culto especial este domingo');
    expect(titles).not.toContain(theirs);
    await expectAccessible(page, 'app inbox');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-inbox');

    // The newcomer sees the new one too, and still nothing from before they joined.
    const fresh = await inboxOf(await tokenOf(newcomer.email, newcomer.password));
    expect(fresh.items.map((i) => i.title)).toEqual([ours]);
    expect(page.consoleErrors).toEqual([]);
  });

  it('offers Reintentar when the list fails, then loads it', async () => {
    // Someone new: nothing of theirs is kept on the phone yet, so the list has to come from the server.
    const person = await registerAccount('Nueva');
    await acceptThroughApi(person, (await createInvitation()).code);
    const page = await phone.newPage();
    await appSignIn(page, person.email, person.password);
    await failFirstCalls(page, (url) => url.pathname === '/api/notifications/inbox', {
      code: 'SERVICE_UNAVAILABLE',
      message: 'Servicio no disponible por un momento',
    });
    await page.goto('/app/avisos');
    await page.getByText('Servicio no disponible por un momento').waitFor();
    await expectAccessible(page, 'app inbox error');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Aún no hay avisos de tu comunidad' }).waitFor();
  });

  it("loads older notices with 'Cargar más'", async () => {
    // The other community gets enough broadcasts for a second page.
    const before = (await inboxOf(neighbourToken)).pagination.total;
    const label = uniqueSuffix();
    for (let i = before; i <= 20; i++)
      await broadcast(neighbourToken, `Aviso ${i} ${label}`, 'Un aviso más.');
    const { pagination } = await inboxOf(neighbourToken);
    expect(pagination.hasMore).toBe(true);

    const page = await phone.newPage();
    await openApp(page, '/avisos', accounts.neighbour);
    await notice(page, `Aviso 20 ${label}`).waitFor();
    await expect.poll(() => page.getByTestId('notice-card').count()).toBe(20);
    const more = page.getByRole('button', { name: `Cargar más (${pagination.total - 20} restantes)` });
    await more.click();
    await expect.poll(() => page.getByTestId('notice-card').count()).toBe(Math.min(pagination.total, 40));
    await expect(more.count()).resolves.toBe(pagination.total > 40 ? 1 : 0);
    await expectAccessible(page, 'app inbox more');
  });
});
