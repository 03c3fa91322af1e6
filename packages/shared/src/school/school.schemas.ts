import { dayField, formBoolean, numeric, optionalText, requiredText } from '../common/fields.ts';
import { patchOf } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';

/**
 * The biblical school (spec 001 §2-§9): the dashboard's /biblical-school screen under
 * /api/admin/biblical-school (instructors, courses, enrollments, statistics, export, complete report),
 * and the members' side in the app under /api/community/biblical-school (active courses, enroll, own
 * enrollments, cancel). The enrollment state machine is in school.transitions.ts.
 */
export const SCHOOL_LIMITS = {
  instructorName: 120,
  instructorTitle: 120,
  bio: 2000,
  experience: 200,
  email: 254,
  phone: 20,
  /** Qualifications and specialties: at most this many items of at most listItem characters. */
  maxListItems: 20,
  listItem: 100,
  /** A comma list sent as text (instructors) before it is split. */
  listTextMaxLength: 2100,
  courseTitle: 150,
  description: 3000,
  /** Spec §5, §9. */
  shortDescription: 150,
  duration: 60,
  location: 200,
  capacity: { min: 1, max: 100, default: 20 },
  /** Colombian pesos, whole; 0 = free ('Gratis'). */
  cost: { min: 0, max: 100_000_000, default: 0 },
  frequency: 40,
  motivation: 1000,
  address: 300,
  rejectionReason: 500,
  /** Spec §9: the course and instructor image (the browser checks it, and the server). */
  imageMaxBytes: 5 * 1024 * 1024,
  pageSize: 20,
  /** The instructors a course form offers (active ones, searched by name). */
  instructorOptions: 50,
  /** Every multipart text field of a course, the bracketed list items included. */
  courseFormMaxFields: 120,
} as const;

/** Spec §5/§8 texts, verbatim; [proposed] wording where the spec gives none. */
export const schoolMessages = {
  courseRequired: 'Por favor completa todos los campos obligatorios',
  nameRequired: 'El nombre es obligatorio',
  titleRequired: 'El título es obligatorio',
  imageType: 'Por favor selecciona una imagen válida',
  imageTooLarge: 'La imagen no puede ser mayor a 5MB',
  rejectionReasonRequired: 'Debes proporcionar una razón para el rechazo',
  // [proposed]
  nameTooLong: `El nombre no puede superar ${SCHOOL_LIMITS.instructorName} caracteres`,
  titleTooLong: `El título no puede superar ${SCHOOL_LIMITS.instructorTitle} caracteres`,
  bioTooLong: `La biografía no puede superar ${SCHOOL_LIMITS.bio} caracteres`,
  experienceTooLong: `La experiencia no puede superar ${SCHOOL_LIMITS.experience} caracteres`,
  emailInvalid: 'El correo electrónico no es válido',
  phoneInvalid: 'El teléfono solo puede contener dígitos, espacios, guiones, paréntesis y +',
  phoneTooLong: `El teléfono no puede superar ${SCHOOL_LIMITS.phone} caracteres`,
  listInvalid: 'La lista no es válida',
  listItemTooLong: `Cada elemento puede tener como máximo ${SCHOOL_LIMITS.listItem} caracteres`,
  tooManyItems: `Una lista puede tener como máximo ${SCHOOL_LIMITS.maxListItems} elementos`,
  courseTitleTooLong: `El título no puede superar ${SCHOOL_LIMITS.courseTitle} caracteres`,
  descriptionRequired: 'La descripción es obligatoria',
  descriptionTooLong: `La descripción no puede superar ${SCHOOL_LIMITS.description} caracteres`,
  shortDescriptionTooLong: `La descripción corta no puede superar ${SCHOOL_LIMITS.shortDescription} caracteres`,
  instructorRequired: 'Selecciona un instructor',
  categoryInvalid: 'Selecciona una categoría válida',
  levelInvalid: 'Selecciona un nivel válido',
  durationRequired: 'La duración es obligatoria',
  durationTooLong: `La duración no puede superar ${SCHOOL_LIMITS.duration} caracteres`,
  startDateRequired: 'La fecha de inicio es obligatoria',
  endDateRequired: 'La fecha de finalización es obligatoria',
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  endBeforeStart: 'La fecha de finalización no puede ser anterior a la de inicio',
  dayOfWeekInvalid: 'Selecciona un día de la semana',
  timeRequired: 'La hora es obligatoria',
  timeInvalid: 'La hora no es válida (HH:MM)',
  endTimeBeforeStart: 'La hora de finalización debe ser posterior a la de inicio',
  frequencyTooLong: `La frecuencia no puede superar ${SCHOOL_LIMITS.frequency} caracteres`,
  capacityInvalid: 'La capacidad debe ser un número entero',
  capacityRange: `La capacidad debe estar entre ${SCHOOL_LIMITS.capacity.min} y ${SCHOOL_LIMITS.capacity.max}`,
  costInvalid: 'El costo debe ser un número',
  costNegative: 'El costo no puede ser negativo',
  costMax: 'El costo es demasiado alto',
  locationRequired: 'La ubicación es obligatoria',
  locationTooLong: `La ubicación no puede superar ${SCHOOL_LIMITS.location} caracteres`,
  motivationTooLong: `La motivación no puede superar ${SCHOOL_LIMITS.motivation} caracteres`,
  addressTooLong: `La dirección no puede superar ${SCHOOL_LIMITS.address} caracteres`,
  rejectionReasonTooLong: `La razón no puede superar ${SCHOOL_LIMITS.rejectionReason} caracteres`,
  statusInvalid: 'El estado no es válido',
  dateRangeInvalid: 'La fecha inicial no puede ser posterior a la final',
  searchTooLong: 'La búsqueda no puede superar 100 caracteres',
  formatInvalid: 'El formato debe ser csv o xlsx',
  reportFormatInvalid: 'El formato debe ser json o html',
  idInvalid: 'El identificador no es válido',
} as const;

