import { pageOf } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';
import { devicePlatforms } from './notifications.schemas.ts';

/** What the notification API answers. Instants as ISO strings. */

/** GET /notifications/stats → `{ data: NotificationStats }` (the spec's `data.data`). */
export const notificationStatsSchema = z.object({
  active: z.number().int(),
  total: z.number().int(),
  inactive: z.number().int(),
  /** One row per (platform, isActive) pair that has devices, as Prisma's groupBy shaped it. */
  byPlatform: z.array(
    z.object({ platform: z.enum(devicePlatforms), isActive: z.boolean(), _count: z.number().int() }),
  ),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;
export const notificationStatsResponseSchema = z.object({ data: notificationStatsSchema });

/** DELETE /notifications/cleanup/{days} → `{ data: { deletedTokens } }`. */
export const cleanupResponseSchema = z.object({ data: z.object({ deletedTokens: z.number().int() }) });

/**
 * A broadcast's life: QUEUED (stored, waiting for the worker), SENDING (chunks going out; survives a
 * restart), COMPLETED (every target device tried once).
 */
export const broadcastStatuses = ['QUEUED', 'SENDING', 'COMPLETED'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

/**
 * Why a device did not get the message. DeviceNotRegistered (Expo's, or a push service's 404 / 410 for
 * a web subscription) and InvalidToken deactivate the device; RateLimited and ExpoServerError are
 * Expo's refusals still there when the retry deadline passed, WebPushRateLimited and WebPushServerError
 * a web push service's; WebPushRejected is a web push service's other refusal (400, 401, 403, 413);
 * Interrupted is a request whose sending was cut short three times (a server dying mid-request).
 */
export const pushErrorKinds = [
  'DeviceNotRegistered',
  'InvalidToken',
  'MessageTooBig',
  'MessageRateExceeded',
  'InvalidCredentials',
  'ExpoServerError',
  'RateLimited',
  'WebPushRejected',
  'WebPushRateLimited',
  'WebPushServerError',
  'Interrupted',
  'Other',
] as const;
export type PushErrorKind = (typeof pushErrorKinds)[number];

export const broadcastItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  status: z.enum(broadcastStatuses),
  /** Active devices of the community when the broadcast was accepted. */
  total: z.number().int(),
  /** Devices Expo accepted (an 'ok' ticket) and web subscriptions their push service accepted (201). */
  sent: z.number().int(),
  /** Devices that failed, whatever the reason. sent + failed = total once COMPLETED. */
  failed: z.number().int(),
  /**
   * Of the sent, those Expo's receipts say reached the phone's push service, and those they say did
   * not (a device no longer registered, say). Receipts arrive some minutes after sending: until then
   * both are 0, and sent − delivered − undelivered are still unknown.
   */
  delivered: z.number().int(),
  undelivered: z.number().int(),
  /** sent ÷ total × 100, one decimal (100 for an empty broadcast). */
  successRate: z.number(),
  /** Failures by reason, in Spanish ("Dispositivo no registrado: 3 dispositivos"). */
  errors: z.array(z.string()),
  errorCounts: z.partialRecord(z.enum(pushErrorKinds), z.number().int()),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BroadcastItem = z.infer<typeof broadcastItemSchema>;

/**
 * POST /notifications/send-global, 200: the broadcast finished while the call waited (a small
 * community). The spec's bare `{sent, total, successRate, errors}`, plus the broadcast.
 */
export const sendResultSchema = z.object({
  sent: z.number().int(),
  total: z.number().int(),
  successRate: z.number(),
  errors: z.array(z.string()),
  broadcast: broadcastItemSchema,
});
export type SendResult = z.infer<typeof sendResultSchema>;

/**
 * POST /notifications/send-global, 202: the broadcast goes on in the background. Only what is known
 * yet: its state (QUEUED or SENDING), how many devices it goes to, and the broadcast; its progress and
 * result come from /notifications/broadcasts/current and /notifications/broadcasts/{id}.
 */
export const sendAcceptedSchema = z.object({
  status: z.enum(['QUEUED', 'SENDING']),
  total: z.number().int(),
  broadcast: broadcastItemSchema,
});
export type SendAccepted = z.infer<typeof sendAcceptedSchema>;

/** Either answer of POST /notifications/send-global. */
export type SendAnswer = SendResult | SendAccepted;

/** GET /notifications/broadcasts. */
export const broadcastsPageSchema = pageOf(broadcastItemSchema);
export type BroadcastsPage = z.infer<typeof broadcastsPageSchema>;

/** GET /notifications/broadcasts/current → the community's queued or sending broadcast, or null. */
export const currentBroadcastResponseSchema = z.object({ data: broadcastItemSchema.nullable() });

/** POST /notifications/devices → the stored device. */
export const deviceItemSchema = z.object({
  token: z.string(),
  platform: z.enum(devicePlatforms),
  isActive: z.boolean(),
  lastSeenAt: z.string(),
});
export const deviceResponseSchema = z.object({ data: deviceItemSchema });
