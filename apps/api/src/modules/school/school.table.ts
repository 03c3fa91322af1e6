import {
  courseCategories,
  courseLevels,
  enrollmentStatuses,
  OPEN_ENROLLMENT_STATUSES,
  SCHOOL_LIMITS,
} from '@koinonia/shared/school/school.schemas';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { requiredRef, timestampColumns, versionColumn } from '../../db/columns.ts';
import {
  communityColumn,
  communityKeyColumn,
  communityOwnedColumns,
  userColumn,
} from '../../db/references.ts';

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const num = (n: number) => sql.raw(String(n));

/** The biblical school's teachers (spec 001 §3). Deleting one is refused while it has any course. */
export const schoolInstructors = pgTable(
  'school_instructors',
  {
    ...communityOwnedColumns(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    bio: text('bio'),
    experience: text('experience'),
    email: text('email'),
    phone: text('phone'),
    qualifications: text('qualifications').array().notNull().default(sql`'{}'::text[]`),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** A stored upload's file name (under uploads/instructors/) or an external http(s) address. */
    imageUrl: text('image_url'),
    /** Lower-cased, accent-free name: the list's order and search. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`koinonia_fold(${schoolInstructors.name})`),
    ...timestampColumns(),
  },
  (t) => [
    // The target of the courses' (instructor, community) key: a course's instructor is of its community.
    unique('school_instructors_id_community_key').on(t.id, t.communityId),
    index('school_instructors_community_name_idx').on(t.communityId, t.sortName, t.id),
    check(
      'school_instructors_lists_check',
      sql`cardinality(${t.qualifications}) <= ${num(SCHOOL_LIMITS.maxListItems)} and cardinality(${t.specialties}) <= ${num(SCHOOL_LIMITS.maxListItems)}`,
    ),
    maxChars('school_instructors', t.name, SCHOOL_LIMITS.instructorName),
    maxChars('school_instructors', t.title, SCHOOL_LIMITS.instructorTitle),
    maxChars('school_instructors', t.bio, SCHOOL_LIMITS.bio),
    maxChars('school_instructors', t.experience, SCHOOL_LIMITS.experience),
    maxChars('school_instructors', t.email, SCHOOL_LIMITS.email),
    maxChars('school_instructors', t.phone, SCHOOL_LIMITS.phone),
    maxChars('school_instructors', t.imageUrl, 500),
  ],
);

/**
 * A course (spec 001 §3). start_date/end_date are Bogotá days. enrolled_count (CONFIRMED + COMPLETED)
 * and pending_count (PENDING + WAITLIST) are kept exact by the school_enrollments_counts trigger
 * (migration 0015), in the same transaction as every enrollment change.
 */
export const schoolCourses = pgTable(
  'school_courses',
  {
    ...communityOwnedColumns(),
    instructorId: uuid('instructor_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description'),
    category: text('category', { enum: courseCategories }).notNull(),
    level: text('level', { enum: courseLevels }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    duration: text('duration').notNull(),
    scheduleDayOfWeek: smallint('schedule_day_of_week').notNull(),
    scheduleStartTime: text('schedule_start_time').notNull(),
    scheduleEndTime: text('schedule_end_time').notNull(),
    scheduleFrequency: text('schedule_frequency').notNull(),
    capacity: integer('capacity').notNull().default(SCHOOL_LIMITS.capacity.default),
    /** Colombian pesos, whole; 0 = free. */
    cost: integer('cost').notNull().default(0),
    location: text('location').notNull(),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    targetAudience: text('target_audience').array().notNull().default(sql`'{}'::text[]`),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    materials: text('materials').array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** A stored upload's file name (under uploads/courses/) or an external http(s) address. */
    imageUrl: text('image_url'),
    enrolledCount: integer('enrolled_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    /** Lower-cased, accent-free title: what the list's search matches (pg_trgm). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`koinonia_fold(${schoolCourses.title})`),
    ...timestampColumns(),
  },
  (t) => [
    foreignKey({
      name: 'school_courses_instructor_fk',
      columns: [t.instructorId, t.communityId],
      foreignColumns: [schoolInstructors.id, schoolInstructors.communityId],
    }).onDelete('restrict'),
    unique('school_courses_id_community_key').on(t.id, t.communityId),
    // The dashboard's list: newest start first.
    index('school_courses_community_start_idx').on(
      t.communityId,
      t.startDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The app's list: active, not ended, soonest start first. end_date last: the ended courses the walk
    // skips are told from the index alone, without reading their rows.
    index('school_courses_community_app_idx').on(t.communityId, t.isActive, t.startDate, t.id, t.endDate),
    index('school_courses_instructor_idx').on(t.instructorId),
    index('school_courses_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('school_courses_category_check', sql`${t.category} in (${listOf(courseCategories)})`),
    check('school_courses_level_check', sql`${t.level} in (${listOf(courseLevels)})`),
    check('school_courses_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('school_courses_day_check', sql`${t.scheduleDayOfWeek} between 0 and 6`),
    check(
      'school_courses_times_check',
      sql`${t.scheduleStartTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.scheduleEndTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.scheduleEndTime} > ${t.scheduleStartTime}`,
    ),
    check(
      'school_courses_capacity_check',
      sql`${t.capacity} between ${num(SCHOOL_LIMITS.capacity.min)} and ${num(SCHOOL_LIMITS.capacity.max)}`,
    ),
    check('school_courses_cost_check', sql`${t.cost} between 0 and ${num(SCHOOL_LIMITS.cost.max)}`),
    // The last guard against overbooking: the seats taken never exceed the capacity.
    check('school_courses_seats_check', sql`${t.enrolledCount} between 0 and ${t.capacity}`),
    check('school_courses_pending_check', sql`${t.pendingCount} >= 0`),
    check(
      'school_courses_lists_check',
      sql`cardinality(${t.requirements}) <= ${num(SCHOOL_LIMITS.maxListItems)} and cardinality(${t.targetAudience}) <= ${num(SCHOOL_LIMITS.maxListItems)} and cardinality(${t.topics}) <= ${num(SCHOOL_LIMITS.maxListItems)} and cardinality(${t.materials}) <= ${num(SCHOOL_LIMITS.maxListItems)}`,
    ),
    maxChars('school_courses', t.title, SCHOOL_LIMITS.courseTitle),
    maxChars('school_courses', t.description, SCHOOL_LIMITS.description),
    maxChars('school_courses', t.shortDescription, SCHOOL_LIMITS.shortDescription),
    maxChars('school_courses', t.duration, SCHOOL_LIMITS.duration),
    maxChars('school_courses', t.scheduleFrequency, SCHOOL_LIMITS.frequency),
    maxChars('school_courses', t.location, SCHOOL_LIMITS.location),
    maxChars('school_courses', t.imageUrl, 500),
  ],
);

/**
 * A person's enrollment in a course (spec 001 §3/§4). The user_snapshot_* columns hold the student as
 * they were when they enrolled. At most one open (PENDING, WAITLIST, CONFIRMED) enrollment per person
 * and course: the partial unique index, so a double click never makes two.
 */
export const schoolEnrollments = pgTable(
  'school_enrollments',
  {
    ...communityOwnedColumns(),
    courseId: uuid('course_id').notNull(),
    userId: userColumn(),
    status: text('status', { enum: enrollmentStatuses }).notNull().default('PENDING'),
    enrollmentDate: timestamp('enrollment_date', { withTimezone: true }).notNull().defaultNow(),
    snapshotName: text('snapshot_name').notNull(),
    snapshotEmail: text('snapshot_email').notNull(),
    snapshotPhone: text('snapshot_phone'),
    snapshotDocumentNumber: text('snapshot_document_number'),
    snapshotAddress: text('snapshot_address'),
    motivation: text('motivation'),
    rejectionReason: text('rejection_reason'),
    whatsappSent: boolean('whatsapp_sent').notNull().default(false),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased, accent-free snapshot name, email and document: what the list's search matches (pg_trgm). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`koinonia_fold(${schoolEnrollments.snapshotName} || ' ' || ${schoolEnrollments.snapshotEmail} || ' ' || coalesce(${schoolEnrollments.snapshotDocumentNumber}, ''))`,
      ),
    ...timestampColumns(),
  },
  (t) => [
    foreignKey({
      name: 'school_enrollments_course_fk',
      columns: [t.courseId, t.communityId],
      foreignColumns: [schoolCourses.id, schoolCourses.communityId],
    }).onDelete('cascade'),
    uniqueIndex('school_enrollments_open_key')
      .on(t.courseId, t.userId)
      .where(sql`${t.status} in (${listOf(OPEN_ENROLLMENT_STATUSES)})`),
    // The dashboard's list and export, newest first, with or without a status.
    index('school_enrollments_community_date_idx').on(
      t.communityId,
      t.enrollmentDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('school_enrollments_community_status_date_idx').on(
      t.communityId,
      t.status,
      t.enrollmentDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A course's enrollments (filter, delete check, report counts).
    index('school_enrollments_course_status_idx').on(t.courseId, t.status, t.enrollmentDate),
    // The member's own, newest first.
    index('school_enrollments_user_date_idx').on(
      t.userId,
      t.enrollmentDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's distinct students (CONFIRMED in active courses), read from the index alone.
    index('school_enrollments_students_idx').on(t.communityId, t.status, t.courseId, t.userId),
    index('school_enrollments_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('school_enrollments_status_check', sql`${t.status} in (${listOf(enrollmentStatuses)})`),
    check(
      'school_enrollments_rejection_check',
      sql`${t.status} <> 'REJECTED' or ${t.rejectionReason} is not null`,
    ),
    maxChars('school_enrollments', t.snapshotName, 120),
    maxChars('school_enrollments', t.snapshotEmail, SCHOOL_LIMITS.email),
    maxChars('school_enrollments', t.snapshotPhone, SCHOOL_LIMITS.phone),
    maxChars('school_enrollments', t.snapshotDocumentNumber, 20),
    maxChars('school_enrollments', t.snapshotAddress, SCHOOL_LIMITS.address),
    maxChars('school_enrollments', t.motivation, SCHOOL_LIMITS.motivation),
    maxChars('school_enrollments', t.rejectionReason, SCHOOL_LIMITS.rejectionReason),
  ],
);

/**
 * How many enrollments each course has in each status, kept by the statement triggers of migration 0015
 * in the same transaction as every change (with the course's enrolled_count and pending_count). The
 * status counts, the list's total when it is filtered by status or course only, and the complete report
 * without a range read these rows instead of counting 200,000 enrollments.
 */
export const schoolEnrollmentCounts = pgTable(
  'school_enrollment_counts',
  {
    communityId: communityColumn(),
    courseId: requiredRef('course_id', () => schoolCourses.id),
    status: text('status', { enum: enrollmentStatuses }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'school_enrollment_counts_pkey', columns: [t.courseId, t.status] }),
    index('school_enrollment_counts_community_idx').on(t.communityId, t.status),
  ],
);

/**
 * A number the enrollments' triggers raise whenever a community's enrollment lists can change (one
 * added or removed, a status or course changed): a search's or a date range's total counted at a
 * version is exact while it stands, so the server keeps it (VersionedTotals).
 */
export const schoolListVersions = pgTable('school_list_versions', {
  communityId: communityKeyColumn(),
  version: versionColumn(),
});
