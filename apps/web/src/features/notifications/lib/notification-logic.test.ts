import type { BroadcastItem, SendResult } from '@koinonia/shared/notifications/notifications-read.schemas';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  counterState,
  isFinished,
  messageCounter,
  outcomeOfBroadcast,
  outcomeOfSend,
  platformRows,
  progressOf,
  titleCounter,
  validateSend,
} from './notification-logic';
import { centreTexts } from './notification-texts';

const broadcast = (over: Partial<BroadcastItem> = {}): BroadcastItem => ({
  id: 'b1',
  title: 'Culto',
  message: 'Domingo 9 am',
  status: 'SENDING',
  total: 320,
  sent: 0,
  failed: 0,
  delivered: 0,
  undelivered: 0,
  successRate: 0,
  errors: [],
  errorCounts: {},
  createdBy: { id: 'u1', name: 'Pastor' },
  createdAt: '2026-01-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

describe('counters', () => {
  it('warn above 40 of 50 for the title and above 180 of 200 for the message (spec §9)', () => {
    expect(titleCounter('x'.repeat(40))).toEqual({ count: 40, max: 50, level: 'ok' });
    expect(titleCounter('x'.repeat(41)).level).toBe('warning');
    expect(titleCounter('x'.repeat(50)).level).toBe('warning');
    expect(titleCounter('x'.repeat(51)).level).toBe('over');
    expect(messageCounter('y'.repeat(180)).level).toBe('ok');
    expect(messageCounter('y'.repeat(181))).toEqual({ count: 181, max: 200, level: 'warning' });
    expect(messageCounter('y'.repeat(201)).level).toBe('over');
  });

  it('count what is sent: the trimmed text', () => {
    expect(counterState(`  ${'x'.repeat(41)}  `, 50, 40).count).toBe(41);
    expect(counterState('   ', 50, 40)).toEqual({ count: 0, max: 50, level: 'ok' });
  });
});

describe('send form', () => {
  it('trims the values and adds the community', () => {
    expect(validateSend({ title: '  Culto ', message: ' Domingo ' }, 'c1')).toEqual({
      ok: true,
      body: { title: 'Culto', message: 'Domingo', communityId: 'c1' },
    });
  });

  it('answers each problem as a message to toast, the missing community included', () => {
    expect(validateSend({ title: 'x'.repeat(51), message: 'y'.repeat(201) }, 'c1')).toEqual({
      ok: false,
      messages: ['El título no puede exceder 50 caracteres', 'El mensaje no puede exceder 200 caracteres'],
    });
    expect(validateSend({ title: 'Hola', message: 'Culto' }, null)).toEqual({
      ok: false,
      messages: ['Error: ID de comunidad no encontrado'],
    });
  });

  it('disables submit while a trimmed field is empty, no device is active or a send runs', () => {
    const filled = { title: 'Hola', message: 'Culto' };
    expect(canSubmit(filled, 3, false)).toBe(true);
    expect(canSubmit({ ...filled, title: '   ' }, 3, false)).toBe(false);
    expect(canSubmit({ ...filled, message: '' }, 3, false)).toBe(false);
    expect(canSubmit(filled, 0, false)).toBe(false);
    expect(canSubmit(filled, 3, true)).toBe(false);
  });

  it('words the button and the toasts as the spec does', () => {
    expect(centreTexts.sendButton(320)).toBe('Enviar a 320 Dispositivos');
    expect(centreTexts.sent(12)).toBe('Notificación enviada a 12 dispositivos');
    expect(centreTexts.cleaned(7)).toBe('Se eliminaron 7 tokens antiguos');
    expect(centreTexts.cleaned(1)).toBe('Se eliminó 1 token antiguo');
  });
});

describe('results and progress', () => {
  it('a 200 answer (COMPLETED) is the result; a 202 (QUEUED or SENDING) goes on', () => {
    const done: SendResult = {
      sent: 9,
      total: 10,
      successRate: 90,
      errors: ['Dispositivo no registrado (desactivado): 1 dispositivo'],
      broadcast: broadcast({ status: 'COMPLETED', total: 10, sent: 9, failed: 1 }),
    };
    expect(isFinished(done)).toBe(true);
    expect(outcomeOfSend(done)).toEqual({
      id: 'b1',
      sent: 9,
      total: 10,
      successRate: 90,
      errors: ['Dispositivo no registrado (desactivado): 1 dispositivo'],
    });
    expect(isFinished({ status: 'QUEUED', total: 10, broadcast: broadcast({ status: 'QUEUED' }) })).toBe(
      false,
    );
    expect(isFinished({ status: 'SENDING', total: 10, broadcast: broadcast({ status: 'SENDING' }) })).toBe(
      false,
    );
  });

  it('reads the finished broadcast as the result box', () => {
    const b = broadcast({ status: 'COMPLETED', sent: 300, failed: 20, successRate: 93.8, errors: ['x'] });
    expect(outcomeOfBroadcast(b)).toEqual({
      id: 'b1',
      sent: 300,
      total: 320,
      successRate: 93.8,
      errors: ['x'],
    });
  });

  it('counts sent and failed devices as done, split in the bar', () => {
    expect(progressOf({ total: 320, sent: 0, failed: 0 })).toMatchObject({ done: 0, percent: 0 });
    const p = progressOf({ total: 320, sent: 150, failed: 10 });
    expect(p).toMatchObject({ done: 160, total: 320, percent: 50, sent: 150, failed: 10 });
    expect(p.sentShare).toBeCloseTo(46.875);
    expect(p.failedShare).toBeCloseTo(3.125);
    expect(progressOf({ total: 3, sent: 2, failed: 0 }).percent).toBe(66);
    expect(progressOf({ total: 320, sent: 320, failed: 0 })).toMatchObject({ done: 320, percent: 100 });
  });

  it('never draws past the whole bar, nor divides by zero', () => {
    expect(progressOf({ total: 10, sent: 8, failed: 5 })).toMatchObject({
      done: 10,
      percent: 100,
      sentShare: 80,
      failedShare: 20,
    });
    expect(progressOf({ total: 0, sent: 0, failed: 0 })).toMatchObject({ done: 0, percent: 0, sentShare: 0 });
  });
});

describe('platform breakdown', () => {
  it('one row a platform (iOS, Android, Web) with its active and inactive counts', () => {
    expect(
      platformRows([
        { platform: 'web', isActive: true, _count: 30 },
        { platform: 'android', isActive: true, _count: 150 },
        { platform: 'ios', isActive: false, _count: 4 },
        { platform: 'android', isActive: false, _count: 12 },
        { platform: 'ios', isActive: true, _count: 140 },
      ]),
    ).toEqual([
      { platform: 'ios', label: 'iOS', active: 140, inactive: 4 },
      { platform: 'android', label: 'Android', active: 150, inactive: 12 },
      { platform: 'web', label: 'Web', active: 30, inactive: 0 },
    ]);
  });

  it('leaves out a platform without devices', () => {
    expect(platformRows([{ platform: 'android', isActive: true, _count: 2 }])).toEqual([
      { platform: 'android', label: 'Android', active: 2, inactive: 0 },
    ]);
    expect(platformRows([])).toEqual([]);
  });
});
