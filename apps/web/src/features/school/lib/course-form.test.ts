import { courseFromFormFields } from '@koinonia/shared/school/course-form-data';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { describe, expect, it } from 'vitest';
import {
  type CourseFormValues,
  courseFieldOf,
  initialCourseValues,
  toCourseFormData,
  toCoursePayload,
  validateCourse,
} from './course-form';

const INSTRUCTOR = '6f1c1d5e-8c55-4d2b-9a63-2f4a8f1f0a11';

const stored: CourseItem = {
  id: 'c1',
  title: 'Fundamentos de la fe',
  description: 'Un recorrido por las doctrinas básicas.',
  shortDescription: 'Doctrinas básicas',
  instructor: { id: INSTRUCTOR, name: 'Ana', title: 'Pastora', imageUrl: null },
  category: 'BIBLIA',
  level: 'BASICO',
  startDate: '2026-03-03',
  endDate: '2026-06-30',
  duration: '16 semanas',
  schedule: { dayOfWeek: 2, startTime: '19:00', endTime: '21:00', frequency: 'Semanal' },
  capacity: 30,
  enrolledCount: 4,
  availableSpots: 26,
  pendingCount: 1,
  cost: 0,
  location: 'Salón 2',
  requirements: ['Biblia'],
  targetAudience: ['Nuevos creyentes'],
  topics: ['Dios', 'Salvación'],
  materials: [],
  isFeatured: true,
  isActive: true,
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const complete = (over: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...initialCourseValues(stored),
  ...over,
});

describe('course form values', () => {
  it('starts a new course with the spec defaults (capacity 20, cost 0, Semanal, active)', () => {
    expect(initialCourseValues()).toMatchObject({
      capacity: 20,
      cost: 0,
      frequency: 'Semanal',
      isActive: true,
      isFeatured: false,
      dayOfWeek: '',
      category: '',
    });
  });

  it('starts an edit from the stored course', () => {
    expect(initialCourseValues(stored)).toMatchObject({
      instructorId: INSTRUCTOR,
      dayOfWeek: '2',
      startTime: '19:00',
      topics: ['Dios', 'Salvación'],
    });
  });

  it('encodes the payload as the course multipart (schedule[field], name[index]) that the server reads back', () => {
    const payload = toCoursePayload(
      complete({ title: '  Fundamentos  ', cost: '', materials: [' ', 'Cuaderno'] }),
    );
    expect(payload).toMatchObject({ title: 'Fundamentos', cost: 0, materials: ['Cuaderno'] });
    const file = new File([new Uint8Array([1])], 'portada.png', { type: 'image/png' });
    const form = toCourseFormData(payload, file);
    expect(form.get('schedule[dayOfWeek]')).toBe('2');
    expect(form.get('topics[1]')).toBe('Salvación');
    expect((form.get('image') as File).name).toBe('portada.png');
    const fields: Record<string, string> = {};
    for (const [k, v] of form.entries()) if (typeof v === 'string') fields[k] = v;
    expect(courseFromFormFields(fields)).toMatchObject({
      schedule: { dayOfWeek: '2', startTime: '19:00', endTime: '21:00', frequency: 'Semanal' },
      topics: ['Dios', 'Salvación'],
      materials: ['Cuaderno'],
    });
  });
});

describe('validateCourse', () => {
  it('a missing title, instructor or start date says the spec message', () => {
    const errors = validateCourse(complete({ title: ' ', instructorId: '', startDate: '' }));
    expect(errors.title).toBe('Por favor completa todos los campos obligatorios');
    expect(errors.instructorId).toBe('Por favor completa todos los campos obligatorios');
    expect(errors.startDate).toBe('Por favor completa todos los campos obligatorios');
  });

  it('accepts a complete course and refuses the limits of the shared schema', () => {
    expect(validateCourse(complete())).toEqual({});
    expect(validateCourse(complete({ capacity: 0 })).capacity).toBe('La capacidad debe estar entre 1 y 100');
    expect(validateCourse(complete({ capacity: 101 })).capacity).toBe(
      'La capacidad debe estar entre 1 y 100',
    );
    expect(validateCourse(complete({ cost: -5 })).cost).toBe('El costo no puede ser negativo');
    expect(validateCourse(complete({ shortDescription: 'x'.repeat(151) })).shortDescription).toMatch(/150/);
  });

  it('puts the schedule and cross-field problems on their fields', () => {
    const errors = validateCourse(complete({ dayOfWeek: '', endTime: '18:00', endDate: '2026-01-01' }));
    expect(errors.dayOfWeek).toBe('Selecciona un día de la semana');
    expect(errors.endDate).toBe('La fecha de finalización no puede ser anterior a la de inicio');
    expect(validateCourse(complete({ endTime: '18:00' })).endTime).toBe(
      'La hora de finalización debe ser posterior a la de inicio',
    );
    expect(validateCourse(complete({ category: '' })).category).toBe('Selecciona una categoría válida');
  });

  it('maps server issue paths to the fields', () => {
    expect(courseFieldOf('schedule.startTime')).toBe('startTime');
    expect(courseFieldOf(['topics', 3])).toBe('topics');
    expect(courseFieldOf('nope')).toBeUndefined();
  });
});
