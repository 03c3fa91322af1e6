import { devicePlatformLabels } from '@koinonia/shared/notifications/notifications.labels';
import {
  type DevicePlatform,
  devicePlatforms,
  NOTIFICATION_LIMITS,
  type SendNotificationInput,
  sendNotificationSchema,
} from '@koinonia/shared/notifications/notifications.schemas';
import type {
  BroadcastItem,
  NotificationStats,
  SendAnswer,
  SendResult,
} from '@koinonia/shared/notifications/notifications-read.schemas';

/** A counter's state: within the limit, near it (the spec's warning colour), or past it. */
export type CounterLevel = 'ok' | 'warning' | 'over';

export interface CounterState {
  /** Characters that count (the schema trims the value before it checks the length). */
  count: number;
  max: number;
  level: CounterLevel;
}

/** Spec §9: the title warns above 40 of 50, the message above 180 of 200. */
export function counterState(value: string, max: number, warnAbove: number): CounterState {
  const count = value.trim().length;
  const level: CounterLevel = count > max ? 'over' : count > warnAbove ? 'warning' : 'ok';
  return { count, max, level };
}

export const titleCounter = (value: string) =>
  counterState(value, NOTIFICATION_LIMITS.titleMax, NOTIFICATION_LIMITS.titleWarn);
export const messageCounter = (value: string) =>
  counterState(value, NOTIFICATION_LIMITS.messageMax, NOTIFICATION_LIMITS.messageWarn);

export interface SendValues {
  title: string;
  message: string;
}

/**
 * The send form's rules (the shared schema, as the server checks them): the trimmed body to send, or
 * the messages to toast, one a problem (spec §5), the missing community among them.
 */
export function validateSend(
  values: SendValues,
  communityId: string | null | undefined,
): { ok: true; body: SendNotificationInput } | { ok: false; messages: string[] } {
  const parsed = sendNotificationSchema.safeParse({ ...values, communityId: communityId ?? '' });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, messages: [...new Set(parsed.error.issues.map((i) => i.message))] };
}

/** Spec §5: submit is disabled while a trimmed field is empty or no device is active. */
export function canSubmit(values: SendValues, activeDevices: number, busy: boolean): boolean {
  return !busy && activeDevices > 0 && values.title.trim() !== '' && values.message.trim() !== '';
}

/** The last-send result box: sent of total, the success rate and the failures by reason. */
export interface SendOutcome {
  id: string;
  sent: number;
  total: number;
  successRate: number;
  errors: string[];
}

export const outcomeOfSend = (result: SendResult): SendOutcome => ({
  id: result.broadcast.id,
  sent: result.sent,
  total: result.total,
  successRate: result.successRate,
  errors: result.errors,
});

export const outcomeOfBroadcast = (b: BroadcastItem): SendOutcome => ({
  id: b.id,
  sent: b.sent,
  total: b.total,
  successRate: b.successRate,
  errors: b.errors,
});

/** A send answer is final when the broadcast finished while the call waited (the 200). */
export const isFinished = (result: SendAnswer): result is SendResult =>
  result.broadcast.status === 'COMPLETED';

export interface BroadcastProgress {
  /** Devices tried so far (sent + failed), never past the total. */
  done: number;
  total: number;
  /** done ÷ total as a whole percentage (0 to 100). */
  percent: number;
  sent: number;
  failed: number;
  /** The shares of the bar: sent (green) and failed (red), in percent of the total. */
  sentShare: number;
  failedShare: number;
}

const share = (n: number, total: number) => (total > 0 ? Math.min(100, (n / total) * 100) : 0);

/** The live bar of a running broadcast. */
export function progressOf(b: Pick<BroadcastItem, 'sent' | 'failed' | 'total'>): BroadcastProgress {
  const total = Math.max(0, b.total);
  const done = Math.min(total, b.sent + b.failed);
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  const sentShare = share(b.sent, total);
  return {
    done,
    total,
    percent,
    sent: b.sent,
    failed: b.failed,
    sentShare,
    failedShare: Math.min(100 - sentShare, share(b.failed, total)),
  };
}

export interface PlatformRow {
  platform: DevicePlatform;
  label: string;
  active: number;
  inactive: number;
}

/** byPlatform (one row a platform and active flag) as one row a platform: iOS, Android, then Web (browsers). */
export function platformRows(byPlatform: NotificationStats['byPlatform']): PlatformRow[] {
  return devicePlatforms
    .map((platform) => {
      const count = (isActive: boolean) =>
        byPlatform
          .filter((r) => r.platform === platform && r.isActive === isActive)
          .reduce((sum, r) => sum + r._count, 0);
      return { platform, label: devicePlatformLabels[platform], active: count(true), inactive: count(false) };
    })
    .filter((row) => row.active + row.inactive > 0);
}
