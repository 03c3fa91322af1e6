import { describe, expect, it } from 'vitest';
import { describePushErrors, successRateOf } from './notifications.labels.ts';
import {
  cleanupParamsSchema,
  isExpoPushToken,
  registerDeviceSchema,
  sendNotificationSchema,
} from './notifications.schemas.ts';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('notification contract', () => {
  it('trims and bounds the title and the message with the spec texts', () => {
    expect(sendNotificationSchema.parse({ title: '  Hola ', message: ' Culto ', communityId: 'c' })).toEqual({
      title: 'Hola',
      message: 'Culto',
      communityId: 'c',
    });
    expect(
      messagesOf(sendNotificationSchema.safeParse({ title: '   ', message: '', communityId: '' })),
    ).toEqual([
      'El título es obligatorio',
      'El mensaje es obligatorio',
      'Error: ID de comunidad no encontrado',
    ]);
    expect(
      messagesOf(
        sendNotificationSchema.safeParse({
          title: 'x'.repeat(51),
          message: 'y'.repeat(201),
          communityId: 'c',
        }),
      ),
    ).toEqual(['El título no puede exceder 50 caracteres', 'El mensaje no puede exceder 200 caracteres']);
    expect(
      sendNotificationSchema.safeParse({ title: 'x'.repeat(50), message: 'y'.repeat(200), communityId: 'c' })
        .success,
    ).toBe(true);
  });

  it('accepts Expo tokens only', () => {
    expect(isExpoPushToken('ExponentPushToken[abcdefghijklmnopqrstuv]')).toBe(true);
    expect(isExpoPushToken('ExpoPushToken[x]')).toBe(true);
    expect(isExpoPushToken('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isExpoPushToken('ExponentPushToken[abc')).toBe(false);
    expect(isExpoPushToken('fcm:abc')).toBe(false);
    expect(registerDeviceSchema.safeParse({ token: 'nope', platform: 'ios' }).success).toBe(false);
    expect(
      messagesOf(registerDeviceSchema.safeParse({ token: 'ExpoPushToken[a]', platform: 'windows' })),
    ).toEqual(['La plataforma debe ser ios, android o web']);
  });

  it('accepts a browser’s Web Push subscription as its toJSON() gives it', () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
      keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
    expect(registerDeviceSchema.parse({ platform: 'web', subscription })).toEqual({
      platform: 'web',
      subscription,
    });
    const invalid = 'La suscripción a las notificaciones web no es válida';
    for (const wrong of [
      { ...subscription, endpoint: 'ftp://push.example/x' },
      { ...subscription, endpoint: 'https://user:pw@push.example/x' },
      { ...subscription, endpoint: `https://push.example/${'x'.repeat(1000)}` },
      { ...subscription, keys: { ...subscription.keys, p256dh: `A${'a'.repeat(86)}` } },
      { ...subscription, keys: { ...subscription.keys, auth: 'short' } },
      { endpoint: subscription.endpoint },
    ]) {
      expect(messagesOf(registerDeviceSchema.safeParse({ platform: 'web', subscription: wrong }))).toEqual([
        invalid,
      ]);
    }
    expect(
      messagesOf(registerDeviceSchema.safeParse({ token: 'ExpoPushToken[a]', platform: 'web' })),
    ).toEqual([invalid]);
  });

  it('reads the cleanup age with the default of 30 days', () => {
    expect(cleanupParamsSchema.parse({})).toEqual({ days: 30 });
    expect(cleanupParamsSchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(cleanupParamsSchema.safeParse({ days: '0' }).success).toBe(false);
    expect(cleanupParamsSchema.safeParse({ days: '1.5' }).success).toBe(false);
  });

  it('describes failures in Spanish and rounds the success rate', () => {
    expect(describePushErrors({ ExpoServerError: 100, DeviceNotRegistered: 1 })).toEqual([
      'Dispositivo no registrado (desactivado): 1 dispositivo',
      'Error del servicio de Expo: 100 dispositivos',
    ]);
    expect(successRateOf(2, 3)).toBe(66.7);
    expect(successRateOf(0, 0)).toBe(100);
  });
});