/** Spec §3. Labels in school.labels.ts. */
export const courseCategories = [
  'BIBLIA',
  'TEOLOGIA',
  'LIDERAZGO',
  'MATRIMONIO',
  'JOVENES',
  'NINOS',
  'MINISTERIO',
  'EVANGELISMO',
  'DISCIPULADO',
  'ADORACION',
] as const;
export type CourseCategory = (typeof courseCategories)[number];

export const courseLevels = ['BASICO', 'INTERMEDIO', 'AVANZADO'] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** Spec §4. Who moves an enrollment between them: school.transitions.ts. */
export const enrollmentStatuses = [
  'PENDING',
  'CONFIRMED',
  'REJECTED',
  'WAITLIST',
  'COMPLETED',
  'DROPPED',
] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/** A person holds at most one open enrollment per course (a unique index on the server). */
export const OPEN_ENROLLMENT_STATUSES = [
  'PENDING',
  'WAITLIST',
  'CONFIRMED',
] as const satisfies readonly EnrollmentStatus[];
/** The statuses that take a seat: enrolledCount = CONFIRMED + COMPLETED; availableSpots = capacity − enrolledCount. */
export const SEATED_ENROLLMENT_STATUSES = [
  'CONFIRMED',
  'COMPLETED',
] as const satisfies readonly EnrollmentStatus[];

/** The schedule's weekday: 0 = Sunday … 6 = Saturday (as Date.getDay()). */
export const daysOfWeek = [0, 1, 2, 3, 4, 5, 6] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];

/** Spec §3/§9: the schedule's default frequency. */
export const DEFAULT_FREQUENCY = 'Semanal';

/** A phone: digits, spaces, dashes, parentheses and a leading +; empty becomes null. */
export const phoneField = z
  .string()
  .trim()
  .max(SCHOOL_LIMITS.phone, schoolMessages.phoneTooLong)
  .regex(/^\+?[\d\s()-]*$/, schoolMessages.phoneInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

const emailField = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z
      .email({ error: schoolMessages.emailInvalid })
      .max(SCHOOL_LIMITS.email, schoolMessages.emailInvalid)
      .nullish(),
  )
  .transform((v) => v ?? null);

