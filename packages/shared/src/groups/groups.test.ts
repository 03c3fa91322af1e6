import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import { GROUP_DEFAULTS, groupBodySchema, groupPatchSchema, sectorBodySchema } from './groups.schemas.ts';

const valid = {
  name: 'Célula Betania',
  sectorId: 's1',
  leaderId: 'u1',
  meetingAddress: 'Calle 1 # 2-3',
  meetingDay: 'Miércoles',
  meetingTime: '19:00',
  capacity: 15,
};

const messages = (input: unknown) =>
  groupBodySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('group schema (the form and the API)', () => {
  it('fills the spec’s defaults for a new group', () => {
    expect(groupBodySchema.parse(valid)).toMatchObject({
      currentMembers: GROUP_DEFAULTS.currentMembers,
      isOpenToNewMembers: true,
      isActive: true,
      showInPreview: false,
      coLeaderId: null,
      whatsappNumber: null,
      coordinates: null,
      description: null,
    });
    expect(GROUP_DEFAULTS).toMatchObject({ capacity: 15, meetingDay: 'Miércoles', meetingTime: '19:00' });
  });

  it('keeps capacity within 5 to 100 and current members within 0 to the capacity', () => {
    expect(messages({ ...valid, capacity: 4 })).toEqual([['capacity', 'Entre 5 y 100 personas']]);
    expect(messages({ ...valid, capacity: 101 })).toEqual([['capacity', 'Entre 5 y 100 personas']]);
    expect(messages({ ...valid, capacity: 5, currentMembers: 5 })).toEqual([]);
    expect(messages({ ...valid, capacity: 10, currentMembers: 11 })).toEqual([
      ['currentMembers', 'Los miembros actuales no pueden exceder la capacidad'],
    ]);
  });

  it('requires name, sector and leader with the spec’s messages, and a co-leader other than the leader', () => {
    expect(messages({ ...valid, name: ' ', sectorId: '', leaderId: '' })).toEqual([
      ['name', 'El nombre es requerido'],
      ['sectorId', 'Debe seleccionar un sector'],
      ['leaderId', 'Debe seleccionar un líder'],
    ]);
    expect(messages({ ...valid, coLeaderId: 'u1' })).toEqual([
      ['coLeaderId', 'El colíder debe ser diferente del líder'],
    ]);
  });

  it('drops empty optional fields and coordinates that are missing or zero', () => {
    for (const coordinates of [{ lat: 0, lng: -74 }, { lat: 4.6 }, { lat: 4.6, lng: 0 }, null]) {
      expect(groupBodySchema.parse({ ...valid, coordinates }).coordinates).toBeNull();
    }
    expect(groupBodySchema.parse({ ...valid, coordinates: { lat: '4.6', lng: -74.1 } }).coordinates).toEqual({
      lat: 4.6,
      lng: -74.1,
    });
    expect(groupBodySchema.parse({ ...valid, coLeaderId: '', whatsappNumber: ' ' })).toMatchObject({
      coLeaderId: null,
      whatsappNumber: null,
    });
    expect(messages({ ...valid, coordinates: { lat: 'x', lng: -74 } })).toEqual([
      ['coordinates.lat', 'La latitud debe ser un número decimal'],
    ]);
  });

  it('offers days from Lunes to Domingo only', () => {
    expect(messages({ ...valid, meetingDay: 'Domingo' })).toEqual([]);
    expect(messages({ ...valid, meetingDay: 'domingo' })).toEqual([
      ['meetingDay', 'Debe seleccionar un día de reunión'],
    ]);
  });

  it('a PATCH has no defaults, so what is left out keeps its stored value', () => {
    expect(groupPatchSchema.parse({})).toEqual({});
  });
});

describe('sector schema', () => {
  it('requires a name and an integer display order of at least 0 (default 0)', () => {
    expect(sectorBodySchema.parse({ name: 'Norte' })).toMatchObject({ displayOrder: 0, isActive: true });
    const issues = (input: unknown) => sectorBodySchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(issues({ name: '' })).toEqual(['El nombre es requerido']);
    expect(issues({ name: 'N', displayOrder: -1 })).toEqual([
      'El orden debe ser un número entero mayor o igual a 0',
    ]);
  });
});
