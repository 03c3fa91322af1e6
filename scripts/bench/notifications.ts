import { describePushErrors, successRateOf } from '@koinonia/shared/notifications/notifications.labels';
import { type FakeExpo, startFakeExpo } from '../../apps/api/src/dev/fake-expo.ts';
import { startFakeWebPush } from '../../apps/api/src/dev/fake-web-push.ts';
import { generateVapidKeys } from '../../apps/api/src/modules/notifications/vapid-keys.ts';
import { pageOf, q, same, spreadPages } from './checks.ts';
import { BENCH_PASSWORD } from './members.ts';
import {
  type DeviceCounts,
  type SeededBroadcast,
  seedNotifications,
  seedWebPush,
} from './notifications-seed.ts';
import { measureBroadcast, measureCleanup, measureWebBroadcast } from './notifications-send.ts';
import type { BenchDomain, Check, Scenario } from './types.ts';

/** As the other domains: p99 ≤ 150 ms (both databases), p95 ≤ 50 ms on PostgreSQL (checked at p97.5). */
const budgets = { p99BudgetMs: 150, pgP975BudgetMs: 50 };
/** The stale token cleanup, one call (a pastor's click): within this. */
const CLEANUP_BUDGET_MS = 2_000;
/** Broadcasts of at most this many devices are sent while send-global waits; the bench's goes on in the background. */
const SYNC_LIMIT = 200;
const limit = 20;

/** `{data: stats}` with these counts (byPlatform in any order, only the pairs that have devices). */
const statsOf =
  (counts: DeviceCounts): Check =>
  (body) => {
    const data = (body as { data?: Record<string, unknown> } | null)?.data;
    if (!data) return 'no data';
    const active = counts['ios:true'] + counts['android:true'];
    const inactive = counts['ios:false'] + counts['android:false'];
    const wrong =
      same('active', data.active, active) ??
      same('inactive', data.inactive, inactive) ??
      same('total', data.total, active + inactive);
    if (wrong) return wrong;
    const rows = data.byPlatform as { platform: string; isActive: boolean; _count: number }[] | undefined;
    if (!Array.isArray(rows)) return 'no byPlatform';
    const got = rows.map((r) => `${r.platform}:${r.isActive}=${r._count}`).sort();
    const expected = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([key, n]) => `${key}=${n}`)
      .sort();
    return same('byPlatform', got.join(' '), expected.join(' '));
  };

const sameBroadcast = (item: Record<string, unknown>, b: SeededBroadcast) =>
  same('id', item.id, b.id) ??
  same('title', item.title, b.title) ??
  same('status', item.status, 'COMPLETED') ??
  same('total', item.total, b.total) ??
  same('sent', item.sent, b.sent) ??
  same('failed', item.failed, b.failed) ??
  same('successRate', item.successRate, successRateOf(b.sent, b.total)) ??
  same('errors', JSON.stringify(item.errors), JSON.stringify(describePushErrors(b.errorCounts))) ??
  same('createdBy.name', (item.createdBy as { name?: string } | null)?.name, b.createdBy.name) ??
  same('createdAt', item.createdAt, b.createdAt);

/**
 * Push notifications at a big church's scale: BENCH_PUSH_DEVICES devices (default 200,000),
 * BENCH_PUSH_BROADCAST (60,000) of them active in the bench's community with a third as many inactive,
 * the rest over 24 other communities, and a history of 250 broadcasts. Measures the pastor's screen
 * (stats, history, the current broadcast), then one broadcast to the 60,000 devices through a fake Expo
 * in the bench's process (no rate limit, nothing recorded; the server unpaced): at least 1,200
 * notifications a second with the server's memory flat, and last the stale token cleanup (it deletes).
 *
 * Then one broadcast to BENCH_PUSH_WEB (50,000) browsers of a community of their own through a local
 * web push service in the bench's process, which checks every VAPID token and decrypts every message:
 * at least 1,000 a second, memory flat (BENCH_PUSH_WEB=0 leaves it out).
 *
 * The fakes start while seeding, and the server (started by main.ts after the seed, with this process's
 * environment) gets the fake Expo's address through EXPO_BASE_URL, the VAPID keys through
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY and WEB_PUSH_ALLOW_INSECURE (the push service is on 127.0.0.1).
 */
