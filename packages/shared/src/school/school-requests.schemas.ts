import { dayField, emptyAsMissing, optionalText, queryFlag, requiredText } from '../common/fields.ts';
import { paginationQuerySchema } from '../common/pagination.schemas.ts';
import { z } from '../zod-setup.ts';
import {
  courseCategories,
  courseLevels,
  enrollmentStatuses,
  phoneField,
  SCHOOL_LIMITS,
  schoolMessages,
} from './school.schemas.ts';

/** What clients send the school besides the course and instructor fields: list queries and enrollment bodies. */

const searchField = emptyAsMissing(z.string().trim().max(100, schoolMessages.searchTooLong));
const idFilter = emptyAsMissing(z.string().trim().uuid(schoolMessages.idInvalid));

/** GET /admin/biblical-school/instructors: name search, active filter, by name. */
export const instructorsQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(SCHOOL_LIMITS.pageSize),
  isActive: queryFlag,
  search: searchField,
});
export type InstructorsQuery = z.output<typeof instructorsQuerySchema>;

/** GET /admin/biblical-school/courses (spec §7 filters, plus search and the page): newest start first. */
export const coursesQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(SCHOOL_LIMITS.pageSize),
  category: emptyAsMissing(z.enum(courseCategories, { error: schoolMessages.categoryInvalid })),
  level: emptyAsMissing(z.enum(courseLevels, { error: schoolMessages.levelInvalid })),
  instructorId: idFilter,
  isActive: queryFlag,
  search: searchField,
});
export type CoursesQuery = z.output<typeof coursesQuerySchema>;

/**
 * The enrollment filters of the list and the export (spec §7): startDate/endDate are inclusive Bogotá days
 * of enrollmentDate. Each query is one object of its own fields and these (not an intersection of two
 * schemas, which zod parses twice and then merges, a fifth of the list's own work per request).
 */
const enrollmentFilterFields = {
  status: emptyAsMissing(z.enum(enrollmentStatuses, { error: schoolMessages.statusInvalid })),
  courseId: idFilter,
  startDate: emptyAsMissing(dayField(schoolMessages.dateInvalid)),
  endDate: emptyAsMissing(dayField(schoolMessages.dateInvalid)),
  /** The student's name, email or document (snapshot), any case, with or without accents. */
  search: searchField,
};
/**
 * The range's days in order (the message on endDate): a refinement of every query with the filters. It is
 * checked as it was when the filters were a schema of their own: unless a filter failed in a way zod does
 * not go on from (a value of the wrong type, or a day that is not one: dayField aborts), whatever the
 * page, the limit or the format.
 */
const inOrder = (q: { startDate?: string; endDate?: string }) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;
const rangeRefinement = {
  message: schoolMessages.dateRangeInvalid,
  path: ['endDate'],
  when: ({ issues }: { issues: readonly { path?: readonly PropertyKey[]; continue?: boolean }[] }) =>
    !issues.some((issue) => issue.continue !== true && (issue.path?.[0] ?? '') in enrollmentFilterFields),
};

export const enrollmentFiltersSchema = z.object(enrollmentFilterFields).refine(inOrder, rangeRefinement);

/** GET /admin/biblical-school/enrollments: newest first. /enrollments/pending is the same with status PENDING. */
export const enrollmentsQuerySchema = paginationQuerySchema
  .extend({
    limit: paginationQuerySchema.shape.limit.default(SCHOOL_LIMITS.pageSize),
    ...enrollmentFilterFields,
  })
  .refine(inOrder, rangeRefinement);
export type EnrollmentsQuery = z.output<typeof enrollmentsQuerySchema>;

/** GET /admin/biblical-school/enrollments/export: the same filters, every matching row, CSV (UTF-8 with BOM) or XLSX. */
export const enrollmentsExportQuerySchema = z
  .object({
    format: z.enum(['csv', 'xlsx'], { error: schoolMessages.formatInvalid }).default('csv'),
    ...enrollmentFilterFields,
  })
  .refine(inOrder, rangeRefinement);
export type EnrollmentsExportQuery = z.output<typeof enrollmentsExportQuerySchema>;

/**
 * GET /admin/biblical-school/reports/complete: the courses that run within the range (start ≤ endDate
 * and end ≥ startDate; every course without a range) with their enrollments made within it.
 * format=html answers a printable document as a download.
 */
export const completeReportQuerySchema = z
  .object({
    startDate: emptyAsMissing(dayField(schoolMessages.dateInvalid)),
    endDate: emptyAsMissing(dayField(schoolMessages.dateInvalid)),
    format: z.enum(['json', 'html'], { error: schoolMessages.reportFormatInvalid }).default('json'),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: schoolMessages.dateRangeInvalid,
    path: ['endDate'],
  });
export type CompleteReportQuery = z.output<typeof completeReportQuerySchema>;

/** PUT /admin/biblical-school/enrollments/{id}/reject (spec §5): a non-blank reason. */
export const rejectEnrollmentBodySchema = z.object({
  rejectionReason: requiredText(
    SCHOOL_LIMITS.rejectionReason,
    schoolMessages.rejectionReasonRequired,
    schoolMessages.rejectionReasonTooLong,
  ),
});
export type RejectEnrollmentBody = z.input<typeof rejectEnrollmentBodySchema>;

/** GET /community/biblical-school/courses (the app): active courses, soonest start first. */
export const appCoursesQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(SCHOOL_LIMITS.pageSize),
  category: emptyAsMissing(z.enum(courseCategories, { error: schoolMessages.categoryInvalid })),
  level: emptyAsMissing(z.enum(courseLevels, { error: schoolMessages.levelInvalid })),
});

/**
 * POST /community/biblical-school/courses/{id}/enroll: the member's own enrollment. The snapshot is
 * taken now from their account (name, email, document, phone) and this body (phone overrides the
 * account's, address).
 */
export const enrollBodySchema = z.object({
  motivation: optionalText(SCHOOL_LIMITS.motivation, schoolMessages.motivationTooLong),
  phone: phoneField,
  address: optionalText(SCHOOL_LIMITS.address, schoolMessages.addressTooLong),
});
export type EnrollBody = z.input<typeof enrollBodySchema>;

/** GET /community/biblical-school/enrollments/me: the member's own, newest first. */
export const myEnrollmentsQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(SCHOOL_LIMITS.pageSize),
});
