import { z } from 'zod';

/**
 * An optional text of at most `max` characters, trimmed; empty, blank or missing becomes null (so a
 * PATCH that sends '' clears the stored value).
 */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const whatsappMessages = {
  tooLong: 'El número de WhatsApp no puede superar 20 caracteres',
  invalid: 'El número de WhatsApp solo puede contener dígitos, espacios, guiones y +',
} as const;

/**
 * A WhatsApp number, the same rule in every domain that has one: at most 20 characters of digits,
 * spaces and dashes, optionally after a leading +; empty or missing becomes null.
 */
export const whatsappNumberSchema = z
  .string()
  .trim()
  .max(20, whatsappMessages.tooLong)
  .regex(/^\+?[\d\s-]*$/, whatsappMessages.invalid)
  .nullish()
  .transform((v) => (v ? v : null));
