import { z } from '../zod-setup.ts';

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

/** An empty value ('' from a cleared filter or a multipart field, or null) is a missing one. */
export const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A required text: trimmed, not blank (`required`), at most `max` characters (`tooLong`). */
export const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);

/** Whether a YYYY-MM-DD is a day of the calendar (no 30 February). */
export function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A day, YYYY-MM-DD, that exists in the calendar; anything else is refused with `message`, once. Both
 * checks abort: a malformed day is not also checked against the calendar (which repeated the message for
 * '26-02-03'), and an object's refinements that compare days (a range) are skipped while a day is wrong,
 * so a bad day never also reads as a bad range.
 */
export const dayField = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(isRealDay, { error: message, abort: true });

const booleanInvalid = 'El valor debe ser verdadero o falso';

/** Multipart sends every field as text: 'true'/'false' (and '1'/'0'/'on') become booleans. */
export const formBoolean = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: booleanInvalid }),
);

/** A numeric string (multipart, query) becomes a number; anything else is left for the schema to refuse. */
export const numeric = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;

/** A tri-state query filter: absent or empty = no filter; true/'true'/'1' or false/'false'/'0' = one side. */
export const queryFlag = emptyAsMissing(
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: booleanInvalid })
    .transform((v) => v === true || v === 'true' || v === '1'),
);
