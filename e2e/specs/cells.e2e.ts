import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  loginThroughApi,
  noSidewaysScroll,
  screenshot,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { type LeaderOption, pickOption, type Sector } from '../support/groups';

// The cells' life on the dashboard: recording a meeting on a cell's page, and following up the people
// who stopped coming, on a laptop and on a phone. Each test makes its own sector and cell.

const browser = useBrowser();

/** The Bogotá day `n` days ago, YYYY-MM-DD. */
const daysAgo = (n: number) =>
  new Date(Date.now() - 5 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

interface Meeting {
  id: string;
  date: string;
  attendeeIds: string[];
  visitors: { name: string }[];
  topic: string | null;
}

/** A sector and a cell of its own with three people of the demo community on its roster. */
async function cellWithRoster(token: string, label: string) {
  const suffix = uniqueSuffix();
  const sector = await apiCall<Sector>('/groups/sectors', {
    method: 'POST',
    token,
    body: { name: `Sector ${label} ${suffix}`, iconName: 'house', color: '#1c7ed6', displayOrder: 20 },
  });
  expect(sector.status).toBe(201);
  const people = (await apiCall<LeaderOption[]>('/community/users?limit=8', { token })).body;
  const [leader, ...rest] = people;
  const cell = await apiCall<{ id: string; name: string }>('/groups', {
    method: 'POST',
    token,
    body: {
      name: `Célula ${label} ${suffix}`,
      sectorId: sector.body.id,
      leaderId: leader!.id,
      meetingAddress: 'Calle 10 # 5-20',
      meetingDay: 'Jueves',
      meetingTime: '19:00',
      capacity: 12,
    },
  });
  expect(cell.status, JSON.stringify(cell.body)).toBe(201);
  const roster = rest.slice(0, 3);
  for (const p of roster) {
    const added = await apiCall(`/groups/${cell.body.id}/members`, {
      method: 'POST',
      token,
      body: { userId: p.id },
    });
    expect(added.status).toBe(204);
  }
  return { sector: sector.body, cell: cell.body, roster };
}

async function meetingsOf(token: string, cellId: string) {
  return (await apiCall<{ items: Meeting[] }>(`/groups/${cellId}/meetings`, { token })).body.items;
}

async function openAs(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  return loginThroughApi(page, accounts.pastor);
}

describe('cell life on the dashboard', () => {
  for (const width of [1280, 390]) {
    it(`records a meeting from a cell's page, who came and a visitor, at ${width} px`, async () => {
      const page = await browser.newPage();
      const { access_token: token } = await openAs(page, width);
      const { cell, roster } = await cellWithRoster(token, `Reunión ${width}`);
      await page.goto(`/groups/${cell.id}`);
      await page.getByRole('heading', { level: 1, name: cell.name }).waitFor();
      await page.getByRole('heading', { name: 'Lista del grupo (3 de 12)' }).waitFor();
      await page.getByText('Aún no hay reuniones', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Registrar reunión' }).click();
      const dialog = page.getByRole('dialog', { name: 'Registrar reunión' });
      await dialog.waitFor();
      await dialog.getByLabel('Fecha').fill(daysAgo(1));
      await dialog.getByRole('checkbox', { name: roster[0]!.name }).check();
      await dialog.getByRole('checkbox', { name: roster[2]!.name }).check();
      await dialog.getByText('Asistencia (2 de 3)').waitFor();
      await dialog.getByRole('button', { name: 'Agregar visitante' }).click();
      // A visitor without a name is refused before anything is sent.
      await dialog.getByRole('button', { name: 'Registrar Reunión' }).click();
      await dialog.getByText('El nombre del visitante es requerido').waitFor();
      await dialog.getByLabel('Nombre del visitante 1').fill('Marta Visitante');
      await dialog.getByLabel('WhatsApp del visitante 1 (opcional)').fill('300 555 1234');
      await dialog.getByLabel('Tema').fill('El buen samaritano');
      await expectAccessible(page, `meeting form at ${width}`);
      await screenshot(page, `cells-meeting-form-${width}`);
      await dialog.getByRole('button', { name: 'Registrar Reunión' }).click();
      await page.getByText('Reunión registrada').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const [meeting] = await meetingsOf(token, cell.id);
      expect(meeting).toMatchObject({
        date: daysAgo(1),
        topic: 'El buen samaritano',
        visitors: [{ name: 'Marta Visitante' }],
      });
      expect([...meeting!.attendeeIds].sort()).toEqual([roster[0]!.id, roster[2]!.id].sort());

      // The page shows it: the report, the roster's last attendance, and the chart's figures.
      const list = page.getByRole(width < 600 ? 'list' : 'table', { name: 'Reuniones' });
      await list.getByText('Marta Visitante').waitFor();
      await list.getByText('El buen samaritano').waitFor();
      const rosterList = page.getByRole(width < 600 ? 'list' : 'table', {
        name: 'Lista del grupo (3 de 12)',
      });
      await expect.poll(() => rosterList.getByText('Aún no asiste').count()).toBe(1);
      await page
        .getByRole('table', { name: 'Asistencia por reunión' })
        .getByRole('cell', { name: '2', exact: true })
        .first()
        .waitFor({ state: 'attached' });
      // The visitor's invitation: made on "Invitar", then a WhatsApp link to their phone.
      await list.getByRole('button', { name: 'Invitar a Marta Visitante a la comunidad' }).click();
      const send = list.getByRole('link', { name: 'Enviar invitación' });
      await send.waitFor();
      expect((await send.getAttribute('href')) ?? '').toMatch(
        /^https:\/\/wa\.me\/573005551234\?text=Hola%20Marta/,
      );
      if (width < 600) await noSidewaysScroll(page);
      await expectAccessible(page, `cell page at ${width}`);
      await screenshot(page, `cells-cell-page-${width}`);
      expect(page.consoleErrors).toEqual([]);
    });

    it(`lists a member who missed 3 meetings, marks them contacted and clears the mark, at ${width} px`, async () => {
      const page = await browser.newPage();
      const { access_token: token } = await openAs(page, width);
      // The demo has people who stopped coming: one for each width, so the two tests never meet.
      type Person = {
        id: string;
        name: string;
        type: string;
        contacted: boolean;
        group: { id: string; name: string };
      };
      const all = await apiCall<{ people: { items: Person[] } }>('/groups/follow-up?limit=100', { token });
      const members = all.body.people.items.filter((p) => p.type === 'member' && !p.contacted);
      const person = members[width < 600 ? 1 : 0]!;
      const group = (
        await apiCall<{ sector: { id: string; name: string } }>(`/groups/${person.group.id}`, { token })
      ).body;

      await page.goto('/groups?tab=celulas');
      await page.getByRole('heading', { name: 'Seguimiento' }).waitFor();
      await pickOption(page, page.getByRole('textbox', { name: 'Sector' }).first(), group.sector.name);
      const people = page.getByRole(width < 600 ? 'list' : 'table', { name: 'Personas para acompañar' });
      const row = people
        .getByRole(width < 600 ? 'listitem' : 'row')
        .filter({ hasText: person.name })
        .filter({ hasText: person.group.name });
      await row.waitFor();
      await row.getByText(/Faltó a \d+ reuniones/).waitFor();
      await row.getByText('Pendiente').waitFor();
      await expectAccessible(page, `follow-up at ${width}`);
      await screenshot(page, `cells-follow-up-${width}`);

      await row.getByRole('button', { name: `Marcar contactado a ${person.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Marcar contactado' });
      await dialog.getByLabel('Nota').fill('Lo llamamos: está de viaje.');
      await dialog.getByRole('button', { name: 'Marcar contactado' }).click();
      await page.getByText(`${person.name}: marcado como contactado`).waitFor();
      await row.getByText('Contactado', { exact: true }).waitFor();
      await row.getByText(/Lo llamamos: está de viaje\./).waitFor();
      const marked = await apiCall<{ people: { items: Person[] } }>(
        `/groups/follow-up?limit=100&sectorId=${group.sector.id}`,
        { token },
      );
      expect(marked.body.people.items.find((p) => p.id === person.id)).toMatchObject({
        contacted: true,
        note: 'Lo llamamos: está de viaje.',
      });
      if (width < 600) await noSidewaysScroll(page);

      // The mark can be taken back.
      await row.getByRole('button', { name: `Quitar la marca de contactado de ${person.name}` }).click();
      await row.getByText('Pendiente').waitFor();
      expect(page.consoleErrors).toEqual([]);
    });
  }
});
