import { dayField, emptyAsMissing, requiredText } from '../common/fields.ts';
import { pageOf, paginationQuerySchema, patchOf } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';
import { PRAYERS_LIMITS } from './prayers.limits.ts';

export { PRAYERS_LIMITS };

/** Spec §5 rules, in Spanish [proposed wording where the spec gives none]. */
export const prayerMessages = {
  titleRequired: 'El título es obligatorio',
  titleTooLong: `El título no puede exceder ${PRAYERS_LIMITS.title} caracteres`,
  descriptionRequired: 'La descripción es obligatoria',
  descriptionTooLong: `La descripción no puede exceder ${PRAYERS_LIMITS.description} caracteres`,
  categoryRequired: 'La categoría es obligatoria',
  categoryInvalid: 'La categoría no es válida',
  testimonyRequired: 'El testimonio es obligatorio',
  testimonyTooLong: `El testimonio no puede exceder ${PRAYERS_LIMITS.testimony} caracteres`,
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  dateRangeInvalid: 'La fecha inicial no puede ser posterior a la final',
  periodInvalid: 'El periodo debe ser de 7, 30, 90 o 365 días',
  booleanInvalid: 'El valor debe ser verdadero o falso',
} as const;

/** Spec §3 categories; the labels and emojis are in prayers.labels.ts. */
export const prayerCategories = [
  'HEALTH',
  'FAMILY',
  'MINISTRY',
  'TRAVEL',
  'WORK',
  'FINANCIAL',
  'SPIRITUAL',
  'RELATIONSHIPS',
  'OTHER',
] as const;
export type PrayerCategory = (typeof prayerCategories)[number];
export const prayerCategorySchema = z.enum(prayerCategories, { error: prayerMessages.categoryInvalid });

/** A filter's day (YYYY-MM-DD), read in America/Bogota by the API. */
const dayInput = dayField(prayerMessages.dateInvalid);

/** POST /community/prayers (spec §5: title, category and description required; anonymity optional). */
export const prayerBodySchema = z.object({
  title: requiredText(PRAYERS_LIMITS.title, prayerMessages.titleRequired, prayerMessages.titleTooLong),
  description: requiredText(
    PRAYERS_LIMITS.description,
    prayerMessages.descriptionRequired,
    prayerMessages.descriptionTooLong,
  ),
  category: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(prayerCategories, {
      error: (issue) =>
        issue.input === undefined ? prayerMessages.categoryRequired : prayerMessages.categoryInvalid,
    }),
  ),
  isAnonymous: z.boolean({ error: prayerMessages.booleanInvalid }).default(false),
});
export type PrayerBody = z.input<typeof prayerBodySchema>;
export type PrayerValues = z.output<typeof prayerBodySchema>;

/**
 * PATCH /community/prayers/{id}: any field of the create body, plus isAnswered ('Marcar como
 * respondida'). A field left out keeps its stored value.
 */
export const prayerPatchSchema = patchOf(prayerBodySchema).extend({
  isAnswered: z.boolean({ error: prayerMessages.booleanInvalid }).optional(),
});
export type PrayerPatch = z.input<typeof prayerPatchSchema>;

/** POST /community/prayers/{id}/testimony (spec §5: required, not blank). */
export const testimonyBodySchema = z.object({
  content: requiredText(
    PRAYERS_LIMITS.testimony,
    prayerMessages.testimonyRequired,
    prayerMessages.testimonyTooLong,
  ),
});
export type TestimonyBody = z.input<typeof testimonyBodySchema>;

/** A tri-state query filter: absent = both, 'true' / 'false' = one side. */
const queryFlag = emptyAsMissing(
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: prayerMessages.booleanInvalid })
    .transform((v) => v === true || v === 'true'),
);

/**
 * GET /community/prayers: spec §3 filters (category, isAnswered, isAnonymous, startDate and endDate as
 * inclusive Bogotá days of createdAt), `mine` (true: only the caller's own prayers, the app's 'Mis
 * peticiones'; false or absent: everyone's) and the page (default 12, newest first).
 */
export const prayersQuerySchema = paginationQuerySchema
  .extend({
    limit: paginationQuerySchema.shape.limit.default(PRAYERS_LIMITS.pageSize),
    category: emptyAsMissing(prayerCategorySchema),
    isAnswered: queryFlag,
    isAnonymous: queryFlag,
    startDate: emptyAsMissing(dayInput),
    endDate: emptyAsMissing(dayInput),
    mine: queryFlag,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: prayerMessages.dateRangeInvalid,
    path: ['endDate'],
  });
