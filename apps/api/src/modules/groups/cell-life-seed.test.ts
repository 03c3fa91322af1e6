import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, login } from '../../test/factories.ts';

// The demo cells: rosters, 12 weeks of meetings, a few cells that stopped reporting and a few people
// who stopped coming, so the cells' screens show something real on the first start.

const kit = useTestApp();

describe('demo cell life', () => {
  it('seeds rosters, weeks of reports, cells without reports and people to follow up', async () => {
    await seedDemo(kit.t.database.db, 'koinonia-demo', kit.t.app.storage);
    const pastor = as(kit.t.app, await login(kit.t.app, 'pastor@demo.koinonia.test', 'koinonia-demo'));

    const health = (await pastor({ method: 'GET', url: '/api/groups/health' })).json();
    const previous = health.weeks.at(-2);
    expect(previous.reported).toBeGreaterThan(10);
    expect(previous.attendance).toBeGreaterThan(50);
    expect(health.weeks.slice(0, -1).every((w: { reported: number }) => w.reported > 0)).toBe(true);

    const follow = (await pastor({ method: 'GET', url: '/api/groups/follow-up?limit=100' })).json();
    expect(follow.cells.pagination.total).toBe(3);
    expect(follow.people.items.some((p: { type: string }) => p.type === 'member')).toBe(true);
    expect(follow.people.items.some((p: { type: string }) => p.type === 'visitor')).toBe(true);

    const groups = (await pastor({ method: 'GET', url: '/api/groups?onlyActive=true&limit=100' })).json();
    const cell = groups.items.find((g: { capacity: { current: number } }) => g.capacity.current > 5);
    const roster = (await pastor({ method: 'GET', url: `/api/groups/${cell.id}/members?limit=100` })).json();
    expect(roster.pagination.total).toBe(cell.capacity.current);
    expect(
      roster.items.filter((m: { lastAttendedOn: string | null }) => m.lastAttendedOn).length,
    ).toBeGreaterThan(0);
    const meetings = (await pastor({ method: 'GET', url: `/api/groups/${cell.id}/meetings` })).json();
    expect(meetings.pagination.total).toBeGreaterThanOrEqual(9);
  });
});
