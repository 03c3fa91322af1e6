import { optionalText, whatsappNumberSchema } from '../common/fields.ts';
import { ID_MAX_LENGTH } from '../common/limits.ts';
import { pageOf, paginationQuerySchema, patchOf, queryBoolean } from '../common/pagination.schemas.ts';
import { imageMessages } from '../images/image-rules.ts';
import { z } from '../zod-setup.ts';

export const NEWS_LIMITS = {
  title: { min: 10, max: 100 },
  summary: { min: 20, max: 200 },
  content: { min: 50, max: 2000 },
  priority: { min: 1, max: 4, default: 3 },
  /** Priorities up to this one are slice cards (spec: "3 or lower"). */
  sliceCardMaxPriority: 3,
  newBadgeDays: 7,
  homeSlots: 4,
  maxTags: 10,
  tagMaxLength: 30,
  recentPageSize: 5,
  /** A comma-separated tag list (multipart, or the list's filter) before it is split. */
  tagListMaxLength: 1000,
} as const;

const viewTypes = ['RECENT', 'ACTUALIDAD', 'BOTH'] as const;
const newsSortFields = ['priority', 'createdAt', 'publishedAt', 'title'] as const;

/** Accepts real booleans and the strings a multipart form sends. */
const formBoolean = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v,
  z.boolean({ error: 'El valor debe ser verdadero o falso' }),
);

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const dateMessage = 'La fecha del evento no es válida';

/** A real calendar day (no 30 February), optionally followed by a time. */
function isRealDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const priorityMessage = 'La prioridad debe ser un número entre 1 y 4';
/**
 * A priority from 1 to 4: a number, or the numeric string a multipart form or a query sends. An
 * empty value is a missing one; anything else (true, [], 'alta') is refused, never coerced.
 */
const priorityField = z.preprocess(
  (v) => {
    if (v === '' || v === null) return undefined;
    if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
    return v;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'La prioridad es requerida' : priorityMessage),
    })
    .int(priorityMessage)
    .min(NEWS_LIMITS.priority.min, priorityMessage)
    .max(NEWS_LIMITS.priority.max, priorityMessage),
);

/** The ids of the built-in categories (the names, emojis and colours are in news.constants). */
export const newsCategoryIds = [
  'cultos',
  'eventos',
  'anuncios',
  'jovenes',
  'misiones',
  'oracion',
  'testimonios',
] as const;
export type NewsCategoryId = (typeof newsCategoryIds)[number];

const tagTooLong = `Cada etiqueta puede tener como máximo ${NEWS_LIMITS.tagMaxLength} caracteres`;
const tooManyTags = `Una noticia puede tener como máximo ${NEWS_LIMITS.maxTags} etiquetas`;
const tagListTooLong = `Las etiquetas no pueden superar ${NEWS_LIMITS.tagListMaxLength} caracteres`;