export type PrayersQuery = z.output<typeof prayersQuerySchema>;
export type PrayerFilters = Pick<
  PrayersQuery,
  'category' | 'isAnswered' | 'isAnonymous' | 'startDate' | 'endDate' | 'mine'
>;

/** GET /community/prayers/{id}/praying: a page of the people praying, newest first. */
export const prayingQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(PRAYERS_LIMITS.prayingPageSize),
});

/** GET /community/prayers/statistics?period=7|30|90|365 (default 30). */
export const prayerStatsQuerySchema = z.object({
  period: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: prayerMessages.periodInvalid })
      .min(PRAYERS_LIMITS.periods[0], { error: prayerMessages.periodInvalid, abort: true })
      .max(PRAYERS_LIMITS.periods[3], { error: prayerMessages.periodInvalid, abort: true })
      .refine((n) => (PRAYERS_LIMITS.periods as readonly number[]).includes(n), prayerMessages.periodInvalid)
      .default(PRAYERS_LIMITS.defaultPeriod),
  ),
});
export type PrayerStatsQuery = z.output<typeof prayerStatsQuerySchema>;

/** A person as prayers show them (spec §3): first word of their name, and the rest; avatar file or null. */
export const prayerPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});
export type PrayerPerson = z.infer<typeof prayerPersonSchema>;

export const prayingUserSchema = z.object({
  /** The user's id. */
  id: z.string(),
  createdAt: z.string(),
  user: prayerPersonSchema,
});
export type PrayingUser = z.infer<typeof prayingUserSchema>;

/**
 * A prayer as every read answers it (spec §3). `user` is the author, null when the prayer is anonymous
 * and the caller is not a pastor (COMMUNITY_ADMIN). `prayingUsers` holds the newest
 * PRAYERS_LIMITS.prayingUsersShown; prayingCount is the true total. `isPraying` and `isMine` are the
 * caller's.
 */
export const prayerSchema = z.object({
  id: z.string(),
  communityId: z.string(),
  title: z.string(),
  description: z.string(),
  category: prayerCategorySchema,
  isAnonymous: z.boolean(),
  isAnswered: z.boolean(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: prayerPersonSchema.extend({ id: z.string() }).nullable(),
  testimony: z.object({ content: z.string(), createdAt: z.string() }).nullable(),
  prayingCount: z.number().int(),
  prayingUsers: z.array(prayingUserSchema),
  isPraying: z.boolean(),
  isMine: z.boolean(),
});
export type Prayer = z.infer<typeof prayerSchema>;

/**
 * GET /community/prayers: a page, the counts of everything the filters match (summary: the banner's
 * shown, answered and active) and of the whole community (totals: the header's prayers and answered).
 */
export const prayersPageSchema = pageOf(prayerSchema).extend({
  summary: z.object({ shown: z.number().int(), answered: z.number().int(), active: z.number().int() }),
  totals: z.object({ prayers: z.number().int(), answered: z.number().int() }),
});
export type PrayersPage = z.infer<typeof prayersPageSchema>;

export const prayingPageSchema = pageOf(prayingUserSchema);
export type PrayingPage = z.infer<typeof prayingPageSchema>;

/** POST /community/prayers/{id}/pray toggles. */
export const prayResultSchema = z.object({ isPraying: z.boolean(), prayingCount: z.number().int() });
export type PrayResult = z.infer<typeof prayResultSchema>;

/**
 * GET /community/prayers/statistics (spec §3 + the trend the panel charts). Every number is over the
 * prayers created in the period: the last `period` days in Bogotá, today included.
 * - totalPrayers: created in the period; answeredPrayers: of those, answered now;
 * - recentActivity: created in the last min(7, period) days;
 * - categoryCounts: every category, zeros included, most first;
 * - trend: one bucket per day (7 and 30), week from Monday (90) or month (365), oldest first, with the
 *   prayers created in it and how many of them are answered now.
 */
export const prayerStatsSchema = z.object({
  period: z.number().int(),
  totalPrayers: z.number().int(),
  answeredPrayers: z.number().int(),
  recentActivity: z.number().int(),
  categoryCounts: z.array(z.object({ category: prayerCategorySchema, count: z.number().int() })),
  granularity: z.enum(['day', 'week', 'month']),
  trend: z.array(z.object({ start: z.string(), total: z.number().int(), answered: z.number().int() })),
});
export type PrayerStats = z.infer<typeof prayerStatsSchema>;
