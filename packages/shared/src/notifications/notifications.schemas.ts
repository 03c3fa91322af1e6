import { z } from 'zod';
import { paginationQuerySchema } from '../common/pagination.schemas.ts';

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
} as const;

export const NOTIFICATION_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede exceder ${NOTIFICATION_LIMITS.titleMax} caracteres`,
  messageRequired: 'El mensaje es obligatorio',
  messageTooLong: `El mensaje no puede exceder ${NOTIFICATION_LIMITS.messageMax} caracteres`,
  communityMissing: 'Error: ID de comunidad no encontrado',
  tokenInvalid: 'El token del dispositivo no es un token de Expo válido',
  platformInvalid: 'La plataforma debe ser ios o android',
  daysInvalid: `Los días deben ser un número entero entre 1 y ${NOTIFICATION_LIMITS.cleanupMaxDays}`,
} as const;

export const devicePlatforms = ['ios', 'android'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

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

/** POST /notifications/devices: the app registers its Expo token at login (and on every start). */
export const registerDeviceSchema = z.object({
  token: z
    .string({ error: NOTIFICATION_MESSAGES.tokenInvalid })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.tokenInvalid)
    .max(NOTIFICATION_LIMITS.tokenMax, NOTIFICATION_MESSAGES.tokenInvalid)
    .refine(isExpoPushToken, NOTIFICATION_MESSAGES.tokenInvalid),
  platform: z.enum(devicePlatforms, { error: NOTIFICATION_MESSAGES.platformInvalid }),
});
export type RegisterDeviceInput = z.infer<typeof registerDeviceSchema>;

/** DELETE /notifications/devices/{token} (the app, at logout). */
export const deviceTokenParamsSchema = z.object({
  token: z.string().min(1, NOTIFICATION_MESSAGES.tokenInvalid).max(NOTIFICATION_LIMITS.tokenMax),
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
