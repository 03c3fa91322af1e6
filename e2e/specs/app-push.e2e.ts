import { describe, expect, it } from 'vitest';
import { accounts, apiCall, DEMO_PASSWORD, expectAccessible, testServer } from '../support/browser';
import { acceptThroughApi, createInvitation, registerAccount, tokenOf } from '../support/member-accounts';
import { appSignIn, usePhoneApp } from '../support/member-app';
import { noBroadcastRunning, statsOf } from '../support/notifications';

// Web Push in the members' app: 'Activar notificaciones' subscribes this phone, a broadcast of the push
// centre reaches it through a push service (the local one: Chromium's own is out of reach here, so the
// page's PushManager subscribes there, as Chromium would at its vendor's), the service worker shows it,
// and 'Desactivar notificaciones' removes the device.

const phone = usePhoneApp({ serviceWorkers: 'allow' });

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A subscription at the local push service for the server's VAPID key, as a browser would make. */
async function subscriptionFor(publicKey: string): Promise<Subscription> {
  const res = await fetch(`${testServer().fakeWebPushUrl}/__fake/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: publicKey }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Subscription;
}

/** What the local push service decrypted for a subscription. */
async function pushesTo(endpoint: string) {
  const res = await fetch(`${testServer().fakeWebPushUrl}/__fake/messages`);
  const all = (await res.json()) as { endpoint: string; payload: { title: string; body: string } }[];
  return all.filter((m) => m.endpoint === endpoint);
}

const webDevices = async (token: string) =>
  (await statsOf(token)).byPlatform
    .filter((row) => row.platform === 'web' && row.isActive)
    .reduce((sum, row) => sum + row._count, 0);

describe("members' app: notifications on the phone", () => {
  it('turns them on, gets a broadcast shown by the service worker, and turns them off', async () => {
    const person = await registerAccount('Con avisos');
    await acceptThroughApi(person, (await createInvitation()).code);
    const memberToken = await tokenOf(person.email, person.password);
    const pastor = await apiCall<{ access_token: string; user: { communityId: string } }>('/auth/login', {
      method: 'POST',
      body: { email: accounts.pastor, password: DEMO_PASSWORD },
    });
    const pastorToken = pastor.body.access_token;
    const key = await apiCall<{ publicKey: string }>('/notifications/vapid-public-key', {
      token: memberToken,
    });
    expect(key.status).toBe(200);
    const subscription = await subscriptionFor(key.body.publicKey);
    const webBefore = await webDevices(pastorToken);

    const page = await phone.newPage();
    await phone.context().grantPermissions(['notifications'], { origin: testServer().baseUrl });
    await page.addInitScript((sub: Subscription) => {
      const stored = 'e2e.push-subscription';
      const made = () => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: {},
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(stored);
          return true;
        },
      });
      PushManager.prototype.subscribe = async () => {
        localStorage.setItem(stored, '1');
        return made() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        (localStorage.getItem(stored) ? made() : null) as unknown as PushSubscription | null;
    }, subscription);
    await appSignIn(page, person.email, person.password);
    await page.goto('/app/avisos');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    const turnOn = page.getByRole('button', { name: 'Activar notificaciones' });
    await turnOn.waitFor();
    await expectAccessible(page, 'app notifications off');
    await turnOn.click();
    await page.getByText('Activadas: te avisaremos cuando tu comunidad envíe un aviso.').waitFor();
    expect(await webDevices(pastorToken)).toBe(webBefore + 1);

    // The pastor's broadcast reaches the subscription, encrypted for it (the service decrypts it).
    const title = `Vigilia ${Date.now().toString(36)}`;
    await noBroadcastRunning(pastorToken);
    const sent = await apiCall('/notifications/send-global', {
      method: 'POST',
      token: pastorToken,
      body: { title, message: 'Esta noche a las 7 en el templo', communityId: pastor.body.user.communityId },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    await expect
      .poll(async () => (await pushesTo(subscription.endpoint)).length, { timeout: 60_000 })
      .toBe(1);
    const [push] = await pushesTo(subscription.endpoint);
    expect(push!.payload).toMatchObject({ title, body: 'Esta noche a las 7 en el templo' });

    // The browser's push service hands it to the service worker, which shows it.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const app = registrations.find((r) => r.scopeURL.endsWith('/app/') && !r.isDeleted);
        if (app) resolve(app.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: testServer().baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(push!.payload),
    });
    await page.waitForFunction(async (shown) => {
      const registration = await navigator.serviceWorker.getRegistration('/app/');
      const notifications = (await registration?.getNotifications()) ?? [];
      return notifications.some((n) => n.title === shown && n.body === 'Esta noche a las 7 en el templo');
    }, title);
    await cdp.detach();

    const removed = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && res.url().includes('/api/notifications/devices/'),
    );
    await page.getByRole('button', { name: 'Desactivar notificaciones' }).click();
    expect((await removed).status()).toBe(204);
    await turnOn.waitFor();
    expect(await webDevices(pastorToken)).toBe(webBefore);
  });
});
