import { optionalText, whatsappNumberSchema } from '../common/fields.ts';
import { ID_MAX_LENGTH, INT4_MAX } from '../common/limits.ts';
import { pageOf, paginationQuerySchema, patchOf, queryBoolean } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';

export const sectorIcons = [
  'map-pin',
  'house',
  'building',
  'tree',
  'mountain',
  'water',
  'road',
  'park',
] as const;
export const sectorColors = [
  '#1c7ed6',
  '#2f9e44',
  '#e03131',
  '#e8590c',
  '#7048e8',
  '#0c8599',
  '#c2255c',
  '#f08c00',
] as const;
export const meetingDays = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;
export type MeetingDay = (typeof meetingDays)[number];

export const GROUP_CAPACITY = { min: 5, max: 100, default: 15 } as const;
export const GROUP_DEFAULTS = {
  capacity: GROUP_CAPACITY.default,
  currentMembers: 0,
  meetingDay: 'Miércoles',
  meetingTime: '19:00',
  isOpenToNewMembers: true,
  isActive: true,
  showInPreview: false,
} as const;
/** Overview thresholds. */
export const TOP_SECTORS = 3;
export const LOW_OCCUPANCY_PERCENT = 50;

export const sectorBodySchema = z.object({
  name: z
    .string({ error: 'El nombre es requerido' })
    .trim()
    .min(1, { error: 'El nombre es requerido', abort: true })
    .max(80, 'El nombre no puede superar 80 caracteres'),
  description: optionalText(300, 'La descripción no puede superar 300 caracteres'),
  iconName: z.enum(sectorIcons, { error: 'El icono no es válido' }).default('map-pin'),
  color: z.enum(sectorColors, { error: 'El color no es válido' }).default(sectorColors[0]),
  displayOrder: z.coerce
    .number({ error: 'El orden debe ser un número entero mayor o igual a 0' })
    .int('El orden debe ser un número entero mayor o igual a 0')
    .min(0, 'El orden debe ser un número entero mayor o igual a 0')
    .max(INT4_MAX, `El orden no puede superar ${INT4_MAX}`)
    .default(0),
  isActive: z.boolean({ error: 'El estado no es válido' }).default(true),
});
export type SectorBody = z.input<typeof sectorBodySchema>;
export const sectorPatchSchema = patchOf(sectorBodySchema);

export const sectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  iconName: z.enum(sectorIcons),
  color: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  groupCount: z.number().int(),
  totalMembers: z.number().int(),
  totalCapacity: z.number().int(),
  occupancyRate: z.number(),
});
export type Sector = z.infer<typeof sectorSchema>;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Coordinates are dropped when either is missing or zero (spec section 3). */
const coordinatesSchema = z
  .object({
    lat: z.coerce
      .number({ error: 'La latitud debe ser un número decimal' })
      .min(-90, 'La latitud debe estar entre -90 y 90')
      .max(90, 'La latitud debe estar entre -90 y 90')
      .nullish(),
    lng: z.coerce
      .number({ error: 'La longitud debe ser un número decimal' })
      .min(-180, 'La longitud debe estar entre -180 y 180')
      .max(180, 'La longitud debe estar entre -180 y 180')
      .nullish(),
  })
  .nullish()
  .transform((c) => (c?.lat && c.lng ? { lat: c.lat, lng: c.lng } : null));

