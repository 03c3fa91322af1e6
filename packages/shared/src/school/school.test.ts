import { describe, expect, it } from 'vitest';
import { courseFormEntries, courseFromFormFields } from './course-form-data.ts';
import { courseBodySchema, instructorFieldsSchema, schoolMessages } from './school.schemas.ts';
import { canMove, dashboardActions } from './school.transitions.ts';
import {
  enrollmentsExportQuerySchema,
  enrollmentsQuerySchema,
  rejectEnrollmentBodySchema,
} from './school-requests.schemas.ts';

const instructorId = '3f1b5a4e-8f0c-4d7b-9a51-0c2f9e1d7a10';
const course = {
  title: 'Fundamentos de la fe',
  instructorId,
  startDate: '2027-02-01',
  endDate: '2027-04-30',
  description: 'Un recorrido por las doctrinas básicas.',
  category: 'BIBLIA',
  level: 'BASICO',
  duration: '12 semanas',
  schedule: { dayOfWeek: 3, startTime: '19:00', endTime: '21:00' },
  location: 'Salón 2',
  requirements: ['Biblia', 'Cuaderno'],
  topics: [],
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('instructor fields', () => {
  it('splits the comma lists into trimmed non-empty items and requires name and title', () => {
    const parsed = instructorFieldsSchema.parse({
      name: '  Ana Gómez ',
      title: 'Pastora',
      qualifications: ' Teología, , Consejería ,',
      specialties: 'Antiguo Testamento',
      email: '',
    });
    expect(parsed).toMatchObject({
      name: 'Ana Gómez',
      qualifications: ['Teología', 'Consejería'],
      specialties: ['Antiguo Testamento'],
      email: null,
      bio: null,
    });
    expect(messagesOf(instructorFieldsSchema.safeParse({ name: ' ', title: '' }))).toEqual([
      schoolMessages.nameRequired,
      schoolMessages.titleRequired,
    ]);
  });
});

describe('course fields', () => {
  it('takes the spec defaults: capacity 20, cost 0, frequency Semanal, active', () => {
    const parsed = courseBodySchema.parse(course);
    expect(parsed).toMatchObject({ capacity: 20, cost: 0, isActive: true, isFeatured: false });
    expect(parsed.schedule.frequency).toBe('Semanal');
  });

  it('refuses a missing title, instructor or start date with the spec message', () => {
    const { title: _t, instructorId: _i, startDate: _s, ...rest } = course;
    const messages = messagesOf(courseBodySchema.safeParse(rest));
    expect(messages.filter((m) => m === schoolMessages.courseRequired)).toHaveLength(3);
  });

  it('keeps capacity within 1-100, the short description within 150, the end after the start', () => {
    expect(messagesOf(courseBodySchema.safeParse({ ...course, capacity: '101' }))).toEqual([
      schoolMessages.capacityRange,
    ]);
    expect(messagesOf(courseBodySchema.safeParse({ ...course, shortDescription: 'x'.repeat(151) }))).toEqual([
      schoolMessages.shortDescriptionTooLong,
    ]);
    expect(messagesOf(courseBodySchema.safeParse({ ...course, endDate: '2027-01-31' }))).toEqual([
      schoolMessages.endBeforeStart,
    ]);
    expect(
      messagesOf(
        courseBodySchema.safeParse({ ...course, schedule: { ...course.schedule, endTime: '18:00' } }),
      ),
    ).toEqual([schoolMessages.endTimeBeforeStart]);
    expect(messagesOf(courseBodySchema.safeParse({ ...course, cost: -1 }))).toEqual([
      schoolMessages.costNegative,
    ]);
  });

  it('travels as multipart text (schedule[field], name[index]) and back to the same course', () => {
    const entries = courseFormEntries({ ...course, capacity: 30, isFeatured: true, shortDescription: null });
    expect(entries).toContainEqual(['schedule[dayOfWeek]', '3']);
    expect(entries).toContainEqual(['requirements[1]', 'Cuaderno']);
    expect(entries).toContainEqual(['topics', '']);
    const fields = Object.fromEntries(entries);
    const decoded = courseFromFormFields(fields);
    expect(courseBodySchema.parse(decoded)).toEqual(
      courseBodySchema.parse({ ...course, capacity: 30, isFeatured: true }),
    );
  });

  it('orders list items by their index, whatever order the parts arrived in', () => {
    expect(
      courseFromFormFields({ 'topics[10]': 'c', 'topics[2]': 'b', 'topics[0]': 'a', 'topics[9999]': 'x' })
        .topics,
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('enrollments', () => {
  it('needs a non-blank rejection reason', () => {
    expect(messagesOf(rejectEnrollmentBodySchema.safeParse({ rejectionReason: '   ' }))).toEqual([
      schoolMessages.rejectionReasonRequired,
    ]);
  });

  it('offers confirm, waitlist and reject only while pending; confirm and reject on the waitlist', () => {
    expect(dashboardActions('PENDING')).toEqual(['confirm', 'waitlist', 'reject']);
    expect(dashboardActions('WAITLIST')).toEqual(['confirm', 'reject']);
    expect(dashboardActions('CONFIRMED')).toEqual(['complete']);
    for (const final of ['REJECTED', 'COMPLETED', 'DROPPED'] as const) {
      expect(dashboardActions(final)).toEqual([]);
      expect(canMove('cancel', final)).toBe(false);
    }
  });

  it('filters by a valid range of days', () => {
    expect(
      messagesOf(enrollmentsQuerySchema.safeParse({ startDate: '2027-02-02', endDate: '2027-02-01' })),
    ).toEqual([schoolMessages.dateRangeInvalid]);
    expect(enrollmentsQuerySchema.parse({ status: 'PENDING' })).toMatchObject({ page: 1, limit: 20 });
  });

  it('says what is wrong with the page and with the range at once, as the list and the export always did', () => {
    const reversed = { startDate: '2027-02-02', endDate: '2027-02-01' };
    const list = messagesOf(enrollmentsQuerySchema.safeParse({ ...reversed, page: 'x' }));
    expect(list).toHaveLength(2);
    expect(list).toContain(schoolMessages.dateRangeInvalid);
    expect(messagesOf(enrollmentsExportQuerySchema.safeParse({ ...reversed, format: 'pdf' }))).toEqual([
      schoolMessages.formatInvalid,
      schoolMessages.dateRangeInvalid,
    ]);
    // A filter of the wrong type stops there: no range is compared with it.
    expect(messagesOf(enrollmentsQuerySchema.safeParse({ ...reversed, status: 5 }))).toEqual([
      schoolMessages.statusInvalid,
    ]);
    expect(enrollmentsExportQuerySchema.parse({ ...reversed, endDate: '2027-02-03' })).toEqual({
      format: 'csv',
      ...reversed,
      endDate: '2027-02-03',
    });
  });
});
