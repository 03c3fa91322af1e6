import { z } from 'zod';
import { paginationQuerySchema, patchOf, queryBoolean } from '../common/pagination.schemas.ts';

export const NEWS_LIMITS = {
  title: { min: 10, max: 100 },
  summary: { min: 20, max: 200 },
  content: { min: 50, max: 2000 },
  priority: { min: 1, max: 4, default: 3, renumberCap: 4 },
  /** Priorities up to this one are slice cards (spec: "3 or lower"). */
  sliceCardMaxPriority: 3,
  newBadgeDays: 7,
  homeSlots: 4,
  recentPageSize: 5,
} as const;

export const viewTypes = ['RECENT', 'ACTUALIDAD', 'BOTH'] as const;
export const newsSortFields = ['priority', 'createdAt', 'publishedAt', 'title'] as const;

/** Accepts real booleans and the strings a multipart form sends. */
const formBoolean = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v,
  z.boolean({ error: 'El valor debe ser verdadero o falso' }),
);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const datePattern = /^\d{4}-\d{2}-\d{2}/;

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
  priority: z.coerce
    .number({ error: 'La prioridad es requerida' })
    .int('La prioridad debe ser un número entre 1 y 4')
    .min(NEWS_LIMITS.priority.min, 'La prioridad debe ser un número entre 1 y 4')
    .max(NEWS_LIMITS.priority.max, 'La prioridad debe ser un número entre 1 y 4'),
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
    .string()
    .trim()
    .regex(datePattern, 'La fecha del evento no es válida')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'La fecha del evento no es válida')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => (v ? v : null)),
  eventTime: z
    .string()
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'La hora del evento no es válida (HH:MM)')
    .nullish()
    .transform((v) => (v ? v : null)),
  location: optionalText(200, 'El lugar no puede superar 200 caracteres'),
  contactPerson: optionalText(100, 'El contacto no puede superar 100 caracteres'),
  whatsappNumber: z
    .string()
    .trim()
    .max(20, 'El número de WhatsApp no puede superar 20 caracteres')
    .regex(/^\+?[\d\s-]*$/, 'El número de WhatsApp solo puede contener dígitos, espacios, guiones y +')
    .nullish()
    .transform((v) => (v ? v : null)),
  category: optionalText(40, 'La categoría no es válida'),
  tags: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) =>
      [
        ...new Set(
          (typeof v === 'string' ? v.split(',') : (v ?? []))
            .map((t) => t.trim().toLowerCase())
            .filter(Boolean),
        ),
      ].slice(0, 10),
    ),
  viewType: z.enum(viewTypes, { error: 'El tipo de vista no es válido' }).default('BOTH'),
  isSliceCard: formBoolean.optional(),
});
export type NewsBody = z.input<typeof newsFieldsSchema>;
export type NewsValues = z.output<typeof newsFieldsSchema>;
export const newsPatchSchema = patchOf(newsFieldsSchema);

export const priorityBodySchema = z.object({
  priority: z.coerce
    .number({ error: 'La prioridad es requerida' })
    .int('La prioridad debe ser un número entre 1 y 4')
    .min(1, 'La prioridad debe ser un número entre 1 y 4')
    .max(4, 'La prioridad debe ser un número entre 1 y 4'),
});

export const newsQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  includeInactive: queryBoolean.optional(),
  sortBy: z.enum(newsSortFields, { error: 'El orden no es válido' }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: 'El sentido del orden no es válido' }).optional(),
  viewType: z.enum(viewTypes, { error: 'El tipo de vista no es válido' }).optional(),
  category: z.string().trim().max(40).optional(),
  tags: z.string().trim().max(200).optional(),
  priority: z.coerce
    .number()
    .int()
    .min(1, 'La prioridad debe ser un número entre 1 y 4')
    .max(4, 'La prioridad debe ser un número entre 1 y 4')
    .optional(),
});

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  priority: z.number().int(),
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

export const processImageBodySchema = z.object({
  imageBase64: z.string({ error: 'La imagen es requerida' }).min(1, 'La imagen es requerida'),
});
export const processedImageSchema = z.object({
  base64: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeKB: z.number(),
  format: z.literal('jpeg'),
});
export type ProcessedImage = z.infer<typeof processedImageSchema>;
