import { describePushErrors, successRateOf } from '@koinonia/shared/notifications/notifications.labels';
import {
  type BroadcastItem,
  type PushErrorKind,
  pushErrorKinds,
} from '@koinonia/shared/notifications/notifications-read.schemas';
import type { pushBroadcasts, pushDevices } from '../../db/schema.ts';

type BroadcastRow = typeof pushBroadcasts.$inferSelect;

/** The stored error counts, known kinds only. */
function errorCountsOf(stored: Record<string, number>): Partial<Record<PushErrorKind, number>> {
  const counts: Partial<Record<PushErrorKind, number>> = {};
  for (const kind of pushErrorKinds) if (stored[kind]) counts[kind] = stored[kind];
  return counts;
}

/**
 * A broadcast as the API shows it. While it is open its total is the devices it was accepted for (or
 * sent + failed, when devices registered meanwhile took it past that: never over 100 %); once
 * completed, sent + failed (devices registered or removed meanwhile included).
 */
export function toBroadcastItem(row: BroadcastRow, authorName: string | null): BroadcastItem {
  const errorCounts = errorCountsOf(row.errorCounts);
  const total = row.status === 'COMPLETED' ? row.total : Math.max(row.total, row.sent + row.failed);
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    status: row.status,
    total,
    sent: row.sent,
    failed: row.failed,
    delivered: row.delivered,
    undelivered: row.undelivered,
    successRate: successRateOf(row.sent, total),
    errors: describePushErrors(errorCounts),
    errorCounts,
    createdBy: row.createdBy && authorName !== null ? { id: row.createdBy, name: authorName } : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** POST /notifications/send-global's answer: the spec's four fields and the broadcast. */
export function toSendResult(item: BroadcastItem) {
  return {
    sent: item.sent,
    total: item.total,
    successRate: item.successRate,
    errors: item.errors,
    broadcast: item,
  };
}

export function toDeviceItem(row: typeof pushDevices.$inferSelect) {
  return {
    token: row.token,
    platform: row.platform,
    isActive: row.isActive,
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}
