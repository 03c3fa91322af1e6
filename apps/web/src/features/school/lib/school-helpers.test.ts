import type { EnrollmentItem } from '@koinonia/shared/school/school-read.schemas';
import { describe, expect, it } from 'vitest';
import {
  activeEnrollmentFilterCount,
  courseQuery,
  dateRangeProblem,
  defaultEnrollmentFilters,
  enrollmentQuery,
} from './enrollment-filters';
import { bogotaToday, courseEnded, formatSchedule, isStatusFilter } from './school-format';
import { schoolImageProblem } from './school-image';
import { whatsappDigits, whatsappGreeting, whatsappLink } from './whatsapp';

const enrollment = (phone: string | null, status: EnrollmentItem['status'] = 'CONFIRMED') =>
  ({
    status,
    userSnapshot: { name: 'María José Pérez', email: 'm@x.co', phone, documentNumber: null, address: null },
    course: { title: 'Fundamentos' },
  }) as EnrollmentItem;

describe('whatsapp link', () => {
  it('keeps the digits; a 10-digit number without + is Colombian (57 in front)', () => {
    expect(whatsappDigits('+57 300 123-4567')).toBe('573001234567');
    expect(whatsappDigits('300 123 4567')).toBe('573001234567');
    expect(whatsappDigits('+1 (415) 555-0100')).toBe('14155550100');
    expect(whatsappDigits('12')).toBeNull();
    expect(whatsappDigits(null)).toBeNull();
  });

  it('greets by first name about the course and its status', () => {
    expect(whatsappGreeting(enrollment('1'))).toBe(
      'Hola María, te escribimos de la Escuela Bíblica. Tu inscripción al curso "Fundamentos" está confirmada. ¡Te esperamos!',
    );
    expect(whatsappGreeting(enrollment('1', 'PENDING'))).toContain(
      'Recibimos tu inscripción al curso "Fundamentos"',
    );
  });

  it('builds https://wa.me/<digits>?text=<greeting>, or null without a phone', () => {
    const link = whatsappLink(enrollment('+57 300 123 4567'));
    expect(link).toMatch(/^https:\/\/wa\.me\/573001234567\?text=/);
    expect(decodeURIComponent(link!.split('text=')[1]!)).toContain('Fundamentos');
    expect(whatsappLink(enrollment(null))).toBeNull();
  });
});

describe('filters', () => {
  it('the enrollment query leaves out empty filters and Todas', () => {
    expect(enrollmentQuery(defaultEnrollmentFilters)).toEqual({ status: 'PENDING' });
    expect(
      enrollmentQuery({
        status: 'ALL',
        courseId: 'c',
        startDate: '2026-01-01',
        endDate: '',
        search: '  ana ',
      }),
    ).toEqual({ courseId: 'c', startDate: '2026-01-01', search: 'ana' });
    expect(dateRangeProblem('2026-02-01', '2026-01-01')).toBe(true);
    expect(dateRangeProblem('2026-01-01', '')).toBe(false);
  });

  it('counts the filters that narrow the enrollments: the default Pendiente is one, Todas none', () => {
    expect(activeEnrollmentFilterCount(defaultEnrollmentFilters)).toBe(1);
    expect(activeEnrollmentFilterCount({ ...defaultEnrollmentFilters, status: 'ALL', search: ' ' })).toBe(0);
    expect(
      activeEnrollmentFilterCount({
        status: 'CONFIRMED',
        courseId: 'c',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        search: 'ana',
      }),
    ).toBe(5);
  });

  it('the course query keeps only the set filters', () => {
    expect(
      courseQuery({ category: 'BIBLIA', level: '', instructorId: '', isActive: 'false', search: ' ' }),
    ).toEqual({
      category: 'BIBLIA',
      isActive: 'false',
    });
  });

  it('knows the status filter values', () => {
    expect(isStatusFilter('ALL')).toBe(true);
    expect(isStatusFilter('WAITLIST')).toBe(true);
    expect(isStatusFilter('OTHER')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
});

describe('formatting', () => {
  it('shows the schedule with the Spanish weekday', () => {
    expect(formatSchedule({ dayOfWeek: 3, startTime: '19:00', endTime: '21:00', frequency: 'Semanal' })).toBe(
      'Miércoles · 19:00 - 21:00 · Semanal',
    );
  });

  it('reads today in Bogotá and whether a course has ended', () => {
    // 03:00 UTC on 2 March is still 1 March in Bogotá (UTC-5).
    const now = new Date('2026-03-02T03:00:00Z');
    expect(bogotaToday(now)).toBe('2026-03-01');
    expect(courseEnded('2026-02-28', now)).toBe(true);
    expect(courseEnded('2026-03-01', now)).toBe(false);
  });
});

describe('school images (spec §5)', () => {
  const MB = 1024 * 1024;
  it('refuses a non-image type and more than 5MB; instructors take GIF, courses do not', () => {
    expect(schoolImageProblem({ type: 'application/pdf', size: 10 }, 'instructor')).toBe(
      'Por favor selecciona una imagen válida',
    );
    expect(schoolImageProblem({ type: 'image/png', size: 5 * MB + 1 }, 'instructor')).toBe(
      'La imagen no puede ser mayor a 5MB',
    );
    expect(schoolImageProblem({ type: 'image/gif', size: 5 * MB }, 'instructor')).toBeNull();
    expect(schoolImageProblem({ type: 'image/gif', size: 10 }, 'course')).toBe(
      'Por favor selecciona una imagen válida',
    );
    expect(schoolImageProblem({ type: 'image/webp', size: 10 }, 'course')).toBeNull();
  });
});
