import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { prayers } from '../../db/schema.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { prayers: 'prayers' },
  async replenish({ db, a, pastorA, next }) {
    while ((await db.select({ id: prayers.id }).from(prayers).where(eq(prayers.communityId, a))).length < 3) {
      const res = await pastorA({
        method: 'POST',
        url: '/api/community/prayers',
        payload: { title: `Oración de prueba ${next()}`, description: 'Oremos por esto', category: 'HEALTH' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: prayers.id }).from(prayers)) pool('prayers').add(row.id);
  },
};
