import type { CourseValues, InstructorValues } from '@koinonia/shared/school/school.schemas';
import type { schoolCourses, schoolInstructors } from './school.table.ts';

/** The school's rows as their editable values (what a patch merges into, what the audit records). */

export type InstructorRow = typeof schoolInstructors.$inferSelect;
export type CourseRow = typeof schoolCourses.$inferSelect;

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
