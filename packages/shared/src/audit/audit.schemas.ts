import { pageOf, paginationQuerySchema } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';
import { auditActions, auditObjectTypes } from './audit.constants.ts';

const DATE_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD';

/** A calendar day, YYYY-MM-DD, that exists (no 2025-02-30). */
const daySchema = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, DATE_MESSAGE);

/** An IANA time zone ('America/Bogota', 'UTC'): the days of `from` and `to` are that zone's days. */
const timeZoneSchema = z
  .string()
  .max(64, 'La zona horaria no es válida')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'La zona horaria no es válida');

/**
 * GET /audit-log: newest first, filtered by who acted, the kind of object, and a range of days
 * (both inclusive, in `tz`, UTC by default: the browser sends the person's own zone).
 */
export const auditLogQuerySchema = paginationQuerySchema
  .extend({
    actorId: z.uuid('La persona seleccionada no es válida').optional(),
    objectType: z.enum(auditObjectTypes, { error: 'El tipo de objeto no es válido' }).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    tz: timeZoneSchema.default('UTC'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'La fecha final no puede ser anterior a la inicial',
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** Who acted: their account (null once it is removed) and their name when they acted. */
const auditActorSchema = z.object({ id: z.string().nullable(), name: z.string() });

/**
 * One entry. `changes` holds the fields set (create), `{from, to}` per changed field (update), or
 * what identifies a deleted object (delete); never secrets or image bytes.
 */
const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: auditActorSchema,
  action: z.enum(auditActions),
  objectType: z.enum(auditObjectTypes),
  objectId: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = pageOf(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The people who appear in the community's log (the actor filter), by name. */
const auditActorOptionSchema = z.object({ id: z.string(), name: z.string() });
export const auditActorsSchema = z.array(auditActorOptionSchema);
export type AuditActorOption = z.infer<typeof auditActorOptionSchema>;

/** An update's entry records each changed field as {from, to}. */
interface AuditFieldChange {
  from: unknown;
  to: unknown;
}

export function isFieldChange(value: unknown): value is AuditFieldChange {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 2 &&
    'from' in value &&
    'to' in value
  );
}
