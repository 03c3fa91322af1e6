import { dayField, optionalText } from '../common/fields.ts';
import { ID_MAX_LENGTH, MAX_PAGE } from '../common/limits.ts';
import { isoWeekStart } from '../common/weeks.ts';
import { z } from '../zod-setup.ts';
import { meetingDays } from './groups.schemas.ts';

/**
 * What the pastor sees of the cells' life: the week's summary by sector against the weeks before, the
 * cells that stopped reporting, and the people to follow up.
 */
export const CELL_HEALTH = {
  /** The weeks before the chosen one that the chart shows. */
  weeksBefore: 8,
  /** A cell is listed after this many of its meeting days without a report. */
  missedReports: 2,
  /** A member is listed after missing this many of their cell's meetings in a row. */
  missedMeetings: 3,
  /** Visitors are listed for this many days after their visit. */
  visitorDays: 14,
  pageSize: 20,
  noteMax: 500,
} as const;

export const healthQuerySchema = z.object({
  week: z
    .string()
    .max(8, 'La semana no es válida (AAAA-Www, por ejemplo 2026-W49)')
    .refine((w) => isoWeekStart(w) !== null, 'La semana no es válida (AAAA-Www, por ejemplo 2026-W49)')
    .optional(),
});

const figures = {
  /** Active cells. */
  cells: z.number().int(),
  /** Cells with a report in the week; of them, those that met and those that did not. */
  reported: z.number().int(),
  met: z.number().int(),
  notMet: z.number().int(),
  notReported: z.number().int(),
  attendance: z.number().int(),
  visitors: z.number().int(),
};

export const cellHealthSchema = z.object({
  week: z.string(),
  start: z.string(),
  end: z.string(),
  totals: z.object(figures),
  sectors: z.array(
    z.object({ sector: z.object({ id: z.string(), name: z.string(), color: z.string() }), ...figures }),
  ),
  /** The 8 weeks before and this one, oldest first (cells: today's active cells). */
  weeks: z.array(
    z.object({
      week: z.string(),
      start: z.string(),
      reported: z.number().int(),
      met: z.number().int(),
      attendance: z.number().int(),
      visitors: z.number().int(),
    }),
  ),
});
export type CellHealth = z.infer<typeof cellHealthSchema>;

const page = z.coerce
  .number()
  .int('La página debe ser un número entero')
  .min(1, 'La página debe ser al menos 1')
  .max(MAX_PAGE, `La página no puede superar ${MAX_PAGE}`)
  .default(1);

export const followUpQuerySchema = z.object({
  sectorId: z.string().max(ID_MAX_LENGTH, 'El sector no existe').optional(),
  cellsPage: page,
  peoplePage: page,
  limit: z.coerce
    .number()
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(100, 'El límite no puede superar 100')
    .default(CELL_HEALTH.pageSize),
});

const person = z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() });
const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

/** A cell with no report for 2 or more of its meeting days. */
export const quietCellSchema = z.object({
  group: z.object({ id: z.string(), name: z.string(), whatsappNumber: z.string().nullable() }),
  sector: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  leader: person,
  meetingDay: z.enum(meetingDays),
  lastReportOn: z.string().nullable(),
  missedReports: z.number().int(),
});
export type QuietCell = z.infer<typeof quietCellSchema>;

/** A person to follow up: a member absent from their cell's last 3 meetings, or a recent visitor. */
export const followUpPersonSchema = z.object({
  id: z.string(),
  type: z.enum(['member', 'visitor']),
  name: z.string(),
  phone: z.string().nullable(),
  group: z.object({ id: z.string(), name: z.string() }),
  leader: person,
  /** A member's last attendance in the cell (null: never came); a visitor's visit. */
  since: z.string().nullable(),
  /** How many meetings in a row a member missed; null for a visitor. */
  missedMeetings: z.number().int().nullable(),
  contacted: z.boolean(),
  contactedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type FollowUpPerson = z.infer<typeof followUpPersonSchema>;

export const followUpSchema = z.object({
  cells: z.object({ items: z.array(quietCellSchema), pagination: paginationSchema }),
  people: z.object({ items: z.array(followUpPersonSchema), pagination: paginationSchema }),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** PUT /api/groups/follow-up/{id}: "contactado", with a note. */
export const followUpMarkSchema = z.object({
  contacted: z.boolean({ error: 'Indica si la persona fue contactada' }),
  note: optionalText(CELL_HEALTH.noteMax, `La nota no puede superar ${CELL_HEALTH.noteMax} caracteres`),
});

/** GET /api/groups/attendance/export: one row per meeting report from startDate to endDate (Bogotá days). */
export const attendanceExportQuerySchema = z
  .object({
    format: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx' }).default('csv'),
    sectorId: z.string().max(ID_MAX_LENGTH, 'El sector no existe').optional(),
    startDate: dayField('La fecha inicial no es válida'),
    endDate: dayField('La fecha final no es válida'),
  })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'La fecha final debe ser igual o posterior a la inicial',
    path: ['endDate'],
    when: ({ issues }) => issues.length === 0,
  });
export type AttendanceExportQuery = z.output<typeof attendanceExportQuerySchema>;
