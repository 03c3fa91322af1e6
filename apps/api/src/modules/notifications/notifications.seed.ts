import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, pushBroadcasts, pushDevices, users } from '../../db/schema.ts';

const DAY = 86_400_000;
export const DEMO_DEVICES = 320;

/** The demo's token of device i: an Expo token no phone has (Expo answers DeviceNotRegistered). */
export const demoToken = (i: number) => `ExponentPushToken[demo${String(i).padStart(4, '0')}koinonia]`;

/**
 * The demo community's phones: 320 devices of its members over both platforms, a few inactive, one
 * in ten not seen for 40 days or more (for the stale token cleanup), and one completed broadcast in
 * the history. One insert each.
 */
export async function seedNotifications(tx: Tx, communityId: string, now = Date.now()) {
  const people = await tx
    .select({ id: users.id, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.communityId, communityId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.joinedAt));
  if (people.length === 0) return;
  const devices = Array.from({ length: DEMO_DEVICES }, (_, i) => {
    const stale = i % 10 === 3;
    const seen = new Date(now - (stale ? 40 + (i % 30) : i % 20) * DAY - (i % 24) * 3_600_000);
    return {
      communityId,
      userId: people[i % people.length]!.id,
      token: demoToken(i),
      platform: i % 3 === 0 ? ('ios' as const) : ('android' as const),
      isActive: i % 25 !== 7,
      lastSeenAt: seen,
      createdAt: new Date(seen.getTime() - 30 * DAY),
      updatedAt: seen,
    };
  });
  await tx.insert(pushDevices).values(devices);
  const pastor = people.find((p) => p.role === 'COMMUNITY_ADMIN') ?? people[0]!;
  const created = new Date(now - 5 * DAY);
  await tx.insert(pushBroadcasts).values({
    communityId,
    title: 'Culto especial este domingo',
    message:
      'Te esperamos este domingo a las 10:00 a. m. para un culto especial de gratitud. ¡Invita a tu familia!',
    status: 'COMPLETED',
    total: 298,
    sent: 295,
    failed: 3,
    // Expo's receipts, a day later: two phones had uninstalled the app meanwhile.
    delivered: 293,
    undelivered: 2,
    errorCounts: { DeviceNotRegistered: 3 },
    createdBy: pastor.id,
    createdAt: created,
    startedAt: created,
    finishedAt: new Date(created.getTime() + 2000),
  });
}
