import {
  emptyAsMissing,
  formBoolean,
  isRealDay,
  numeric,
  optionalText,
  queryFlag,
  requiredText,
} from '../common/fields.ts';
import { paginationQuerySchema, patchOf } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';
import { EVENTS_LIMITS } from './events.limits.ts';

export { EVENTS_LIMITS };

/** Spec §5 rules, verbatim; [proposed] wording where the spec gives none. */
export const eventMessages = {
  titleRequired: 'El título es requerido',
  summaryRequired: 'El resumen es requerido',
  contentRequired: 'El contenido es requerido',
  dateRequired: 'La fecha es requerida',
  timeRequired: 'La hora es requerida',
  locationRequired: 'La ubicación es requerida',
  capacityMin: 'La capacidad debe ser mayor a 0',
  inPast: 'La fecha y hora no puede ser en el pasado',
  imageTooLarge: 'La imagen no puede superar los 3MB',
  imageType: 'Solo se permiten archivos de imagen',
  // [proposed]
  titleTooLong: `El título no puede superar ${EVENTS_LIMITS.title} caracteres`,
  summaryTooLong: `El resumen no puede superar ${EVENTS_LIMITS.summary} caracteres`,
  contentTooLong: `El contenido no puede superar ${EVENTS_LIMITS.content} caracteres`,
  locationTooLong: `La ubicación no puede superar ${EVENTS_LIMITS.location} caracteres`,
  addressTooLong: `La dirección no puede superar ${EVENTS_LIMITS.address} caracteres`,
  organizerTooLong: `El organizador no puede superar ${EVENTS_LIMITS.organizer} caracteres`,
  imageAltTooLong: `El texto alternativo no puede superar ${EVENTS_LIMITS.imageAlt} caracteres`,
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  timeInvalid: 'La hora no es válida (HH:MM)',
  capacityInvalid: 'La capacidad debe ser un número entero',
  capacityMax: `La capacidad no puede superar ${EVENTS_LIMITS.capacity.max.toLocaleString('es-CO')}`,
  priceInvalid: 'El precio debe ser un número',
  priceNegative: 'El precio no puede ser negativo',
  priceStep: 'El precio debe ir en múltiplos de 1000',
  priceMax: 'El precio es demasiado alto',
  priorityInvalid: 'La prioridad debe ser un número entre 1 y 4',
  categoryInvalid: 'La categoría no es válida',
  statusInvalid: 'El estado no es válido',
  booleanInvalid: 'El valor debe ser verdadero o falso',
  phoneInvalid: 'El teléfono solo puede contener dígitos, espacios, guiones, paréntesis y +',
  phoneTooLong: `El teléfono no puede superar ${EVENTS_LIMITS.contactPhone} caracteres`,
  emailInvalid: 'El correo de contacto no es válido',
  tagsInvalid: 'Las etiquetas no son válidas',
  tagTooLong: `Cada etiqueta puede tener como máximo ${EVENTS_LIMITS.tagMaxLength} caracteres`,
  tooManyTags: `Un evento puede tener como máximo ${EVENTS_LIMITS.maxTags} etiquetas`,
  imageUrlInvalid: 'La dirección de la imagen no es válida',
  deadlineAfterEvent: 'La fecha límite de inscripción no puede ser posterior a la fecha del evento',
  dateRangeInvalid: 'La fecha inicial no puede ser posterior a la final',
  monthInvalid: 'El mes no es válido (AAAA-MM)',
  searchTooLong: 'La búsqueda no puede superar 100 caracteres',
  formatInvalid: 'El formato debe ser csv o xlsx',
} as const;

/** Spec §3 categories (the value `niños` goes URL-encoded in a query); names, emojis, colours in events.labels.ts. */
export const eventCategories = [
  'conferencia',
  'retiro',
  'curso',
  'concierto',
  'seminario',
  'evento-especial',
  'juventud',
  'niños',
  'default',
] as const;
export type EventCategory = (typeof eventCategories)[number];

/** Spec §4: the administrator picks the status freely. */
export const eventStatuses = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** Spec §4: an event of these statuses takes no interest (nor its withdrawal). */
export const CLOSED_EVENT_STATUSES: readonly EventStatus[] = ['completed', 'cancelled'];

/**
 * A date-only value (spec §9): YYYY-MM-DD, or the same day at midnight UTC as the API answers it
 * (2026-12-05T00:00:00.000Z), so a client may send back what it read. Output: YYYY-MM-DD.
 */