/** The group fields, without the cross-field rules (PATCH merges them with the stored group first). */
const groupFieldsSchema = z.object({
  name: z
    .string({ error: 'El nombre es requerido' })
    .trim()
    .min(1, { error: 'El nombre es requerido', abort: true })
    .max(100, 'El nombre no puede superar 100 caracteres'),
  description: optionalText(500, 'La descripción no puede superar 500 caracteres'),
  sectorId: z
    .string({ error: 'Debe seleccionar un sector' })
    .min(1, 'Debe seleccionar un sector')
    .max(ID_MAX_LENGTH, 'El sector no existe'),
  leaderId: z
    .string({ error: 'Debe seleccionar un líder' })
    .min(1, 'Debe seleccionar un líder')
    .max(ID_MAX_LENGTH, 'El líder debe ser un miembro activo de la comunidad'),
  coLeaderId: z
    .string()
    .max(ID_MAX_LENGTH, 'El colíder debe ser un miembro activo de la comunidad')
    .nullish()
    .transform((v) => (v ? v : null)),
  meetingAddress: z
    .string({ error: 'La dirección de reunión es requerida' })
    .trim()
    .min(1, 'La dirección de reunión es requerida')
    .max(200, 'La dirección no puede superar 200 caracteres'),
  meetingDay: z.enum(meetingDays, { error: 'Debe seleccionar un día de reunión' }),
  meetingTime: z
    .string({ error: 'La hora de reunión es requerida' })
    .max(5, 'La hora de reunión es requerida (HH:MM)')
    .regex(timePattern, 'La hora de reunión es requerida (HH:MM)'),
  capacity: z.coerce
    .number({ error: 'Entre 5 y 100 personas' })
    .int('Entre 5 y 100 personas')
    .min(GROUP_CAPACITY.min, 'Entre 5 y 100 personas')
    .max(GROUP_CAPACITY.max, 'Entre 5 y 100 personas'),
  currentMembers: z.coerce
    .number({ error: 'Los miembros actuales deben ser un número' })
    .int('Los miembros actuales deben ser un número entero')
    .min(0, 'Los miembros actuales no pueden ser negativos')
    .max(GROUP_CAPACITY.max, 'Los miembros actuales no pueden exceder la capacidad')
    .default(0),
  showInPreview: z.boolean().default(false),
  whatsappNumber: whatsappNumberSchema,
  coordinates: coordinatesSchema,
  isOpenToNewMembers: z.boolean().default(true),
  isActive: z.boolean().default(true),
});

function groupRules<
  T extends { capacity: number; currentMembers: number; leaderId: string; coLeaderId: string | null },
>(g: T, ctx: z.RefinementCtx) {
  if (g.currentMembers > g.capacity) {
    ctx.addIssue({
      code: 'custom',
      path: ['currentMembers'],
      message: 'Los miembros actuales no pueden exceder la capacidad',
    });
  }
  if (g.coLeaderId && g.coLeaderId === g.leaderId) {
    ctx.addIssue({
      code: 'custom',
      path: ['coLeaderId'],
      message: 'El colíder debe ser diferente del líder',
    });
  }
}

export const groupBodySchema = groupFieldsSchema.superRefine(groupRules);
export type GroupBody = z.input<typeof groupBodySchema>;
export type GroupValues = z.output<typeof groupBodySchema>;
export const groupPatchSchema = patchOf(groupFieldsSchema);

export const groupsQuerySchema = paginationQuerySchema.extend({
  onlyActive: queryBoolean.optional(),
  sectorId: z.string().max(ID_MAX_LENGTH, 'El sector no existe').optional(),
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sector: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  leader: personSchema,
  coLeader: personSchema.nullable(),
  meeting: z.object({
    address: z.string(),
    day: z.enum(meetingDays),
    time: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  }),
  capacity: z.object({ total: z.number().int(), current: z.number().int(), occupancyRate: z.number() }),
  showInPreview: z.boolean(),
  contact: z.object({ whatsappNumber: z.string().nullable() }),
  isOpenToNewMembers: z.boolean(),
  isActive: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;

/** GET /groups: a page of groups and how many of the list are active. */
export const groupsPageSchema = pageOf(groupSchema).extend({ activeCount: z.number().int() });
export type GroupsPage = z.infer<typeof groupsPageSchema>;

export const groupStatisticsSchema = z.object({
  totalGroups: z.number().int(),
  activeGroups: z.number().int(),
  totalMembers: z.number().int(),
  totalCapacity: z.number().int(),
  occupancyRate: z.number(),
  availableSpaces: z.number().int(),
  sectorsWithGroups: z.number().int(),
  averageGroupSize: z.number(),
});
export type GroupStatistics = z.infer<typeof groupStatisticsSchema>;
