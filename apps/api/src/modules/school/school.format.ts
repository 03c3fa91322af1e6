import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import type { CourseValues, InstructorValues } from '@koinonia/shared/school/school.schemas';
import type { CourseItem, EnrollmentItem, InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import type { schoolCourses, schoolEnrollments, schoolInstructors } from './school.table.ts';

/** The school's rows as the API answers them (school-read.schemas.ts). */

export type InstructorRow = typeof schoolInstructors.$inferSelect;
export type CourseRow = typeof schoolCourses.$inferSelect;
export type EnrollmentRow = typeof schoolEnrollments.$inferSelect;
/** The few instructor columns a course answers with. */
export type CourseInstructor = Pick<InstructorRow, 'id' | 'name' | 'title' | 'imageUrl'>;
export type CourseWithInstructor = { course: CourseRow; instructor: CourseInstructor };

/** A stored image as its address (the image-address rule, this server's uploads), or null. */
export function builtImageUrl(value: string | null, type: string): string | null {
  return value ? imageUrl(value, { base: LOCAL_UPLOADS_BASE, local: true, type }) || null : null;
}

export function toInstructorItem(row: InstructorRow, coursesCount: number): InstructorItem {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    experience: row.experience,
    email: row.email,
    phone: row.phone,
    qualifications: row.qualifications,
    specialties: row.specialties,
    isActive: row.isActive,
    imageUrl: builtImageUrl(row.imageUrl, imageTypes.instructors),
    coursesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCourseItem({ course: c, instructor: i }: CourseWithInstructor): CourseItem {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    shortDescription: c.shortDescription,
    instructor: {
      id: i.id,
      name: i.name,
      title: i.title,
      imageUrl: builtImageUrl(i.imageUrl, imageTypes.instructors),
    },
    category: c.category,
    level: c.level,
    startDate: c.startDate,
    endDate: c.endDate,
    duration: c.duration,
    schedule: {
      dayOfWeek: c.scheduleDayOfWeek,
      startTime: c.scheduleStartTime,
      endTime: c.scheduleEndTime,
      frequency: c.scheduleFrequency,
    },
    capacity: c.capacity,
    enrolledCount: c.enrolledCount,
    availableSpots: Math.max(0, c.capacity - c.enrolledCount),
    pendingCount: c.pendingCount,
    cost: c.cost,
    location: c.location,
    requirements: c.requirements,
    targetAudience: c.targetAudience,
    topics: c.topics,
    materials: c.materials,
    isFeatured: c.isFeatured,
    isActive: c.isActive,
    imageUrl: builtImageUrl(c.imageUrl, imageTypes.courses),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export type EnrollmentWithCourse = { enrollment: EnrollmentRow } & CourseWithInstructor;

export function toEnrollmentItem({ enrollment: e, ...course }: EnrollmentWithCourse): EnrollmentItem {
  const c = toCourseItem(course);
  return {
    id: e.id,
    status: e.status,
    enrollmentDate: e.enrollmentDate.toISOString(),
    userId: e.userId,
    userSnapshot: {
      name: e.snapshotName,
      email: e.snapshotEmail,
      phone: e.snapshotPhone,
      documentNumber: e.snapshotDocumentNumber,
      address: e.snapshotAddress,
    },
    course: {
      id: c.id,
      title: c.title,
      instructor: c.instructor,
      schedule: c.schedule,
      startDate: c.startDate,
      endDate: c.endDate,
      location: c.location,
      capacity: c.capacity,
      enrolledCount: c.enrolledCount,
      availableSpots: c.availableSpots,
    },
    motivation: e.motivation,
    rejectionReason: e.rejectionReason,
    whatsappSent: e.whatsappSent,
    statusChangedAt: e.statusChangedAt.toISOString(),
  };
}

/** The member's own view of an enrollment (no userId). */
export function toMyEnrollmentItem(row: EnrollmentWithCourse) {
  const { userId: _u, ...item } = toEnrollmentItem(row);
  return item;
}

/** A course row's editable fields, as the schema's output (what a patch merges into). */
export function courseValuesOf(c: CourseRow): CourseValues {
  return {
    title: c.title,
    instructorId: c.instructorId,
    startDate: c.startDate,
    description: c.description,
    shortDescription: c.shortDescription,
    category: c.category,
    level: c.level,
    endDate: c.endDate,
    duration: c.duration,
    schedule: {
      dayOfWeek: c.scheduleDayOfWeek,
      startTime: c.scheduleStartTime,
      endTime: c.scheduleEndTime,
      frequency: c.scheduleFrequency,
    },
    capacity: c.capacity,
    cost: c.cost,
    location: c.location,
    requirements: c.requirements,
    targetAudience: c.targetAudience,
    topics: c.topics,
    materials: c.materials,
    isFeatured: c.isFeatured,
    isActive: c.isActive,
    imageUrl: c.imageUrl,
  };
}

/** A course's values as its row's columns. */
export function courseColumns(v: CourseValues) {
  const { schedule, ...rest } = v;
  return {
    ...rest,
    scheduleDayOfWeek: schedule.dayOfWeek,
    scheduleStartTime: schedule.startTime,
    scheduleEndTime: schedule.endTime,
    scheduleFrequency: schedule.frequency,
  };
}

/** An instructor's editable fields as the schema's output. */
export function instructorValuesOf(r: InstructorRow): InstructorValues & { isActive: boolean } {
  return {
    name: r.name,
    title: r.title,
    bio: r.bio,
    experience: r.experience,
    email: r.email,
    phone: r.phone,
    qualifications: r.qualifications,
    specialties: r.specialties,
    imageUrl: r.imageUrl,
    isActive: r.isActive,
  };
}
