import type { BroadcastItem } from '@koinonia/shared/notifications/notifications-read.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { pushDevices } from '../../db/schema.ts';
import { type FakeExpo, startFakeExpo } from '../../dev/fake-expo.ts';
import type { TestAppOptions } from '../../test/build-test-app.ts';
import { type Call, useCommunityCast } from '../../test/community-cast.ts';
import type { PushConfig } from './push-config.ts';

export type { Call };
export const N = '/api/notifications';

/** An Expo token with a readable label. */
export const expoToken = (label: string) => `ExponentPushToken[${label}]`;

/**
 * Waits for `check` to hold, polling: no fixed sleeps, a generous deadline for a busy machine (under
 * vitest's testTimeout, so that a slow run fails on the test's own assertion).
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `n` devices straight into the database (any token, even a malformed one), for one user. */
export async function insertDevices(
  db: Db,
  {
    communityId,
    userId,
    n,
    label,
    isActive = true,
    lastSeenAt,
    platform,
  }: {
    communityId: string;
    userId: string;
    n: number;
    label: string;
    isActive?: boolean;
    lastSeenAt?: Date;
    platform?: 'ios' | 'android';
  },
) {
  if (n === 0) return [];
  return db
    .insert(pushDevices)
    .values(
      Array.from({ length: n }, (_, i) => ({
        communityId,
        userId,
        token: expoToken(`${label}-${String(i).padStart(5, '0')}`),
        platform: platform ?? (i % 2 ? ('ios' as const) : ('android' as const)),
        isActive,
        ...(lastSeenAt ? { lastSeenAt } : {}),
      })),
    )
    .returning();
}

export async function devicesOf(db: Db, communityId: string, isActive?: boolean) {
  return db
    .select()
    .from(pushDevices)
    .where(
      and(
        eq(pushDevices.communityId, communityId),
        isActive === undefined ? undefined : eq(pushDevices.isActive, isActive),
      ),
    );
}

/**
 * The notification centre's tests: a fake Expo on an ephemeral port (unless `withFake` is false),
 * the app aimed at it, two communities (pastor, helper, member each) and a guest in A.
 */
export function useNotificationsTestApp(push: Partial<PushConfig> = {}, withFake = true) {
  const fake: { expo?: FakeExpo } = {};
  beforeAll(async () => {
    if (withFake) fake.expo = await startFakeExpo({ port: 0, ratePerSecond: null });
  });
  afterAll(async () => {
    await fake.expo?.close();
  });
  const cast = useCommunityCast({
    app: (): TestAppOptions => ({
      push: { pollMs: 50, ...(fake.expo ? { expoBaseUrl: fake.expo.url } : {}), ...push },
    }),
  });
  const { kit } = cast;
  return {
    ...cast,
    /** The app (kit.t). */
    app: kit,
    get fake(): FakeExpo {
      if (!fake.expo) throw new Error('no fake Expo in this file');
      return fake.expo;
    },
    /** Community A's id. */
    a: () => kit.cast.a.community.id,
    b: () => kit.cast.b.community.id,
  };
}

/** Polls a broadcast until it is completed; fails the test if it never is. */
export async function completed(call: Call, id: string): Promise<BroadcastItem> {
  const read = async () =>
    (await call({ method: 'GET', url: `${N}/broadcasts/${id}` })).json() as BroadcastItem;
  const item = await eventually(read, (b) => b.status === 'COMPLETED');
  expect(item.status).toBe('COMPLETED');
  return item;
}
