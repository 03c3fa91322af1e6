import { expect } from 'vitest';
import { pushBroadcasts, pushDevices } from '../../db/schema.ts';
import { addToPool, type FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { broadcasts: 'broadcasts', token: 'tokens' },
  // A device of the pastor's (deactivated by a failed send, or removed by a fuzzed call, it comes back).
  async replenish({ pastorA }) {
    const device = await pastorA({
      method: 'POST',
      url: '/api/notifications/devices',
      payload: { token: 'ExponentPushToken[fuzz-device]', platform: 'android' },
    });
    expect(device.statusCode, device.body).toBe(200);
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ token: pushDevices.token }).from(pushDevices))
      pool('tokens').add(row.token);
    addToPool({ pool }, 'broadcasts', await db.select({ id: pushBroadcasts.id }).from(pushBroadcasts));
  },
};
