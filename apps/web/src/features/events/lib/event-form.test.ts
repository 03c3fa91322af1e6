import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { describe, expect, it } from 'vitest';
import {
  type EventFormValues,
  eventImageProblem,
  initialEventValues,
  toEventFormData,
  toEventPayload,
  validateEvent,
} from './event-form';

const stored: EventItem = {
  id: 'e1',
  title: 'Retiro de jóvenes',
  summary: 'Un fin de semana en la montaña',
  content: 'Programa completo del retiro',
  category: 'retiro',
  eventDate: '2020-03-07T00:00:00.000Z',
  eventTime: '08:00',
  location: 'Finca El Roble',
  address: 'Vereda La Palma',
  capacity: 80,
  price: 150000,
  contactPhone: '+57 300 123 4567',
  contactEmail: 'retiros@iglesia.org',
  tags: ['jóvenes'],
  featured: true,
  status: 'completed',
  organizer: 'Pastor Juan',
  requiresRegistration: true,
  registrationDeadline: '2020-03-01T00:00:00.000Z',
  priority: 2,
  isActive: true,
  imageUrl: null,
  imageAlt: null,
  interestedCount: 12,
  createdAt: '2020-01-01T00:00:00.000Z',
  updatedAt: '2020-01-01T00:00:00.000Z',
};

const future = (over: Partial<EventFormValues> = {}): EventFormValues => ({
  ...initialEventValues(),
  title: 'Concierto de Navidad',
  summary: 'Música en familia',
  content: 'Los coros de la iglesia',
  eventDate: '2999-12-05',
  eventTime: '19:30',
  location: 'Templo principal',
  ...over,
});

describe('initialEventValues', () => {
  it('starts a new event with the spec defaults', () => {
    const v = initialEventValues();
    expect(v).toMatchObject({
      capacity: 50,
      priority: '3',
      status: 'upcoming',
      category: 'default',
      isActive: true,
      price: '',
      requiresRegistration: false,
    });
  });

  it('starts an edit from the stored values (dates as YYYY-MM-DD)', () => {
    const v = initialEventValues(stored);
    expect(v).toMatchObject({
      eventDate: '2020-03-07',
      registrationDeadline: '2020-03-01',
      price: 150000,
      priority: '2',
      imageAlt: '',
      tags: ['jóvenes'],
    });
  });
});

describe('toEventPayload', () => {
  it('trims the texts and leaves out empty optional texts on create', () => {
    const p = toEventPayload(
      future({ title: '  Concierto  ', address: '   ', organizer: ' Ana ' }),
      'create',
    );
    expect(p.title).toBe('Concierto');
    expect(p.organizer).toBe('Ana');
    expect(p).not.toHaveProperty('address');
    expect(p).not.toHaveProperty('contactEmail');
    expect(p.price).toBeNull();
    expect(p.priority).toBe(3);
  });

  it('sends null for empty optional texts on edit (clears them)', () => {
    const p = toEventPayload(future({ address: '' }), 'edit');
    expect(p.address).toBeNull();
    expect(p.imageAlt).toBeNull();
  });

  it('sends the deadline only when registration is required', () => {
    expect(toEventPayload(future({ registrationDeadline: '2999-12-01' }), 'create')).not.toHaveProperty(
      'registrationDeadline',
    );
    expect(
      toEventPayload(future({ requiresRegistration: true, registrationDeadline: '2999-12-01' }), 'create')
        .registrationDeadline,
    ).toBe('2999-12-01');
  });

  it('asks to remove the stored image only on edit', () => {
    expect(toEventPayload(future(), 'edit', true).imageUrl).toBeNull();
    expect(toEventPayload(future(), 'create', true)).not.toHaveProperty('imageUrl');
  });
});

describe('toEventFormData', () => {
  it('sends tags as JSON text, null as empty, and the image', () => {
    const form = toEventFormData(
      { ...toEventPayload(future({ tags: ['coro', 'navidad'] }), 'edit'), imageUrl: null },
      new Blob(['x'], { type: 'image/jpeg' }),
    );
    expect(form.get('tags')).toBe('["coro","navidad"]');
    expect(form.get('address')).toBe('');
    expect(form.get('featured')).toBe('false');
    expect(form.has('imageUrl')).toBe(false);
    expect(form.get('imageFile')).toBeInstanceOf(Blob);
  });
});

describe('validateEvent', () => {
  it('reports the spec messages of the required fields', () => {
    const errors = validateEvent(initialEventValues());
    expect(errors).toMatchObject({
      title: 'El título es requerido',
      summary: 'El resumen es requerido',
      content: 'El contenido es requerido',
      eventDate: 'La fecha es requerida',
      eventTime: 'La hora es requerida',
      location: 'La ubicación es requerida',
    });
  });

  it('refuses a capacity under 1 and a price off the 1000 steps', () => {
    const errors = validateEvent(future({ capacity: 0, price: 1500 }));
    expect(errors.capacity).toBe('La capacidad debe ser mayor a 0');
    expect(errors.price).toBe('El precio debe ir en múltiplos de 1000');
  });

  it('refuses a moment in the past on create', () => {
    expect(validateEvent(future({ eventDate: '2001-01-01' })).eventDate).toBe(
      'La fecha y hora no puede ser en el pasado',
    );
  });

  it('lets an edit keep its past date and time, but not move to another past moment', () => {
    const values = initialEventValues(stored);
    expect(validateEvent(values, stored)).toEqual({});
    expect(validateEvent({ ...values, eventTime: '09:00' }, stored).eventDate).toBe(
      'La fecha y hora no puede ser en el pasado',
    );
  });

  it('refuses a deadline after the event, only when registration is required', () => {
    const late = { registrationDeadline: '2999-12-06' };
    expect(validateEvent(future({ ...late, requiresRegistration: true })).registrationDeadline).toBe(
      'La fecha límite de inscripción no puede ser posterior a la fecha del evento',
    );
    expect(validateEvent(future(late))).toEqual({});
  });

  it('checks the contact email', () => {
    expect(validateEvent(future({ contactEmail: 'no-es-correo' })).contactEmail).toBe(
      'El correo de contacto no es válido',
    );
  });
});

describe('eventImageProblem', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });
  it('refuses other types first, then images over 3MB', () => {
    expect(eventImageProblem(file('application/pdf', 10))).toBe('Solo se permiten archivos de imagen');
    expect(eventImageProblem(file('image/png', 3 * 1024 * 1024 + 1))).toBe(
      'La imagen no puede superar los 3MB',
    );
    expect(eventImageProblem(file('image/jpeg', 1024))).toBeNull();
  });
});