/** Spec §5: "split on commas into trimmed non-empty lists" (comma-separated text, or already a list). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const listItems = z
  .array(
    z
      .string({ error: schoolMessages.listInvalid })
      .trim()
      .max(SCHOOL_LIMITS.listItem, schoolMessages.listItemTooLong),
    { error: schoolMessages.listInvalid },
  )
  .transform((items) => items.filter(Boolean))
  .pipe(z.array(z.string()).max(SCHOOL_LIMITS.maxListItems, schoolMessages.tooManyItems));

/** An instructor's qualifications or specialties: comma-separated text (spec §3, §5) or an array. */
const commaListField = z.preprocess(
  (v) => (typeof v === 'string' && v.length <= SCHOOL_LIMITS.listTextMaxLength ? splitCommaList(v) : v),
  listItems,
);

/** A course's list (requirements, targetAudience, topics, materials): an array; items are kept as written, blanks dropped. */
const courseListField = listItems;

/**
 * An external image: only an http(s) address; null or '' (a multipart field sent empty) removes the
 * image. Uploads go as a file.
 */
const imageUrlField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .max(500, schoolMessages.imageType)
    .regex(/^https?:\/\//, schoolMessages.imageType)
    .nullish(),
);

/**
 * Spec §3/§5 instructor. POST /admin/biblical-school/instructors takes JSON, or multipart with the text
 * fields (qualifications and specialties as comma-separated text) and an optional `image` file (JPEG,
 * PNG, WebP or GIF, ≤ 5MB). Always created active (isActive is only an edit's field).
 */
export const instructorFieldsSchema = z.object({
  name: requiredText(SCHOOL_LIMITS.instructorName, schoolMessages.nameRequired, schoolMessages.nameTooLong),
  title: requiredText(
    SCHOOL_LIMITS.instructorTitle,
    schoolMessages.titleRequired,
    schoolMessages.titleTooLong,
  ),
  bio: optionalText(SCHOOL_LIMITS.bio, schoolMessages.bioTooLong),
  experience: optionalText(SCHOOL_LIMITS.experience, schoolMessages.experienceTooLong),
  email: emailField,
  phone: phoneField,
  qualifications: commaListField.default([]),
  specialties: commaListField.default([]),
  imageUrl: imageUrlField,
});
export type InstructorBody = z.input<typeof instructorFieldsSchema>;
export type InstructorValues = z.output<typeof instructorFieldsSchema>;

/** PUT /admin/biblical-school/instructors/{id} (multipart or JSON): any field, plus isActive; a field left out keeps its value. */
export const instructorPatchSchema = patchOf(instructorFieldsSchema).extend({
  isActive: formBoolean.optional(),
});
export type InstructorPatch = z.input<typeof instructorPatchSchema>;

const timeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, schoolMessages.timeInvalid);

/** A date-only value: YYYY-MM-DD, or the same day at midnight UTC as the API answers it. Output YYYY-MM-DD. */
const courseDay = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}(T00:00(:00(\.000)?)?Z)?$/, schoolMessages.dateInvalid)
    .transform((v) => v.slice(0, 10))
    .pipe(dayField(schoolMessages.dateInvalid));

/** Spec §3: the weekly schedule (multipart: schedule[dayOfWeek], schedule[startTime], …). */
export const courseScheduleSchema = z.object({
  dayOfWeek: z.preprocess(
    numeric,
    z
      .number({ error: schoolMessages.dayOfWeekInvalid })
      .int(schoolMessages.dayOfWeekInvalid)
      .min(0, schoolMessages.dayOfWeekInvalid)
      .max(6, schoolMessages.dayOfWeekInvalid),
  ),
  startTime: timeField(schoolMessages.timeRequired),
  endTime: timeField(schoolMessages.timeRequired),
  frequency: z
    .string()
    .trim()
    .max(SCHOOL_LIMITS.frequency, schoolMessages.frequencyTooLong)
    .nullish()
    .transform((v) => v || DEFAULT_FREQUENCY),
});
export type CourseSchedule = z.output<typeof courseScheduleSchema>;

