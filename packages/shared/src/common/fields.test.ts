import '../zod-setup.ts';
import { describe, expect, it } from 'vitest';
import { optionalText, whatsappNumberSchema } from './fields.ts';

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
