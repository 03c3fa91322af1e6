import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { describe, expect, it } from 'vitest';
import {
  acceptCoordinate,
  type GroupFormValues,
  initialGroupValues,
  issueField,
  toGroupPayload,
  validateGroup,
} from './group-form';

const sectorId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const leaderId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const coLeaderId = '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

/** What a new group starts with (the spec's defaults). */
const specDefaults = {
  meetingDay: 'Miércoles',
  meetingTime: '19:00',
  capacity: 15,
  currentMembers: 0,
  isOpenToNewMembers: true,
  isActive: true,
  showInPreview: false,
};

/** A form a person could send: every required field filled. */
function filled(overrides: Partial<GroupFormValues> = {}): GroupFormValues {
  return {
    ...initialGroupValues(),
    name: '  Célula Familias Unidas ',
    sectorId,
    leaderId,
    meetingAddress: ' Calle 45 # 13-20 ',
    ...overrides,
  };
}

const stored = {
  id: 'g1',
  name: 'Célula Betania',
  description: null,
  sector: { id: sectorId, name: 'Chapinero' },
  leader: { id: leaderId, name: 'Ana' },
  coLeader: { id: coLeaderId, name: 'Luis' },
  meeting: { address: 'Carrera 7', day: 'Viernes', time: '20:30', coordinates: { lat: 4.61, lng: -74.07 } },
  capacity: { total: 20, current: 8 },
  contact: { whatsappNumber: '+57 310 555 2000' },
  isOpenToNewMembers: false,
  isActive: true,
  showInPreview: true,
} as unknown as Group;

describe('initialGroupValues', () => {
  it('starts a new group from the spec defaults', () => {
    const values = initialGroupValues();
    expect(values).toMatchObject({
      name: '',
      sectorId: null,
      leaderId: null,
      ...specDefaults,
    });
  });

  it('starts an edit from the stored group, as the inputs hold it', () => {
    expect(initialGroupValues(stored)).toMatchObject({
      name: 'Célula Betania',
      description: '',
      sectorId,
      leaderId,
      coLeaderId,
      meetingDay: 'Viernes',
      meetingTime: '20:30',
      capacity: 20,
      currentMembers: 8,
      whatsappNumber: '+57 310 555 2000',
      latitude: '4.61',
      longitude: '-74.07',
      isOpenToNewMembers: false,
    });
  });
});

describe('acceptCoordinate', () => {
  it('keeps a decimal number being typed, with a comma as the decimal point', () => {
    expect(acceptCoordinate('-', '')).toBe('-');
    expect(acceptCoordinate('4.', '4')).toBe('4.');
    expect(acceptCoordinate('-74,06', '-74,0')).toBe('-74.06');
  });

  it('ignores anything else: the previous value stays', () => {
    expect(acceptCoordinate('4.6abc', '4.6')).toBe('4.6');
    expect(acceptCoordinate('4..6', '4.')).toBe('4.');
    expect(acceptCoordinate('--4', '-')).toBe('-');
  });
});

describe('toGroupPayload', () => {
  it('trims the texts and drops the empty optional fields on create', () => {
    const payload = toGroupPayload(filled(), false);
    expect(payload).toEqual({
      name: 'Célula Familias Unidas',
      sectorId,
      leaderId,
      meetingAddress: 'Calle 45 # 13-20',
      ...specDefaults,
    });
  });

  it('sends the cleared optional fields as null on edit, so that they are really cleared', () => {
    const payload = toGroupPayload(filled({ description: '   ', whatsappNumber: '' }), true);
    expect(payload.description).toBeNull();
    expect(payload.coLeaderId).toBeNull();
    expect(payload.whatsappNumber).toBeNull();
    expect(payload.coordinates).toBeNull();
  });

  it('reads numbers typed as text, and counts no members as 0', () => {
    const payload = toGroupPayload(filled({ capacity: '30', currentMembers: '' }), false);
    expect(payload.capacity).toBe(30);
    expect(payload.currentMembers).toBe(0);
  });

  it('sends the location only when both coordinates are given and neither is zero', () => {
    expect(toGroupPayload(filled({ latitude: '4.61', longitude: '-74.07' }), false).coordinates).toEqual({
      lat: 4.61,
      lng: -74.07,
    });
    expect(toGroupPayload(filled({ latitude: '4.61', longitude: '' }), true).coordinates).toBeNull();
    expect(toGroupPayload(filled({ latitude: '0', longitude: '-74.07' }), true).coordinates).toBeNull();
    expect(toGroupPayload(filled({ latitude: '-', longitude: '-74.07' }), true).coordinates).toBeNull();
  });
});

describe('issueField', () => {
  it('maps schema and server paths to the form field', () => {
    expect(issueField(['capacity'])).toBe('capacity');
    expect(issueField('meetingTime')).toBe('meetingTime');
    expect(issueField(['coordinates', 'lat'])).toBe('latitude');
    expect(issueField('coordinates.lng')).toBe('longitude');
    expect(issueField(['coordinates'])).toBe('latitude');
  });

  it('answers undefined for a path that is no field of the form', () => {
    expect(issueField(['communityId'])).toBeUndefined();
    expect(issueField([])).toBeUndefined();
  });
});

describe('validateGroup', () => {
  it('accepts a complete form', () => {
    expect(validateGroup(filled())).toEqual({});
  });

  it('shows the shared schema’s Spanish message under each field in error', () => {
    const errors = validateGroup({ ...initialGroupValues(), capacity: 3 });
    expect(errors).toMatchObject({
      name: 'El nombre es requerido',
      sectorId: 'Debe seleccionar un sector',
      leaderId: 'Debe seleccionar un líder',
      meetingAddress: 'La dirección de reunión es requerida',
      capacity: 'Entre 5 y 100 personas',
    });
  });

  it('keeps the first message of a field, and checks the cross-field rules', () => {
    expect(validateGroup(filled({ capacity: 10, currentMembers: 12 })).currentMembers).toBe(
      'Los miembros actuales no pueden exceder la capacidad',
    );
    expect(validateGroup(filled({ coLeaderId: leaderId })).coLeaderId).toBe(
      'El colíder debe ser diferente del líder',
    );
  });

  it('shows the cross-field rules together with the other errors, on the first submit', () => {
    const errors = validateGroup({ ...initialGroupValues(), capacity: 10, currentMembers: 12 });
    expect(errors).toMatchObject({
      name: 'El nombre es requerido',
      sectorId: 'Debe seleccionar un sector',
      currentMembers: 'Los miembros actuales no pueden exceder la capacidad',
    });
    // A field's own rule wins over the comparison.
    expect(validateGroup(filled({ capacity: 10, currentMembers: -1 })).currentMembers).toBe(
      'Los miembros actuales no pueden ser negativos',
    );
  });

  it('puts a coordinate out of range under its own input', () => {
    const errors = validateGroup(filled({ latitude: '95', longitude: '-74' }));
    expect(errors).toEqual({ latitude: 'La latitud debe estar entre -90 y 90' });
  });
});
