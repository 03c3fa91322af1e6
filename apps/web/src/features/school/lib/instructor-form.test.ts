import type { InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { ApiError } from '@koinonia/ui/api-client';
import { describe, expect, it } from 'vitest';
import {
  createInstructorError,
  initialInstructorValues,
  instructorFields,
  specialtiesPreview,
  toInstructorFormData,
  updateInstructorError,
  validateInstructor,
} from './instructor-form';

const stored: InstructorItem = {
  id: 'i1',
  name: 'Ana Gómez',
  title: 'Pastora',
  bio: 'Sirve desde 2005',
  experience: '15 años',
  email: 'ana@iglesia.org',
  phone: '+57 300 111 2233',
  qualifications: ['Teología', 'Consejería'],
  specialties: ['Biblia', 'Familia', 'Liderazgo'],
  isActive: false,
  imageUrl: null,
  coursesCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('instructor form values', () => {
  it('starts empty and active; an edit starts from the stored values with the lists as comma text', () => {
    expect(initialInstructorValues()).toEqual({
      name: '',
      title: '',
      email: '',
      phone: '',
      experience: '',
      bio: '',
      qualifications: '',
      specialties: '',
      isActive: true,
    });
    expect(initialInstructorValues(stored)).toMatchObject({
      qualifications: 'Teología, Consejería',
      specialties: 'Biblia, Familia, Liderazgo',
      isActive: false,
    });
  });

  it('sends trimmed texts; isActive only on edit', () => {
    const values = {
      ...initialInstructorValues(),
      name: '  Luis  ',
      title: ' Maestro ',
      specialties: ' a , b ,, ',
    };
    expect(instructorFields(values, 'create')).toEqual({
      name: 'Luis',
      title: 'Maestro',
      email: '',
      phone: '',
      experience: '',
      bio: '',
      qualifications: '',
      specialties: 'a , b ,,',
    });
    expect(instructorFields(initialInstructorValues(stored), 'edit').isActive).toBe('false');
  });

  it('builds the multipart body with the image as `image`', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'foto.gif', { type: 'image/gif' });
    const form = toInstructorFormData(initialInstructorValues(stored), 'edit', file);
    expect(form.get('name')).toBe('Ana Gómez');
    expect(form.get('specialties')).toBe('Biblia, Familia, Liderazgo');
    expect(form.get('isActive')).toBe('false');
    expect((form.get('image') as File).name).toBe('foto.gif');
    expect(toInstructorFormData(initialInstructorValues(), 'create', null).has('image')).toBe(false);
  });
});

describe('validateInstructor', () => {
  it('requires a name and a title (spec §5 messages)', () => {
    expect(validateInstructor(initialInstructorValues(), 'create')).toEqual({
      name: 'El nombre es obligatorio',
      title: 'El título es obligatorio',
    });
    expect(validateInstructor({ ...initialInstructorValues(stored), name: '   ' }, 'edit')).toEqual({
      name: 'El nombre es obligatorio',
    });
  });

  it('checks the email and the phone with the shared rules, and accepts empty optional fields', () => {
    const base = { ...initialInstructorValues(), name: 'Luis', title: 'Maestro' };
    expect(validateInstructor(base, 'create')).toEqual({});
    expect(validateInstructor({ ...base, email: 'no-es-correo' }, 'create').email).toBe(
      'El correo electrónico no es válido',
    );
    expect(validateInstructor({ ...base, phone: 'abc' }, 'create').phone).toMatch(/teléfono/);
  });
});

describe('instructor refusals (spec §8)', () => {
  it('create: 401/403, 400, the server message, else the fallback', () => {
    expect(createInstructorError(new ApiError(403, 'x'))).toBe(
      'No tienes autorización para crear instructores',
    );
    expect(createInstructorError(new ApiError(401, 'x'))).toBe(
      'No tienes autorización para crear instructores',
    );
    expect(createInstructorError(new ApiError(400, 'x'))).toBe(
      'Datos inválidos. Verifica la información ingresada.',
    );
    expect(createInstructorError(new ApiError(409, 'Ya existe'))).toBe('Ya existe');
    expect(createInstructorError(new Error('boom'))).toBe('Error al crear el instructor');
  });

  it('update: 401/403 permissions, else the server message or the fallback', () => {
    expect(updateInstructorError(new ApiError(403, 'x'))).toBe(
      'No tienes permisos para actualizar instructores.',
    );
    expect(updateInstructorError(new ApiError(404, 'El instructor no existe'))).toBe(
      'El instructor no existe',
    );
    expect(updateInstructorError(null)).toBe('Error al actualizar instructor');
  });
});

describe('specialtiesPreview', () => {
  it('shows the first 2 and counts the rest (spec §2)', () => {
    expect(specialtiesPreview(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(specialtiesPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(specialtiesPreview([])).toEqual({ shown: [], more: 0 });
  });
});