export const eventDayField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}(T00:00(:00(\.000)?)?Z)?$/, eventMessages.dateInvalid)
    .transform((v) => v.slice(0, 10))
    .refine(isRealDay, eventMessages.dateInvalid);

/** A 24-hour time, HH:MM (the screen shows it as 12-hour AM/PM, spec §9). */
const timeField = z
  .string({ error: eventMessages.timeRequired })
  .trim()
  .min(1, { error: eventMessages.timeRequired, abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, eventMessages.timeInvalid);

/** Tags: an array, or the JSON text of one (multipart, spec §7), or a comma list; lower-cased, no repeats. */
const tagsField = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      if (v.length > EVENTS_LIMITS.tagListMaxLength) return v; // refused below, never parsed
      const text = v.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return v;
        }
      }
      return text === '' ? [] : text.split(',');
    },
    z.array(
      z
        .string({ error: eventMessages.tagsInvalid })
        .trim()
        .max(EVENTS_LIMITS.tagMaxLength, eventMessages.tagTooLong),
      {
        error: eventMessages.tagsInvalid,
      },
    ),
  )
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.string()).max(EVENTS_LIMITS.maxTags, eventMessages.tooManyTags));

/** Null, empty or 0 → free (null); otherwise whole pesos in steps of 1000. */
const priceField = z
  .preprocess(
    (v) =>
      v === '' || v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
        ? null
        : numeric(v),
    z
      .number({ error: eventMessages.priceInvalid })
      .min(0, eventMessages.priceNegative)
      .max(EVENTS_LIMITS.price.max, eventMessages.priceMax)
      .refine((p) => p % EVENTS_LIMITS.price.step === 0, eventMessages.priceStep)
      .nullable(),
  )
  .transform((p) => (p === 0 ? null : p));

const capacityField = z.preprocess(
  numeric,
  z
    .number({ error: eventMessages.capacityInvalid })
    .int(eventMessages.capacityInvalid)
    .min(EVENTS_LIMITS.capacity.min, eventMessages.capacityMin)
    .max(EVENTS_LIMITS.capacity.max, eventMessages.capacityMax),
);

const priorityField = z.preprocess(
  numeric,
  z
    .number({ error: eventMessages.priorityInvalid })
    .int(eventMessages.priorityInvalid)
    .min(EVENTS_LIMITS.priority.min, eventMessages.priorityInvalid)
    .max(EVENTS_LIMITS.priority.max, eventMessages.priorityInvalid),
);

const contactPhone = z
  .string()
  .trim()
  .max(EVENTS_LIMITS.contactPhone, eventMessages.phoneTooLong)
  .regex(/^\+?[\d\s()-]*$/, eventMessages.phoneInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

const contactEmail = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z
      .email({ error: eventMessages.emailInvalid })
      .max(EVENTS_LIMITS.contactEmail, eventMessages.emailInvalid)
      .nullish(),
  )
  .transform((v) => v ?? null);

/**
 * The fields of an event (spec §3, §5). POST /community/admin/events takes them as JSON, or as
 * multipart with an optional `imageFile` (≤ 3MB, JPEG/PNG/WebP) and the arrays (tags) as JSON text.
 * Optional texts: trimmed, empty → null (so a PATCH sending '' or null clears them). The registration
 * deadline is kept only when registration is required (the server stores null otherwise); it may not
 * fall after the event's date. "Not in the past" depends on the clock, so it is not here: the browser
 * checks the person's own now (isEventMomentPast), the server the moment everywhere
 * (isEventMomentPastEverywhere), on create and on an edit that changes the date or the time.
 */
