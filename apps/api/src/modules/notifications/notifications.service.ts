import type { PaginationQuery } from '@koinonia/shared/common/pagination.schemas';
import {
  type DevicePlatform,
  NOTIFICATION_MESSAGES,
  type RegisterDeviceInput,
  type SendNotificationInput,
} from '@koinonia/shared/notifications/notifications.schemas';
import type {
  BroadcastItem,
  BroadcastsPage,
  NotificationStats,
  SendAccepted,
  SendResult,
} from '@koinonia/shared/notifications/notifications-read.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { ValidationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './notifications.queries.ts';
import type { PushWorker } from './push-worker.ts';
import { endpointProblem } from './web-push-endpoint.ts';

/**
 * The push notification centre (pastors; spec 001 §5) and the app's device registration (any
 * member). A broadcast is a job the worker runs (push-worker.ts); send-global queues it and, for a
 * small community, waits for it to finish.
 */

export type PushDeps = ServiceDeps & { push: PushWorker };

/** GET /notifications/stats → `{data}`: from the counts the database keeps, never a scan. */
export async function stats({ db }: ServiceDeps, caller: Caller): Promise<{ data: NotificationStats }> {
  const rows = await q.deviceCounts(db, caller.communityId);
  const active = rows.filter((r) => r.isActive).reduce((n, r) => n + r.count, 0);
  const inactive = rows.filter((r) => !r.isActive).reduce((n, r) => n + r.count, 0);
  return {
    data: {
      active,
      inactive,
      total: active + inactive,
      byPlatform: rows.map((r) => ({ platform: r.platform, isActive: r.isActive, _count: r.count })),
    },
  };
}

/**
 * POST /notifications/send-global: queues the broadcast for the community's active devices (404 for
 * another community, 409 without active devices or while another broadcast is open), then waits for
 * it when it has at most PUSH_SYNC_LIMIT devices. `finished` says whether the answer is final.
 */
export async function sendGlobal(deps: PushDeps, caller: Caller, input: SendNotificationInput) {
  if (input.communityId !== caller.communityId) throw new AppError('COMMUNITY_NOT_FOUND');
  const key = { communityId: caller.communityId };
  const created = await deps.db.transaction(async (tx) => {
    const total = await q.activeDeviceCount(tx, caller.communityId);
    if (total === 0) throw new AppError('NO_ACTIVE_DEVICES');
    if (await q.currentBroadcast(tx, caller.communityId)) throw new AppError('BROADCAST_IN_PROGRESS');
    // A request racing this one past the check meets the partial unique index: the same 409.
    const row = await q.insertBroadcast(tx, {
      communityId: caller.communityId,
      title: input.title,
      message: input.message,
      total,
      createdBy: caller.userId,
    });
    await audit(tx, caller, {
      action: 'create',
      objectType: 'broadcast',
      objectId: row.id,
      changes: fieldsSet({ title: row.title, message: row.message, total }),
    });
    return (await q.broadcastModel.read(tx, key, row.id))!;
  });
  deps.push.wake();
  const { syncLimit, syncWaitMs, pollMs } = deps.push.config;
  let item = created;
  if (created.total <= syncLimit) {
    const deadline = Date.now() + syncWaitMs;
    for (;;) {
      const found = await q.broadcastModel.read(deps.db, key, created.id);
      if (!found) break;
      item = found;
      // A closing server answers with the progress so far (202): the broadcast goes on elsewhere.
      if (item.status === 'COMPLETED' || Date.now() >= deadline || deps.push.closing) break;
      await deps.push.nextProgress(created.id, Math.min(pollMs, deadline - Date.now()));
    }
  }
  return answerOf(item);
}

/**
 * POST /notifications/send-global's answer, from the broadcast as broadcastModel read it: finished,
 * the spec's four fields and the broadcast (200); still going, its state and total (202).
 */
function answerOf(broadcast: BroadcastItem) {
  const { status, sent, total, successRate, errors } = broadcast;
  if (status === 'COMPLETED')
    return {
      finished: true as const,
      result: { sent, total, successRate, errors, broadcast } satisfies SendResult,
    };
  return { finished: false as const, result: { status, total, broadcast } satisfies SendAccepted };
}

/** GET /notifications/broadcasts: the history, newest first. */
export async function listBroadcasts({ db }: ServiceDeps, caller: Caller, query: PaginationQuery) {
  const { items, total } = await q.listBroadcasts(db, caller.communityId, query);
  return withJsonItems<BroadcastsPage>({ pagination: paginated([], total, query).pagination }, items);
}

export async function currentBroadcast({ db }: ServiceDeps, caller: Caller) {
  return { data: (await q.currentBroadcast(db, caller.communityId)) ?? null };
}

export async function getBroadcast({ db }: ServiceDeps, caller: Caller, id: string) {
  const item = isUuid(id)
    ? await q.broadcastModel.one(db, { communityId: caller.communityId }, id)
    : undefined;
  if (!item) throw new AppError('BROADCAST_NOT_FOUND');
  return item;
}

/** DELETE /notifications/cleanup/{days}: the community's devices not seen for that many days. */
export async function cleanup({ db }: ServiceDeps, caller: Caller, days: number) {
  const deletedTokens = await db.transaction(async (tx) => {
    const n = await q.deleteStaleDevices(tx, { communityId: caller.communityId, days });
    await audit(tx, caller, {
      action: 'delete',
      objectType: 'devices',
      changes: { days, deletedDevices: n },
    });
    return n;
  });
  return { data: { deletedTokens } };
}

/** GET /notifications/vapid-public-key: what the browser subscribes with (404 when Web Push is off). */
export function vapidPublicKey({ push }: PushDeps) {
  const identity = push.config.webPush;
  if (!identity) throw new AppError('WEB_PUSH_DISABLED');
  return { publicKey: identity.publicKey };
}

/**
 * POST /notifications/devices: the caller's phone (its Expo token) or browser (its Web Push
 * subscription, by its endpoint), registered and seen now (in the community they are signed in to).
 * 409 while another account holds the token on an active device seen lately. A subscription's endpoint
 * is a URL the server will call: https and a public address only (unless WEB_PUSH_ALLOW_INSECURE).
 */
export async function registerDevice({ db, push }: PushDeps, caller: Caller, input: RegisterDeviceInput) {
  let device: { token: string; platform: DevicePlatform; p256dh: string | null; auth: string | null };
  if (input.platform === 'web') {
    if (!push.config.webPush) throw new AppError('WEB_PUSH_DISABLED');
    const { endpoint, keys } = input.subscription;
    if (endpointProblem(endpoint, push.config.webPushAllowInsecure))
      throw new ValidationError([
        { path: 'subscription.endpoint', message: NOTIFICATION_MESSAGES.endpointRefused },
      ]);
    device = { token: endpoint, platform: 'web', p256dh: keys.p256dh, auth: keys.auth };
  } else {
    device = { token: input.token, platform: input.platform, p256dh: null, auth: null };
  }
  const row = await q.upsertDevice(db, {
    communityId: caller.communityId,
    userId: caller.userId,
    ...device,
  });
  if (!row) throw new AppError('DEVICE_OTHER_ACCOUNT');
  return { data: row };
}

/** DELETE /notifications/devices/{token}: only the caller's own device (404 otherwise). */
export async function unregisterDevice({ db }: ServiceDeps, caller: Caller, token: string) {
  const row = await q.deleteOwnDevice(db, { userId: caller.userId, token });
  if (!row) throw new AppError('DEVICE_NOT_FOUND');
}
