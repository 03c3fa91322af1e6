import { describe, expect, it } from 'vitest';
import { pushBroadcasts } from '../../db/schema.ts';
import { useCommunityCast } from '../../test/community-cast.ts';

// The history is written by PostgreSQL (listBroadcastsJson), one broadcast's read by toBroadcastItem in
// JavaScript: both must give the same broadcast, its total, success rate and Spanish error lines too.
// (No fake Expo and no wake-up: the push worker leaves these rows alone.)

const { kit, pastor, db } = useCommunityCast();

describe('the broadcasts history, written by PostgreSQL', () => {
  it('holds each broadcast exactly as one broadcast’s read does', async () => {
    const communityId = kit.cast.a.community.id;
    const author = kit.cast.a.pastor.user.id;
    const t0 = Date.parse('2026-05-01T10:00:00.123Z');
    const kinds: Partial<typeof pushBroadcasts.$inferInsert>[] = [
      // Rates that round half up, and that double precision decides.
      { total: 3, sent: 1, failed: 2, errorCounts: { DeviceNotRegistered: 1, Other: 1, InvalidToken: 0 } },
      { total: 2000, sent: 1, failed: 1999, errorCounts: { MessageTooBig: 1999, SomethingNew: 4 } },
      { total: 8, sent: 3, failed: 5, errorCounts: { Interrupted: 5 } },
      { total: 0, sent: 0, failed: 0, createdBy: null },
      { total: 1000, sent: 1000, failed: 0, startedAt: null, finishedAt: null },
      // Open (the worker is not woken in this file): sent + failed past the total.
      {
        status: 'SENDING',
        total: 5,
        sent: 4,
        failed: 3,
        errorCounts: { ExpoServerError: 3 },
        finishedAt: null,
      },
    ];
    const made: string[] = [];
    for (const [i, kind] of kinds.entries()) {
      const at = new Date(t0 + i * 60_000);
      const [row] = await db()
        .insert(pushBroadcasts)
        .values({
          communityId,
          title: `Aviso ${i}`,
          message: 'Mensaje "con comillas"\ny otra línea',
          status: 'COMPLETED',
          createdBy: author,
          createdAt: at,
          startedAt: at,
          finishedAt: new Date(at.getTime() + 1500),
          ...kind,
        })
        .returning();
      made.push(row!.id);
    }
    const list = await pastor({ method: 'GET', url: '/api/notifications/broadcasts?limit=50' });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { id: string; successRate: number; errors: string[]; total: number }[];
    expect(items.map((b) => b.id)).toEqual([...made].reverse());
    for (const item of items)
      expect(item).toEqual(
        (await pastor({ method: 'GET', url: `/api/notifications/broadcasts/${item.id}` })).json(),
      );
    const byId = new Map(items.map((b) => [b.id, b]));
    expect(byId.get(made[0]!)).toMatchObject({
      successRate: 33.3,
      errors: ['Dispositivo no registrado (desactivado): 1 dispositivo', 'Otro error: 1 dispositivo'],
      errorCounts: { DeviceNotRegistered: 1, Other: 1 },
    });
    expect(byId.get(made[1]!)).toMatchObject({ successRate: 0.1, errorCounts: { MessageTooBig: 1999 } });
    expect(byId.get(made[2]!)!.successRate).toBe(37.5);
    expect(byId.get(made[3]!)).toMatchObject({ successRate: 100, createdBy: null, errors: [] });
    expect(byId.get(made[5]!)).toMatchObject({ total: 7, successRate: 57.1 });
  });
});
