import { z } from '../zod-setup.ts';
import { courseCategories, courseLevels, enrollmentStatuses } from './school.schemas.ts';

/** What the school API answers. Dates: date-only values as YYYY-MM-DD; instants as ISO. */

const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const instructorItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string().nullable(),
  experience: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  qualifications: z.array(z.string()),
  specialties: z.array(z.string()),
  isActive: z.boolean(),
  /** The image's address (already built with the image-address rule), or null. */
  imageUrl: z.string().nullable(),
  /** How many courses it teaches (any status): a delete is refused while it is above 0. */
  coursesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InstructorItem = z.infer<typeof instructorItemSchema>;

/** GET /admin/biblical-school/instructors. */
export const instructorsPageSchema = z.object({
  instructors: z.array(instructorItemSchema),
  pagination: paginationSchema,
});
export type InstructorsPage = z.infer<typeof instructorsPageSchema>;

export const courseItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  instructor: z.object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
  }),
  category: z.enum(courseCategories),
  level: z.enum(courseLevels),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  duration: z.string(),
  schedule: z.object({
    dayOfWeek: z.number().int(),
    startTime: z.string(),
    endTime: z.string(),
    frequency: z.string(),
  }),
  capacity: z.number().int(),
  /** CONFIRMED + COMPLETED enrollments. */
  enrolledCount: z.number().int(),
  /** capacity − enrolledCount, never below 0. */
  availableSpots: z.number().int(),
  /** PENDING + WAITLIST: the requests still waiting for an answer. */
  pendingCount: z.number().int(),
  cost: z.number(),
  location: z.string(),
  requirements: z.array(z.string()),
  targetAudience: z.array(z.string()),
  topics: z.array(z.string()),
  materials: z.array(z.string()),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseItem = z.infer<typeof courseItemSchema>;

/** GET /admin/biblical-school/courses (spec §7: the response has courses). */
export const coursesPageSchema = z.object({
  courses: z.array(courseItemSchema),
  pagination: paginationSchema,
});
export type CoursesPage = z.infer<typeof coursesPageSchema>;

export const enrollmentItemSchema = z.object({
  id: z.string(),
  status: z.enum(enrollmentStatuses),
  /** ISO instant. */
  enrollmentDate: z.string(),
  userId: z.string(),
  /** The student as they were when they enrolled. */
  userSnapshot: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    documentNumber: z.string().nullable(),
    address: z.string().nullable(),
  }),
  course: courseItemSchema.pick({
    id: true,
    title: true,
    instructor: true,
    schedule: true,
    startDate: true,
    endDate: true,
    location: true,
    capacity: true,
    enrolledCount: true,
    availableSpots: true,
  }),
  motivation: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  whatsappSent: z.boolean(),
  /** When the status last changed (ISO). */
  statusChangedAt: z.string(),
});
export type EnrollmentItem = z.infer<typeof enrollmentItemSchema>;

/** GET /admin/biblical-school/enrollments and /enrollments/pending (spec §7: the response has enrollments). */
export const enrollmentsPageSchema = z.object({
  enrollments: z.array(enrollmentItemSchema),
  pagination: paginationSchema,
});
export type EnrollmentsPage = z.infer<typeof enrollmentsPageSchema>;

/** GET /admin/biblical-school/enrollments/stats (spec §3), over every enrollment of the community. */
export const enrollmentStatsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  waitlist: z.number().int(),
  rejected: z.number().int(),
  completed: z.number().int(),
  dropped: z.number().int(),
  total: z.number().int(),
});
export type EnrollmentStats = z.infer<typeof enrollmentStatsSchema>;

/**
 * GET /admin/biblical-school/stats (spec §3 school stats), over the running courses (active, not ended
 * before today in Bogotá: courseState):
 * averageEnrollmentRate = mean of enrolledCount ÷ capacity, in percent with one decimal (0 without courses).
 */
export const schoolStatsSchema = z.object({
  coursesByCategory: z.array(z.object({ category: z.enum(courseCategories), count: z.number().int() })),
  coursesByLevel: z.array(z.object({ level: z.enum(courseLevels), count: z.number().int() })),
  averageEnrollmentRate: z.number(),
});
export type SchoolStats = z.infer<typeof schoolStatsSchema>;

/**
 * GET /admin/biblical-school/dashboard (spec §3 dashboard stats; the spec does not show its path), over
 * the running courses (active, ending today or later in Bogotá): totalCourses = running courses;
 * totalActiveStudents = people with a CONFIRMED enrollment in a running course (each counted once);
 * totalAvailableSpots = the sum of their availableSpots; totalPendingEnrollments = every PENDING
 * enrollment; mostPopularCourse = the running course with the most seats taken (null when none has any).
 */
export const schoolDashboardSchema = z.object({
  totalCourses: z.number().int(),
  totalActiveStudents: z.number().int(),
  totalAvailableSpots: z.number().int(),
  totalPendingEnrollments: z.number().int(),
  mostPopularCourse: z
    .object({ id: z.string(), title: z.string(), enrolledCount: z.number().int() })
    .nullable(),
});
export type SchoolDashboard = z.infer<typeof schoolDashboardSchema>;

/** GET /admin/biblical-school/reports/complete (JSON): the range, the totals and one row per course. */
export const completeReportSchema = z.object({
  generatedAt: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dashboard: schoolDashboardSchema,
  stats: schoolStatsSchema,
  /** Enrollments made within the range, by status. */
  enrollments: enrollmentStatsSchema,
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      instructorName: z.string(),
      category: z.enum(courseCategories),
      level: z.enum(courseLevels),
      startDate: z.string(),
      endDate: z.string(),
      capacity: z.number().int(),
      enrolledCount: z.number().int(),
      isActive: z.boolean(),
      /** Enrollments made within the range, by status. */
      enrollments: enrollmentStatsSchema,
    }),
  ),
});
export type CompleteReport = z.infer<typeof completeReportSchema>;

/** The app: a course with the caller's own open (or last) enrollment status, null when never enrolled. */
export const appCourseItemSchema = courseItemSchema.omit({ pendingCount: true }).extend({
  myEnrollment: z.object({ id: z.string(), status: z.enum(enrollmentStatuses) }).nullable(),
});
export type AppCourseItem = z.infer<typeof appCourseItemSchema>;
export const appCoursesPageSchema = z.object({
  courses: z.array(appCourseItemSchema),
  pagination: paginationSchema,
});
export type AppCoursesPage = z.infer<typeof appCoursesPageSchema>;

/** The app: the member's own enrollments (no other student's data). */
export const myEnrollmentsPageSchema = z.object({
  enrollments: z.array(enrollmentItemSchema.omit({ userId: true })),
  pagination: paginationSchema,
});
export type MyEnrollmentsPage = z.infer<typeof myEnrollmentsPageSchema>;
