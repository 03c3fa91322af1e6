import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  DEMO_PASSWORD,
  expectAccessible,
  noSidewaysScroll,
  screenshot,
  testServer,
  uniqueSuffix,
} from '../support/browser';
import type { LeaderOption } from '../support/groups';
import { appSignIn, usePhoneApp } from '../support/member-app';

// The members' app on a phone: a leader records their cell's meeting in a few taps, and a member asks
// to join a group.

const phone = usePhoneApp();

async function pastorToken() {
  const res = await fetch(`${testServer().baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: accounts.pastor, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A sector of its own with a cell led by `leaderId` and three people on its roster, and an open cell. */
async function cells(leaderId: string) {
  const token = await pastorToken();
  const suffix = uniqueSuffix();
  const sector = await apiCall<{ id: string; name: string }>('/groups/sectors', {
    method: 'POST',
    token,
    body: { name: `Sector App ${suffix}`, iconName: 'tree', color: '#2f9e44', displayOrder: 40 },
  });
  const people = (await apiCall<LeaderOption[]>('/community/users?limit=10', { token })).body.filter(
    (p) => p.id !== leaderId,
  );
  const base = {
    sectorId: sector.body.id,
    meetingAddress: 'Carrera 9 # 20-10',
    meetingDay: 'Martes',
    meetingTime: '19:30',
    capacity: 10,
  };
  const led = await apiCall<{ id: string; name: string }>('/groups', {
    method: 'POST',
    token,
    body: { ...base, name: `Célula del líder ${suffix}`, leaderId },
  });
  expect(led.status).toBe(201);
  for (const p of people.slice(0, 3))
    await apiCall(`/groups/${led.body.id}/members`, { method: 'POST', token, body: { userId: p.id } });
  const open = await apiCall<{ id: string; name: string }>('/groups', {
    method: 'POST',
    token,
    body: { ...base, name: `Célula abierta ${suffix}`, leaderId: people[4]!.id },
  });
  return {
    token,
    sector: sector.body,
    led: led.body,
    open: open.body,
    roster: people.slice(0, 3),
    others: people.slice(5),
  };
}

describe("members' app: cells", () => {
  it('a leader records a meeting from the phone: who came, a visitor and the topic, in one save', async () => {
    const page = await phone.newPage();
    const session = await appSignIn(page, accounts.member);
    const { token, led, roster } = await cells(session.user.id);

    await page.goto('/app/grupos');
    await page.getByRole('heading', { name: 'Mis grupos' }).waitFor();
    await page.getByRole('link', { name: `Abrir ${led.name}` }).click();
    await page.getByRole('heading', { level: 1, name: led.name }).waitFor();
    await page.getByText('Aún no hay reuniones registradas.').waitFor();
    await page.getByRole('link', { name: 'Registrar reunión' }).click();

    const form = page.getByRole('form', { name: 'Registrar reunión' });
    await form.waitFor();
    await form.getByText('¿Quiénes vinieron? (0 de 3)').waitFor();
    await form.getByRole('checkbox', { name: roster[0]!.name }).check();
    await form.getByRole('checkbox', { name: roster[1]!.name }).check();
    await form.getByRole('button', { name: 'Agregar visitante' }).click();
    await form.getByLabel('Nombre del visitante 1').fill('Lucía Visitante');
    await form.getByLabel('Tema').fill('La oveja perdida');
    await expectAccessible(page, 'app record meeting');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-record-meeting');
    await form.getByRole('button', { name: 'Guardar reunión' }).click();
    await page.getByText('Reunión registrada. ¡Gracias!').waitFor();
    await page.getByRole('heading', { level: 1, name: led.name }).waitFor();
    await page.getByText('2 asistentes · 1 visitante').waitFor();

    const meetings = await apiCall<{
      items: { attendeeIds: string[]; visitors: { name: string }[]; topic: string }[];
    }>(`/groups/${led.id}/meetings`, { token });
    expect(meetings.body.items).toHaveLength(1);
    expect(meetings.body.items[0]).toMatchObject({
      topic: 'La oveja perdida',
      visitors: [{ name: 'Lucía Visitante' }],
    });
    expect([...meetings.body.items[0]!.attendeeIds].sort()).toEqual([roster[0]!.id, roster[1]!.id].sort());
    await expectAccessible(page, 'app my group');
    await screenshot(page, 'app-my-group');
    expect(page.consoleErrors).toEqual([]);
  });

  it('a leader adds a person found by name, removes another, changes the meeting and invites its visitor', async () => {
    const page = await phone.newPage();
    const session = await appSignIn(page, accounts.member);
    const { token, led, roster, others } = await cells(session.user.id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const meeting = await apiCall<{ id: string }>(`/groups/${led.id}/meetings`, {
      method: 'POST',
      token,
      body: {
        date: yesterday,
        attendeeIds: [roster[1]!.id],
        visitors: [{ name: 'Ramiro Visitante', phone: '300 111 2233' }],
      },
    });
    expect(meeting.status).toBe(201);
    const newcomer = others[0]!;

    await page.goto(`/app/grupos/${led.id}`);
    await page.getByRole('heading', { name: 'Lista del grupo (3 de 10)' }).waitFor();
    await page.getByRole('button', { name: 'Agregar persona' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar persona' });
    await dialog.getByLabel('Buscar por nombre').fill(newcomer.name);
    await dialog
      .getByRole('button', { name: `Agregar a ${newcomer.name}` })
      .first()
      .click();
    await page.getByText(`${newcomer.name} ya es parte del grupo.`).waitFor();
    await dialog.getByText('En el grupo').first().waitFor();
    await expectAccessible(page, 'app add to roster');
    await screenshot(page, 'app-add-to-roster');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Lista del grupo (4 de 10)' }).waitFor();

    await page.getByRole('button', { name: `Quitar a ${roster[2]!.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Quitar de la lista' })
      .getByRole('button', { name: 'Quitar' })
      .click();
    await page.getByText(`${roster[2]!.name} ya no está en la lista.`).waitFor();
    await page.getByRole('heading', { name: 'Lista del grupo (3 de 10)' }).waitFor();
    const list = page.getByRole('list', { name: 'Personas del grupo' });
    await list.getByText(newcomer.name).waitFor();
    expect(await list.getByText(roster[2]!.name, { exact: true }).count()).toBe(0);

    await page.getByRole('link', { name: /Editar la reunión del/ }).click();
    const form = page.getByRole('form', { name: 'Editar reunión' });
    await form.getByRole('checkbox', { name: roster[0]!.name }).check();
    await form.getByLabel('Tema').fill('El sembrador');
    await form.getByRole('button', { name: 'Guardar reunión' }).click();
    await page.getByText('Reunión actualizada.').waitFor();
    await page.getByText('El sembrador').waitFor();
    await page.getByText('2 asistentes · 1 visitante').waitFor();

    await page.getByRole('button', { name: 'Invitar a Ramiro Visitante a la comunidad' }).click();
    const send = page.getByRole('link', { name: 'Enviar invitación' });
    await send.waitFor();
    const href = (await send.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/573001112233?text=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Hola Ramiro');

    const after = await apiCall<{ items: { topic: string; attendeeIds: string[] }[] }>(
      `/groups/${led.id}/meetings`,
      { token },
    );
    expect(after.body.items[0]).toMatchObject({ topic: 'El sembrador' });
    expect([...after.body.items[0]!.attendeeIds].sort()).toEqual([roster[0]!.id, roster[1]!.id].sort());
    await expectAccessible(page, 'app my group, leader');
    await screenshot(page, 'app-my-group-leader');
    expect(page.consoleErrors).toEqual([]);
  });

  it('a member asks to join an open group, and sees the request waiting', async () => {
    const page = await phone.newPage();
    const session = await appSignIn(page, accounts.member);
    const { token, sector, open } = await cells(session.user.id);
    await page.goto('/app/grupos');
    await page.getByRole('button', { name: new RegExp(sector.name) }).click();
    await page.getByRole('button', { name: `Quiero unirme a ${open.name}` }).click();
    await page.getByText(`Le enviamos tu solicitud al líder de ${open.name}.`).waitFor();
    await page.getByRole('article', { name: open.name }).getByText('Solicitud enviada').waitFor();
    const pending = await apiCall<{ items: { user: { id: string } }[] }>(`/groups/${open.id}/join-requests`, {
      token,
    });
    expect(pending.body.items.map((r) => r.user.id)).toEqual([session.user.id]);
    expect(page.consoleErrors).toEqual([]);
  });
});