export const eventFieldsSchema = z.object({
  title: requiredText(EVENTS_LIMITS.title, eventMessages.titleRequired, eventMessages.titleTooLong),
  summary: requiredText(EVENTS_LIMITS.summary, eventMessages.summaryRequired, eventMessages.summaryTooLong),
  content: requiredText(EVENTS_LIMITS.content, eventMessages.contentRequired, eventMessages.contentTooLong),
  category: emptyAsMissing(z.enum(eventCategories, { error: eventMessages.categoryInvalid })).transform(
    (v) => v ?? 'default',
  ),
  eventDate: eventDayField(eventMessages.dateRequired),
  eventTime: timeField,
  location: requiredText(
    EVENTS_LIMITS.location,
    eventMessages.locationRequired,
    eventMessages.locationTooLong,
  ),
  address: optionalText(EVENTS_LIMITS.address, eventMessages.addressTooLong),
  capacity: capacityField.default(EVENTS_LIMITS.capacity.default),
  price: priceField.default(null),
  contactPhone,
  contactEmail,
  tags: tagsField.default([]),
  featured: formBoolean.default(false),
  status: z.enum(eventStatuses, { error: eventMessages.statusInvalid }).default('upcoming'),
  organizer: optionalText(EVENTS_LIMITS.organizer, eventMessages.organizerTooLong),
  requiresRegistration: formBoolean.default(false),
  registrationDeadline: z
    .preprocess(
      (v) => (v === '' || v === null ? null : v),
      eventDayField(eventMessages.dateInvalid).nullish(),
    )
    .transform((v) => v ?? null),
  priority: priorityField.default(EVENTS_LIMITS.priority.default),
  isActive: formBoolean.default(true),
  /** Only an external http(s) address, or null to remove the image; uploads go as imageFile. */
  imageUrl: z
    .string()
    .trim()
    .max(500, eventMessages.imageUrlInvalid)
    .regex(/^https?:\/\//, eventMessages.imageUrlInvalid)
    .nullish(),
  imageAlt: optionalText(EVENTS_LIMITS.imageAlt, eventMessages.imageAltTooLong),
});

/** The create body: the fields, with the deadline rule (no later than the event's day). */
export const eventBodySchema = eventFieldsSchema.refine(
  (e) => !e.requiresRegistration || !e.registrationDeadline || e.registrationDeadline <= e.eventDate,
  { message: eventMessages.deadlineAfterEvent, path: ['registrationDeadline'] },
);
export type EventBody = z.input<typeof eventFieldsSchema>;
export type EventValues = z.output<typeof eventFieldsSchema>;

/**
 * PATCH /community/admin/events/{id} (JSON or multipart): any field; a field left out keeps its stored
 * value. The server checks the deadline rule and "not in the past" against the merged event.
 */
export const eventPatchSchema = patchOf(eventFieldsSchema);
export type EventPatch = z.input<typeof eventPatchSchema>;

/**
 * GET /community/admin/events (spec §7): filters and the page (50, spec §9). Order: the events still to
 * come first (date and time ascending, from today in Bogotá), then the past ones (newest first); ties by
 * id (ascending among the coming ones, descending among the past ones). includeInactive=true lists hidden events too (the page always asks it). tags: JSON array text or a
 * comma list; an event matches with any of them. startDate/endDate: inclusive days of eventDate. search:
 * title, summary, location or organizer contain it, in any case, with or without accents.
 */
export const eventsQuerySchema = paginationQuerySchema
  .extend({
    limit: paginationQuerySchema.shape.limit.default(EVENTS_LIMITS.pageSize),
    category: emptyAsMissing(z.enum(eventCategories, { error: eventMessages.categoryInvalid })),
    status: emptyAsMissing(z.enum(eventStatuses, { error: eventMessages.statusInvalid })),
    featured: queryFlag,
    includeInactive: queryFlag,
    search: emptyAsMissing(z.string().trim().max(100, eventMessages.searchTooLong)),
    startDate: emptyAsMissing(eventDayField(eventMessages.dateInvalid)),
    endDate: emptyAsMissing(eventDayField(eventMessages.dateInvalid)),
    tags: emptyAsMissing(tagsField),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: eventMessages.dateRangeInvalid,
    path: ['endDate'],
  });
export type EventsQuery = z.output<typeof eventsQuerySchema>;

/** GET /community/events (the app): the upcoming active events, featured first, then by date and time. */
export const appEventsQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(EVENTS_LIMITS.appPageSize),
  category: emptyAsMissing(z.enum(eventCategories, { error: eventMessages.categoryInvalid })),
});

/** GET /community/admin/events/{id}/statistics: a page of the people interested, newest first. */
export const interestedQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(EVENTS_LIMITS.interestedPageSize),
});

/** GET /community/admin/events/{id}/statistics/export?format=csv|xlsx: every person interested, as a file. */
export const interestedExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: eventMessages.formatInvalid }).default('csv'),
});

/** GET /community/admin/events/calendar?month=YYYY-MM: the events of one month (Bogotá days). */
export const eventsCalendarQuerySchema = z.object({
  month: z
    .string({ error: eventMessages.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, eventMessages.monthInvalid),
});
