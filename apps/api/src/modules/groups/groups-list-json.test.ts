import { describe, expect, it } from 'vitest';
import { useGroupsTestApp } from './groups.test-kit.ts';

// The group lists are written by PostgreSQL (listVisibleGroupsJson, listGroups), one group's read by toGroup
// in JavaScript: both must give the same group.

const { member, pastor, makeSector, makeGroup } = useGroupsTestApp();

describe('the app’s group lists, written by PostgreSQL', () => {
  it('hold each group exactly as one group’s read does: the preview, a sector’s groups and the dashboard’s list', async () => {
    const sector = await makeSector({ name: 'Sector Norte "A"' });
    const made = [
      await makeGroup(sector.id, { name: 'Célula Uno', capacity: 7, currentMembers: 3 }),
      await makeGroup(sector.id, {
        name: 'Célula Dos',
        coLeaderId: null,
        coordinates: null,
        whatsappNumber: null,
      }),
      await makeGroup(sector.id, {
        name: 'Célula Tres',
        showInPreview: false,
        capacity: 9,
        currentMembers: 2,
      }),
      await makeGroup(sector.id, { name: 'Célula Cuatro', isActive: false }),
    ];
    const bySector = await member({ method: 'GET', url: `/api/groups/by-sector/${sector.id}` });
    expect(bySector.statusCode, bySector.body).toBe(200);
    const listed = bySector.json() as { id: string; capacity: { occupancyRate: number } }[];
    expect(new Set(listed.map((g) => g.id))).toEqual(new Set([made[0].id, made[1].id, made[2].id]));
    expect(listed.find((g) => g.id === made[0].id)!.capacity.occupancyRate).toBe(42.9);
    const preview = await member({ method: 'GET', url: '/api/groups/preview' });
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = (preview.json() as { id: string }[]).filter((g) => made.some((m) => m.id === g.id));
    expect(new Set(shown.map((g) => g.id))).toEqual(new Set([made[0].id, made[1].id]));
    for (const item of [...listed, ...shown])
      expect(item).toEqual((await pastor({ method: 'GET', url: `/api/groups/${item.id}` })).json());

    // The dashboard's list: every group of the sector, inactive ones too, in pages read from either end.
    const all = await pastor({ method: 'GET', url: `/api/groups?sectorId=${sector.id}&limit=50` });
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().items as { id: string }[];
    expect(items).toHaveLength(4);
    expect(all.json().activeCount).toBe(3);
    for (const item of items)
      expect(item).toEqual((await pastor({ method: 'GET', url: `/api/groups/${item.id}` })).json());
    const last = await pastor({ method: 'GET', url: `/api/groups?sectorId=${sector.id}&limit=3&page=2` });
    expect(last.json().items).toEqual(items.slice(3));
  });
});
