import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groups, sectors } from '../../db/schema.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: {
    sectorId: 'sectors',
    sectors: 'sectors',
    groups: 'groups',
    leaderId: 'users',
    coLeaderId: 'users',
  },
  async replenish({ db, a, cast, pastorA, next }) {
    const activeSectors = () =>
      db
        .select({ id: sectors.id })
        .from(sectors)
        .where(and(eq(sectors.communityId, a), eq(sectors.isActive, true)));
    while ((await activeSectors()).length < 3) {
      const res = await pastorA({
        method: 'POST',
        url: '/api/groups/sectors',
        payload: { name: `Sector fuzz ${next()}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const sectorIds = (await activeSectors()).map((s) => s.id);
    while ((await db.select({ id: groups.id }).from(groups).where(eq(groups.communityId, a))).length < 3) {
      const res = await pastorA({
        method: 'POST',
        url: '/api/groups',
        payload: {
          name: `Célula fuzz ${next()}`,
          sectorId: sectorIds[0],
          leaderId: cast.a.pastor.user.id,
          meetingAddress: 'Calle 10 # 20-30',
          meetingDay: 'Jueves',
          meetingTime: '19:30',
          capacity: 20,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: sectors.id }).from(sectors)) pool('sectors').add(row.id);
    for (const row of await db.select({ id: groups.id }).from(groups)) pool('groups').add(row.id);
  },
};
