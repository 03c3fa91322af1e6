import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall, testServer } from './browser';

/** What the notification centre specs share: the fake Expo's controls, the API's answers, the page. */
export interface Stats {
  active: number;
  total: number;
  inactive: number;
  byPlatform: { platform: 'ios' | 'android' | 'web'; isActive: boolean; _count: number }[];
}

export interface Broadcast {
  id: string;
  title: string;
  status: 'QUEUED' | 'SENDING' | 'COMPLETED';
  total: number;
  sent: number;
  failed: number;
  successRate: number;
  errors: string[];
}

export const TITLE_HEADING = 'Centro de Notificaciones Push';
export const REFRESH = 'Actualizar estadísticas, envío en curso e historial';
export const PROGRESS = 'Progreso del envío';

/** The fake Expo the server sends to (started by the global setup), driven over HTTP. */
export async function fake<T = unknown>(
  action: 'hold' | 'release' | 'reset' | 'messages' | 'stats' | 'script',
  body?: unknown,
): Promise<T> {
  const read = action === 'messages' || action === 'stats';
  const res = await fetch(`${testServer().fakeExpoUrl}/__fake/${action}`, {
    method: read ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `fake expo ${action}`).toBe(200);
  return (await res.json()) as T;
}

/** Every message the fake accepted, in order. */
export const fakeMessages = () =>
  fake<{ total: number; messages: { to: string; title?: string; body?: string }[] }>('messages');

export async function statsOf(token: string) {
  const res = await apiCall<{ data: Stats }>('/notifications/stats', { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

export async function currentOf(token: string) {
  const res = await apiCall<{ data: Broadcast | null }>('/notifications/broadcasts/current', { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Waits until the community has no broadcast going on (one at a time per community). */
export async function noBroadcastRunning(token: string) {
  await expect.poll(() => currentOf(token), { timeout: 30_000, interval: 200 }).toBeNull();
}

/** An Expo push token (ExponentPushToken[22 characters]) unique to this run. */
export function expoToken(seed: string) {
  return `ExponentPushToken[${`${seed}${Date.now().toString(36)}xxxxxxxxxxxxxxxxxxxxxx`.slice(0, 22)}]`;
}

/** Registers a device as the app does at login (any member may). */
export async function registerDevice(token: string, pushToken: string, platform: 'ios' | 'android') {
  const res = await apiCall('/notifications/devices', {
    method: 'POST',
    token,
    body: { token: pushToken, platform },
  });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
}

/** Opens /notifications once the statistics have loaded. */
export async function openCentre(page: Page) {
  await page.goto('/notifications');
  await page.getByRole('heading', { level: 1, name: TITLE_HEADING }).waitFor();
  await page.getByRole('button', { name: 'Limpiar Tokens Antiguos' }).waitFor();
}

/** The form's fields and its submit button ('Enviar a N Dispositivos'). */
export function sendForm(page: Page) {
  const form = page.getByRole('form', { name: 'Enviar notificación' });
  return {
    form,
    title: form.getByRole('textbox', { name: 'Título' }),
    message: form.getByRole('textbox', { name: 'Mensaje' }),
    submit: form.getByRole('button', { name: /^Enviar a \d+ Dispositivos$/ }),
  };
}

/** The counter under a field: its text ('41/50') and level (ok, warning, over) and its colour. */
export async function counterOf(page: Page, field: 'Título' | 'Mensaje') {
  const input = sendForm(page).form.getByRole('textbox', { name: field });
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const counter = page.locator(
    describedBy
      .split(' ')
      .map((id) => `[id="${id}"] [data-counter]`)
      .join(', '),
  );
  return {
    text: ((await counter.first().textContent()) ?? '').trim(),
    level: await counter.first().getAttribute('data-level'),
    color: await counter.first().evaluate((el) => getComputedStyle(el).color),
  };
}