export const notificationsBench: BenchDomain = {
  name: 'notifications',
  async seed(ctx) {
    const model = await seedNotifications(ctx);
    const { history, inbox, big, bigAfterCleanup, ACTIVE, CLEANUP_DAYS, cleaned } = model;

    const fake: FakeExpo = await startFakeExpo({ port: 0, ratePerSecond: null, record: false });
    process.env.EXPO_BASE_URL = fake.url;
    process.env.PUSH_RATE_PER_SECOND = '0';
    process.env.PUSH_SYNC_LIMIT = String(SYNC_LIMIT);
    if (ACTIVE <= SYNC_LIMIT) throw new Error('bench: the broadcast would be synchronous');

    const vapid = generateVapidKeys();
    const webPush = await startFakeWebPush({ record: false });
    const web = await seedWebPush(ctx, () => webPush.subscribe(vapid.publicKey));
    process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
    process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
    process.env.VAPID_SUBJECT = 'mailto:bench@koinonia.test';
    process.env.WEB_PUSH_ALLOW_INSECURE = '1';
    process.env.WEB_PUSH_RATE_PER_SECOND = '0';
    if (web.WEB <= SYNC_LIMIT) await webPush.close();

    const history_ = (page: number) => ({
      path: q('/api/notifications/broadcasts', { page, limit }),
      check: pageOf(history, page, limit, sameBroadcast),
    });
    const one = (b: SeededBroadcast) => ({
      path: `/api/notifications/broadcasts/${b.id}`,
      check: (body: unknown) => sameBroadcast(body as Record<string, unknown>, b),
    });
    const scenarios: Scenario[] = [
      {
        name: 'notifications stats',
        ratioExempt: 'a count summary, not a list',
        ...budgets,
        requests: [{ path: '/api/notifications/stats', check: statsOf(big) }],
      },
      {
        name: 'notifications history',
        ...budgets,
        requests: [history_(1), history_(2)],
      },
      {
        name: 'notifications history deep',
        curveExempt:
          'a page in the middle of the list by offset: the rows before it are walked, and there are more in a larger church',
        ...budgets,
        requests: spreadPages(history.length, limit, [0.5, 1]).map(history_),
      },
      {
        name: 'notifications current, one',
        ratioExempt: 'one object (the broadcast in progress), not a list',
        ...budgets,
        requests: [
          {
            path: '/api/notifications/broadcasts/current',
            check: (body) => same('data', (body as { data?: unknown })?.data, null),
          },
          one(history[0]!),
          one(history[6]!),
          one(history.at(-1)!),
        ],
      },
      {
        // The app's Avisos as the bench's member: the broadcasts since they joined, newest first, the
        // first page as the app asks it.
        name: 'app inbox (member)',
        as: 'member',
        ...budgets,
        requests: [
          {
            path: q('/api/notifications/inbox', { page: 1, limit }),
            check: pageOf(
              inbox,
              1,
              limit,
              (item, b) =>
                same('id', item.id, b.id) ??
                same('title', item.title, b.title) ??
                same(
                  'message',
                  item.message,
                  `Recordatorio para la congregación número ${b.title.slice(6)}`,
                ) ??
                same('sentAt', item.sentAt, b.createdAt),
            ),
          },
        ],
      },
      {
        name: `notifications send ${ACTIVE}`,
        ...budgets,
        requests: [],
        once: (run) =>
          measureBroadcast(run, { fake, communityId: ctx.communityId, devices: ACTIVE }).finally(() =>
            fake.close(),
          ),
      },
      ...(web.WEB > SYNC_LIMIT
        ? [
            {
              name: `notifications web push ${web.WEB}`,
              ...budgets,
              requests: [],
              once: (run) =>
                measureWebBroadcast(run, {
                  push: webPush,
                  communityId: web.communityId,
                  devices: web.WEB,
                  email: web.email,
                  password: BENCH_PASSWORD,
                }).finally(() => webPush.close()),
            } satisfies Scenario,
          ]
        : []),
      {
        name: `notifications cleanup ${CLEANUP_DAYS}d`,
        ...budgets,
        requests: [],
        once: (run) =>
          measureCleanup(run, {
            days: CLEANUP_DAYS,
            deleted: cleaned,
            statsAfter: statsOf(bigAfterCleanup),
            budgetMs: CLEANUP_BUDGET_MS,
          }),
      },
    ];
    return scenarios;
  },
};