export const newsFieldsSchema = z.object({
  title: z
    .string({ error: 'El título es requerido' })
    .trim()
    .min(1, { error: 'El título es requerido', abort: true })
    .min(NEWS_LIMITS.title.min, 'El título debe tener al menos 10 caracteres')
    .max(NEWS_LIMITS.title.max, 'El título no puede superar 100 caracteres'),
  summary: z
    .string({ error: 'El resumen es requerido' })
    .trim()
    .min(1, { error: 'El resumen es requerido', abort: true })
    .min(NEWS_LIMITS.summary.min, 'El resumen debe tener al menos 20 caracteres')
    .max(NEWS_LIMITS.summary.max, 'El resumen no puede superar 200 caracteres'),
  content: z
    .string({ error: 'El contenido es requerido' })
    .trim()
    .min(1, { error: 'El contenido es requerido', abort: true })
    .min(NEWS_LIMITS.content.min, 'El contenido debe tener al menos 50 caracteres')
    .max(NEWS_LIMITS.content.max, 'El contenido no puede superar 2000 caracteres'),
  priority: priorityField,
  imageAlt: optionalText(200, 'El texto alternativo no puede superar 200 caracteres'),
  /** Only an external http(s) address, or null to remove the image; uploads go as imageFile. */
  imageUrl: z
    .string()
    .trim()
    .max(500, 'La dirección de la imagen no puede superar 500 caracteres')
    .regex(/^https?:\/\//, 'La dirección de la imagen no es válida')
    .nullish(),
  isActive: formBoolean.default(true),
  /** The event date (YYYY-MM-DD or an ISO date-time). */
  publishedAt: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string({ error: dateMessage }).trim().max(40, dateMessage).refine(isRealDate, dateMessage).nullish(),
    )
    .transform((v) => v ?? null),
  eventTime: z
    .string()
    .trim()
    .max(5, 'La hora del evento no es válida (HH:MM)')
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'La hora del evento no es válida (HH:MM)')
    .nullish()
    .transform((v) => (v ? v : null)),
  location: optionalText(200, 'El lugar no puede superar 200 caracteres'),
  contactPerson: optionalText(100, 'El contacto no puede superar 100 caracteres'),
  whatsappNumber: whatsappNumberSchema,
  /** One of the built-in categories (newsCategoryIds), or none. */
  category: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
      z.enum(newsCategoryIds, { error: 'La categoría no es válida' }).nullish(),
    )
    .transform((v) => v ?? null),
  /** Free tags, lower-cased and without repeats: an array, or comma-separated (multipart). */
  tags: z
    .union(
      [
        z.array(z.string().trim().max(NEWS_LIMITS.tagMaxLength, tagTooLong)),
        z.string().max(NEWS_LIMITS.tagListMaxLength, tagListTooLong),
      ],
      { error: 'Las etiquetas no son válidas' },
    )
    .optional()
    .transform((v) => [
      ...new Set(
        (typeof v === 'string' ? v.split(',') : (v ?? [])).map((t) => t.trim().toLowerCase()).filter(Boolean),
      ),
    ])
    .pipe(
      z.array(z.string().max(NEWS_LIMITS.tagMaxLength, tagTooLong)).max(NEWS_LIMITS.maxTags, tooManyTags),
    ),
  viewType: z.enum(viewTypes, { error: 'El tipo de vista no es válido' }).default('BOTH'),
  isSliceCard: formBoolean.optional(),
});
export type NewsValues = z.output<typeof newsFieldsSchema>;
export const newsPatchSchema = patchOf(newsFieldsSchema);

export const priorityBodySchema = z.object({ priority: priorityField });

const neighbourId = z
  .string({ error: 'La noticia vecina no es válida' })
  .max(ID_MAX_LENGTH, 'La noticia no existe')
  .nullable()
  .default(null);

/**
 * A drag in the news table (PUT /community/news/{id}/position): the item shown just above the drop
 * and the one just below (null at an end of the list). The item takes a priority within theirs (its
 * own when it fits, else the nearest) and its place between them; `priority` asks for one explicitly
 * (the way back of 'Deshacer'), and must lie between the neighbours' priorities.
 */
export const newsPositionBodySchema = z.object({
  afterId: neighbourId,
  beforeId: neighbourId,
  priority: priorityField.optional(),
});
export type NewsPositionBody = z.output<typeof newsPositionBodySchema>;

export const newsQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  includeInactive: queryBoolean.optional(),
  sortBy: z.enum(newsSortFields, { error: 'El orden no es válido' }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: 'El sentido del orden no es válido' }).optional(),
  viewType: z.enum(viewTypes, { error: 'El tipo de vista no es válido' }).optional(),
  category: z.string().trim().max(40, 'La categoría no puede superar 40 caracteres').optional(),
  tags: z.string().trim().max(200, 'Las etiquetas no pueden superar 200 caracteres').optional(),
  priority: z.preprocess((v) => (v === '' ? undefined : v), priorityField.optional()),
});

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  priority: z.number().int(),
  /** The place within its priority, smallest first (the table's order; see compareNews). */
  position: z.number(),
  imageAlt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  contactPerson: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  isActive: z.boolean(),
  publishedAt: z.string().nullable(),
  eventTime: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  viewType: z.enum(viewTypes),
  isSliceCard: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /community/news: a page of news items. */
export const newsPageSchema = pageOf(newsItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  color: z.string(),
  count: z.number().int(),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;
export const newsTagSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type NewsTag = z.infer<typeof newsTagSchema>;

/** The body limit of POST /community/news/process-image: a 10MB image in base64, and some room. */
export const PROCESS_IMAGE_MAX_BODY = 15 * 1024 * 1024;

export const processImageBodySchema = z.object({
  imageBase64: z
    .string({ error: 'La imagen es requerida' })
    .min(1, 'La imagen es requerida')
    // The route's body limit: a bigger image never gets this far (the server answers 413 first).
    .max(PROCESS_IMAGE_MAX_BODY, imageMessages.tooLarge),
});
export const processedImageSchema = z.object({
  base64: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeKB: z.number(),
  format: z.literal('jpeg'),
});
