import '../zod-setup.ts';
import { describe, expect, it } from 'vitest';
import { dayField, isRealDay, optionalText, whatsappNumberSchema } from './fields.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('optional text', () => {
  const schema = optionalText(5, 'El texto no puede superar 5 caracteres');

  it('trims, and turns empty, blank or missing into null', () => {
    expect(schema.parse(' abc ')).toBe('abc');
    for (const empty of ['', '   ', null, undefined]) expect(schema.parse(empty)).toBeNull();
  });

  it('refuses a longer text with the given message', () => {
    expect(messages(schema.safeParse('abcdef'))).toEqual(['El texto no puede superar 5 caracteres']);
  });
});

describe('WhatsApp number (every domain)', () => {
  it('keeps digits, spaces, dashes and a leading +; empty is null', () => {
    expect(whatsappNumberSchema.parse(' +57 300-111 2233 ')).toBe('+57 300-111 2233');
    for (const empty of ['', ' ', null, undefined]) expect(whatsappNumberSchema.parse(empty)).toBeNull();
  });

  it('refuses letters and long numbers with the Spanish messages', () => {
    expect(messages(whatsappNumberSchema.safeParse('llámame'))).toEqual([
      'El número de WhatsApp solo puede contener dígitos, espacios, guiones y +',
    ]);
    expect(messages(whatsappNumberSchema.safeParse('1'.repeat(21)))).toEqual([
      'El número de WhatsApp no puede superar 20 caracteres',
    ]);
  });
});

describe('a day of the calendar', () => {
  it('knows each month’s length and the Gregorian leap years', () => {
    for (const day of ['2026-01-31', '2026-04-30', '2024-02-29', '2000-02-29', '2026-12-31', '0100-01-01'])
      expect(isRealDay(day), day).toBe(true);
    for (const day of [
      '2026-02-29',
      '1900-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-11-31',
      '2026-00-10',
      '2026-13-01',
      '2026-01-00',
      '2026-01-32',
      // Date.UTC reads years 0-99 as 1900-1999: these were never days here.
      '0099-01-01',
      '0000-01-01',
    ])
      expect(isRealDay(day), day).toBe(false);
  });

  it('refuses a day that is not in the calendar with the given message', () => {
    const schema = dayField('La fecha no es válida');
    expect(schema.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '2026-2-3', '26-02-03', '2026-02-3x', '', 20260203])
      expect(messages(schema.safeParse(bad)), String(bad)).toEqual(['La fecha no es válida']);
  });
});
