import { courseFormEntries } from '@koinonia/shared/school/course-form-data';
import {
  type CourseCategory,
  type CourseLevel,
  courseBodySchema,
  courseCrossFieldIssues,
  DEFAULT_FREQUENCY,
  SCHOOL_LIMITS,
} from '@koinonia/shared/school/school.schemas';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import {
  type FieldErrors,
  type FieldOf,
  issuesToFieldErrors,
  pathParts,
  schemaErrors,
} from '@koinonia/ui/schema-form';

/** The course form's values as the inputs hold them (spec §3: every field of a course). */
export interface CourseFormValues {
  title: string;
  instructorId: string;
  startDate: string;
  description: string;
  shortDescription: string;
  category: CourseCategory | '';
  level: CourseLevel | '';
  duration: string;
  endDate: string;
  /** '0'..'6' (a Select's value; 0 = domingo) or ''. */
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  frequency: string;
  /** A NumberInput's value: '' while empty. */
  capacity: number | string;
  cost: number | string;
  location: string;
  requirements: string[];
  targetAudience: string[];
  topics: string[];
  materials: string[];
  isFeatured: boolean;
  isActive: boolean;
}

export type CourseFormErrors = FieldErrors<CourseFormValues>;

/** A new course (spec defaults: capacity 20, cost 0, 'Semanal', active), or the course's stored values. */
export function initialCourseValues(course?: CourseItem | null): CourseFormValues {
  return {
    title: course?.title ?? '',
    instructorId: course?.instructor.id ?? '',
    startDate: course?.startDate.slice(0, 10) ?? '',
    description: course?.description ?? '',
    shortDescription: course?.shortDescription ?? '',
    category: course?.category ?? '',
    level: course?.level ?? '',
    duration: course?.duration ?? '',
    endDate: course?.endDate.slice(0, 10) ?? '',
    dayOfWeek: course ? String(course.schedule.dayOfWeek) : '',
    startTime: course?.schedule.startTime ?? '',
    endTime: course?.schedule.endTime ?? '',
    frequency: course?.schedule.frequency ?? DEFAULT_FREQUENCY,
    capacity: course?.capacity ?? SCHOOL_LIMITS.capacity.default,
    cost: course?.cost ?? SCHOOL_LIMITS.cost.default,
    location: course?.location ?? '',
    requirements: course?.requirements ?? [],
    targetAudience: course?.targetAudience ?? [],
    topics: course?.topics ?? [],
    materials: course?.materials ?? [],
    isFeatured: course?.isFeatured ?? false,
    isActive: course?.isActive ?? true,
  };
}

function numberOrText(value: number | string): number | string {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? '' : Number.isNaN(Number(text)) ? text : Number(text);
}

const cleanList = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** What is sent: the course as the shared schema reads it (the multipart encoding is courseFormEntries). */
export type CoursePayload = Record<string, unknown>;

/**
 * The body of a create or an edit: every field of the form, trimmed. An empty short description goes
 * as '' (the server stores null, which clears it on an edit); an empty cost is 0 ('Gratis').
 */
export function toCoursePayload(values: CourseFormValues): CoursePayload {
  return {
    title: values.title.trim(),
    instructorId: values.instructorId,
    startDate: values.startDate.trim(),
    description: values.description.trim(),
    shortDescription: values.shortDescription.trim(),
    category: values.category || undefined,
    level: values.level || undefined,
    duration: values.duration.trim(),
    endDate: values.endDate.trim(),
    schedule: {
      dayOfWeek: values.dayOfWeek === '' ? undefined : Number(values.dayOfWeek),
      startTime: values.startTime.trim(),
      endTime: values.endTime.trim(),
      frequency: values.frequency.trim() || DEFAULT_FREQUENCY,
    },
    capacity: numberOrText(values.capacity),
    cost: numberOrText(values.cost) === '' ? 0 : numberOrText(values.cost),
    location: values.location.trim(),
    requirements: cleanList(values.requirements),
    targetAudience: cleanList(values.targetAudience),
    topics: cleanList(values.topics),
    materials: cleanList(values.materials),
    isFeatured: values.isFeatured,
    isActive: values.isActive,
  };
}

/** The multipart body (spec §7): schedule[field], name[index], the rest as text, and the file as `image`. */
export function toCourseFormData(payload: CoursePayload, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of courseFormEntries(payload)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  return form;
}

const scheduleFields = {
  dayOfWeek: 'dayOfWeek',
  startTime: 'startTime',
  endTime: 'endTime',
  frequency: 'frequency',
} as const;

/** Issue paths to the form's fields: schedule.dayOfWeek → dayOfWeek; a list item → its list. */
export const courseFieldOf: FieldOf<CourseFormValues> = (path) => {
  const [first = '', second = ''] = pathParts(path);
  if (first === 'schedule') return scheduleFields[second as keyof typeof scheduleFields] ?? 'dayOfWeek';
  if (first === 'instructor') return 'instructorId';
  return first in initialCourseValues() ? (first as keyof CourseFormValues) : undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The form's rules: the shared schema (the server's), with its cross-field rules (the end after the
 * start), which the form also checks while other fields still have problems (the schema checks them
 * only once every field passes). Spec §5: a missing title, instructor or start date says 'Por favor
 * completa todos los campos obligatorios'. An edit sends every field too, so the same rules apply.
 */
export function validateCourse(values: CourseFormValues): CourseFormErrors {
  const errors = schemaErrors<CourseFormValues>(courseBodySchema, toCoursePayload(values), courseFieldOf);
  const [startDate, endDate, startTime, endTime] = [
    values.startDate,
    values.endDate,
    values.startTime,
    values.endTime,
  ].map((v) => v.trim()) as [string, string, string, string];
  const cross = courseCrossFieldIssues({
    startDate: DAY.test(startDate) ? startDate : undefined,
    endDate: DAY.test(endDate) ? endDate : undefined,
    schedule:
      TIME.test(startTime) && TIME.test(endTime)
        ? { dayOfWeek: 0, startTime, endTime, frequency: '' }
        : undefined,
  });
  return { ...issuesToFieldErrors<CourseFormValues>(cross, courseFieldOf), ...errors };
}
