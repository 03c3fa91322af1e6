import { describe, expect, it } from 'vitest';
import { accounts, apiCall, expectAccessible, noSidewaysScroll, screenshot } from '../support/browser';
import { appSignIn, usePhoneApp } from '../support/member-app';

// The members' app on a phone: Grupos, the sectors and their groups, and the map of the groups with
// coordinates. The test machine has no internet: the map's tiles never load, the groups still show.

const phone = usePhoneApp();

interface AppSector {
  id: string;
  name: string;
  groupCount: number;
}
interface Group {
  name: string;
  leader: { name: string };
  coLeader: { name: string } | null;
  meeting: { day: string; time: string; address: string };
  capacity: { total: number; current: number };
}

/** Failed tile loads (no internet) are expected; anything else in the console is a bug. */
const notTiles = (errors: string[]) => errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));

async function signedIn() {
  const page = await phone.newPage();
  // No internet on the test machine, and no waiting for a name server: every tile fails at once.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  const session = await appSignIn(page, accounts.member);
  return { page, token: session.access_token };
}

describe("members' app: Grupos", () => {
  it('lists the sectors, and a sector’s groups with leader, schedule, address and capacity', async () => {
    const { page, token } = await signedIn();
    const sectors = (await apiCall<AppSector[]>('/groups/app-sectors', { token })).body;
    const sector = sectors.find((s) => s.groupCount > 1)!;
    const groups = (await apiCall<Group[]>(`/groups/by-sector/${sector.id}`, { token })).body;
    expect(groups.length).toBe(sector.groupCount);

    await page.goto('/app/grupos');
    await page.getByRole('heading', { level: 1, name: 'Grupos' }).waitFor();
    for (const s of sectors) await page.getByRole('button', { name: new RegExp(`^${s.name}`) }).waitFor();
    expect(await page.title()).toBe('Grupos · Koinonia');
    await expectAccessible(page, 'app groups sectors');

    await page.getByRole('button', { name: new RegExp(`^${sector.name}`) }).click();
    for (const g of groups) {
      const card = page.getByRole('article', { name: g.name });
      await card.getByText(`Líder: ${g.leader.name}`, { exact: false }).waitFor();
      if (g.coLeader) await card.getByText(`Colíder: ${g.coLeader.name}`, { exact: false }).waitFor();
      await card.getByText(`${g.meeting.day} · ${g.meeting.time}`).waitFor();
      await card.getByText(g.meeting.address).waitFor();
      await card.getByText(`${g.capacity.current} de ${g.capacity.total} personas`).waitFor();
    }
    await expectAccessible(page, 'app groups of a sector');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-groups');
    expect(page.consoleErrors).toEqual([]);
  });

  it('shows a marker for every group with coordinates on the map, with no tiles', async () => {
    const { page, token } = await signedIn();
    const map = (await apiCall<{ items: { name: string }[]; truncated: boolean }>('/groups/map', { token }))
      .body;
    expect(map.items.length).toBeGreaterThan(0);

    await page.goto('/app/grupos');
    await page.getByRole('heading', { level: 1, name: 'Grupos' }).waitFor();
    await page.getByRole('tab', { name: 'Mapa' }).click();
    const region = page.getByRole('region', { name: 'Mapa de los grupos' });
    await region.waitFor();
    const markers = region.locator('.leaflet-marker-icon');
    await markers.nth(map.items.length - 1).waitFor();
    expect(await markers.count()).toBe(map.items.length);
    await page.getByText(`${map.items.length} grupos en el mapa.`).waitFor();

    // A marker is reached with the keyboard and tells its group.
    const first = map.items[0]!;
    const marker = region.getByRole('button', { name: first.name, exact: true });
    await marker.focus();
    await page.keyboard.press('Enter');
    await region.locator('.leaflet-popup').getByText(first.name).waitFor();
    await expectAccessible(page, 'app groups map');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-groups-map');
    expect(notTiles(page.consoleErrors)).toEqual([]);
  });
});
