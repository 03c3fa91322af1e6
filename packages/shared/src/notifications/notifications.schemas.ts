import { paginationQuerySchema } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';

/** The push notification centre (spec 001 §2, §5, §9) and the app's device registration. */

export const NOTIFICATION_LIMITS = {
  titleMax: 50,
  /** The title counter turns to a warning colour above this. */
  titleWarn: 40,
  messageMax: 200,
  messageWarn: 180,
  /** Stale token cleanup: the spec's default age in days, and the largest accepted. */
  cleanupDefaultDays: 30,
  cleanupMaxDays: 3650,
  /** An Expo push token is short (ExponentPushToken[22 chars]); anything longer is not one. */
  tokenMax: 200,
  /** A Web Push subscription's endpoint (its push service's URL for this browser; a few hundred characters). */
  endpointMax: 1000,
} as const;

export const NOTIFICATION_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede exceder ${NOTIFICATION_LIMITS.titleMax} caracteres`,
  messageRequired: 'El mensaje es obligatorio',
  messageTooLong: `El mensaje no puede exceder ${NOTIFICATION_LIMITS.messageMax} caracteres`,
  communityMissing: 'Error: ID de comunidad no encontrado',
  tokenInvalid: 'El token del dispositivo no es un token de Expo válido',
  platformInvalid: 'La plataforma debe ser ios, android o web',
  subscriptionInvalid: 'La suscripción a las notificaciones web no es válida',
  endpointRefused: 'La suscripción debe usar https y la dirección de un servicio de notificaciones público',
  daysInvalid: `Los días deben ser un número entero entre 1 y ${NOTIFICATION_LIMITS.cleanupMaxDays}`,
} as const;

/** The app on a phone (Expo: ios, android) and the members' app in a browser (Web Push: web). */
export const devicePlatforms = ['ios', 'android', 'web'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];
export const expoPlatforms = ['ios', 'android'] as const;

/**
 * Expo's own token test (`Expo.isExpoPushToken` in expo-server-sdk): `ExponentPushToken[…]`,
 * `ExpoPushToken[…]`, or a bare UUID.
 */
export function isExpoPushToken(token: string): boolean {
  return (
    ((token.startsWith('ExponentPushToken[') || token.startsWith('ExpoPushToken[')) && token.endsWith(']')) ||
    /^[a-z\d]{8}-[a-z\d]{4}-[a-z\d]{4}-[a-z\d]{4}-[a-z\d]{12}$/i.test(token)
  );
}

/** POST /notifications/send-global. Values are trimmed; the community must be the caller's own. */
export const sendNotificationSchema = z.object({
  title: z
    .string({ error: NOTIFICATION_MESSAGES.titleRequired })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.titleRequired)
    .max(NOTIFICATION_LIMITS.titleMax, NOTIFICATION_MESSAGES.titleTooLong),
  message: z
    .string({ error: NOTIFICATION_MESSAGES.messageRequired })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.messageRequired)
    .max(NOTIFICATION_LIMITS.messageMax, NOTIFICATION_MESSAGES.messageTooLong),
  communityId: z
    .string({ error: NOTIFICATION_MESSAGES.communityMissing })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.communityMissing)
    .max(64, NOTIFICATION_MESSAGES.communityMissing),
});
export type SendNotificationInput = z.infer<typeof sendNotificationSchema>;

/** POST /notifications/devices, the phone app: its Expo token, at login (and on every start). */
export const registerExpoDeviceSchema = z.object({
  token: z
    .string({ error: NOTIFICATION_MESSAGES.tokenInvalid })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.tokenInvalid)
    .max(NOTIFICATION_LIMITS.tokenMax, NOTIFICATION_MESSAGES.tokenInvalid)
    .refine(isExpoPushToken, NOTIFICATION_MESSAGES.tokenInvalid),
  platform: z.enum(expoPlatforms, { error: NOTIFICATION_MESSAGES.platformInvalid }),
});

/** An http(s) URL without credentials (the address policy, https and public, is the server's: it knows its settings). */
function isPushEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
}

/**
 * The browser's PushSubscription as `subscription.toJSON()` gives it: the push service's endpoint,
 * the browser's P-256 public key (65 bytes, uncompressed, base64url: 'B' and 86 more) and its 16-byte
 * auth secret (22 characters), padded or not.
 */
export const webPushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: NOTIFICATION_MESSAGES.subscriptionInvalid })
      .trim()
      .max(NOTIFICATION_LIMITS.endpointMax, NOTIFICATION_MESSAGES.subscriptionInvalid)
      .refine(isPushEndpoint, NOTIFICATION_MESSAGES.subscriptionInvalid),
    keys: z.object(
      {
        p256dh: z
          .string({ error: NOTIFICATION_MESSAGES.subscriptionInvalid })
          .regex(/^B[A-Za-z0-9_-]{86}=?$/, NOTIFICATION_MESSAGES.subscriptionInvalid),
        auth: z
          .string({ error: NOTIFICATION_MESSAGES.subscriptionInvalid })
          .regex(/^[A-Za-z0-9_-]{22}(==)?$/, NOTIFICATION_MESSAGES.subscriptionInvalid),
      },
      { error: NOTIFICATION_MESSAGES.subscriptionInvalid },
    ),
  },
  { error: NOTIFICATION_MESSAGES.subscriptionInvalid },
);
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** POST /notifications/devices, the members' app in a browser: its Web Push subscription. */
export const registerWebDeviceSchema = z.object({
  platform: z.literal('web'),
  subscription: webPushSubscriptionSchema,
});

/** POST /notifications/devices: an Expo token (ios, android) or a Web Push subscription (web). */
export const registerDeviceSchema = z.discriminatedUnion(
  'platform',
  [registerExpoDeviceSchema, registerWebDeviceSchema],
  { error: NOTIFICATION_MESSAGES.platformInvalid },
);
export type RegisterDeviceInput = z.infer<typeof registerDeviceSchema>;

/** GET /notifications/vapid-public-key: the server's VAPID public key (base64url), the browser's applicationServerKey. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * DELETE /notifications/devices/{token} (the app, at logout; the browser, when it unsubscribes): an
 * Expo token, or a web subscription's endpoint (URL-encoded in the path).
 */
export const deviceTokenParamsSchema = z.object({
  token: z.string().min(1, NOTIFICATION_MESSAGES.tokenInvalid).max(NOTIFICATION_LIMITS.endpointMax),
});

/** DELETE /notifications/cleanup/{days}; DELETE /notifications/cleanup means the default 30. */
export const cleanupParamsSchema = z.object({
  days: z.coerce
    .number({ error: NOTIFICATION_MESSAGES.daysInvalid })
    .int(NOTIFICATION_MESSAGES.daysInvalid)
    .min(1, NOTIFICATION_MESSAGES.daysInvalid)
    .max(NOTIFICATION_LIMITS.cleanupMaxDays, NOTIFICATION_MESSAGES.daysInvalid)
    .default(NOTIFICATION_LIMITS.cleanupDefaultDays),
});

/** GET /notifications/broadcasts: the history, newest first. */
export const broadcastsQuerySchema = paginationQuerySchema;

export const broadcastIdParamsSchema = z.object({ id: z.uuid('El envío no existe') });