/**
 * Spec §3/§5 course. POST /admin/biblical-school/courses and PUT /{id} take multipart (schedule as
 * schedule[field], lists as name[index], optional `image` JPEG/PNG/WebP ≤ 5MB; see course-form-data.ts)
 * or the same object as JSON. Spec §5 requires title, instructor and start date
 * ('Por favor completa todos los campos obligatorios'); the form marks the rest as required, and the
 * server requires them too (an incomplete course cannot be offered). Capacity 1-100 (default 20), cost
 * ≥ 0 (default 0 = free). The end date may not come before the start; the end time must follow the start.
 */
export const courseFieldsSchema = z.object({
  title: requiredText(
    SCHOOL_LIMITS.courseTitle,
    schoolMessages.courseRequired,
    schoolMessages.courseTitleTooLong,
  ),
  instructorId: z
    .string({ error: schoolMessages.courseRequired })
    .trim()
    .min(1, { error: schoolMessages.courseRequired, abort: true })
    .uuid(schoolMessages.instructorRequired),
  startDate: courseDay(schoolMessages.courseRequired),
  description: requiredText(
    SCHOOL_LIMITS.description,
    schoolMessages.descriptionRequired,
    schoolMessages.descriptionTooLong,
  ),
  shortDescription: optionalText(SCHOOL_LIMITS.shortDescription, schoolMessages.shortDescriptionTooLong),
  category: z.enum(courseCategories, { error: schoolMessages.categoryInvalid }),
  level: z.enum(courseLevels, { error: schoolMessages.levelInvalid }),
  endDate: courseDay(schoolMessages.endDateRequired),
  duration: requiredText(
    SCHOOL_LIMITS.duration,
    schoolMessages.durationRequired,
    schoolMessages.durationTooLong,
  ),
  schedule: courseScheduleSchema,
  capacity: z
    .preprocess(
      numeric,
      z
        .number({ error: schoolMessages.capacityInvalid })
        .int(schoolMessages.capacityInvalid)
        .min(SCHOOL_LIMITS.capacity.min, schoolMessages.capacityRange)
        .max(SCHOOL_LIMITS.capacity.max, schoolMessages.capacityRange),
    )
    .default(SCHOOL_LIMITS.capacity.default),
  cost: z
    .preprocess(
      (v) => (v === '' || v === null ? 0 : numeric(v)),
      z
        .number({ error: schoolMessages.costInvalid })
        .int(schoolMessages.costInvalid)
        .min(0, schoolMessages.costNegative)
        .max(SCHOOL_LIMITS.cost.max, schoolMessages.costMax),
    )
    .default(SCHOOL_LIMITS.cost.default),
  location: requiredText(
    SCHOOL_LIMITS.location,
    schoolMessages.locationRequired,
    schoolMessages.locationTooLong,
  ),
  requirements: courseListField.default([]),
  targetAudience: courseListField.default([]),
  topics: courseListField.default([]),
  materials: courseListField.default([]),
  isFeatured: formBoolean.default(false),
  isActive: formBoolean.default(true),
  imageUrl: imageUrlField,
});
export type CourseBody = z.input<typeof courseFieldsSchema>;
export type CourseValues = z.output<typeof courseFieldsSchema>;

type CourseDates = Partial<Pick<CourseValues, 'startDate' | 'endDate' | 'schedule'>>;

/** The rules across fields; the server applies them to the merged course on an edit. */
export function courseCrossFieldIssues(c: CourseDates): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (c.startDate && c.endDate && c.endDate < c.startDate)
    issues.push({ path: ['endDate'], message: schoolMessages.endBeforeStart });
  if (c.schedule && c.schedule.endTime <= c.schedule.startTime)
    issues.push({ path: ['schedule', 'endTime'], message: schoolMessages.endTimeBeforeStart });
  return issues;
}

/** The create body: the fields and the cross-field rules. */
export const courseBodySchema = courseFieldsSchema.superRefine((c, ctx) => {
  for (const issue of courseCrossFieldIssues(c)) ctx.addIssue({ code: 'custom', ...issue });
});

/**
 * PUT /admin/biblical-school/courses/{id}: any field; a field left out keeps its value (schedule is
 * replaced whole when sent). The server checks the cross-field rules on the merged course, and refuses
 * a capacity below the seats already taken.
 */
export const coursePatchSchema = patchOf(courseFieldsSchema);
export type CoursePatch = z.input<typeof coursePatchSchema>;
