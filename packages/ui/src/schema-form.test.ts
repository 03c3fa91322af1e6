import { describe, expect, it } from 'vitest';
import {
  errorMessages,
  fieldBinders,
  firstPartField,
  hasErrors,
  issuesToFieldErrors,
  pathParts,
  schemaErrors,
} from './schema-form';

const values = { name: '', capacity: 0 };
const fieldOf = firstPartField(values);

describe('pathParts and firstPartField', () => {
  it('read schema paths (keys) and server paths (dotted) alike', () => {
    expect(pathParts(['coordinates', 'lat'])).toEqual(['coordinates', 'lat']);
    expect(pathParts('coordinates.lat')).toEqual(['coordinates', 'lat']);
    expect(fieldOf('capacity')).toBe('capacity');
    expect(fieldOf(['name', 0])).toBe('name');
    expect(fieldOf(['communityId'])).toBeUndefined();
  });
});

describe('issuesToFieldErrors', () => {
  it('keeps the first message of each field and drops issues of no field', () => {
    const errors = issuesToFieldErrors(
      [
        { path: ['name'], message: 'El nombre es requerido' },
        { path: ['name'], message: 'El nombre debe tener al menos 3 caracteres' },
        { path: 'capacity', message: 'Entre 5 y 100 personas' },
        { path: ['other'], message: 'ignorado' },
      ],
      fieldOf,
    );
    expect(errors).toEqual({ name: 'El nombre es requerido', capacity: 'Entre 5 y 100 personas' });
    expect(errorMessages(errors)).toEqual(['El nombre es requerido', 'Entre 5 y 100 personas']);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ name: undefined })).toBe(false);
  });
});

describe('schemaErrors', () => {
  it('validates with any safeParse and answers {} when the input passes', () => {
    const schema = {
      safeParse: (input: unknown) =>
        (input as { name: string }).name
          ? {}
          : { error: { issues: [{ path: ['name'], message: 'El nombre es requerido' }] } },
    };
    expect(schemaErrors(schema, { name: 'Ana' }, fieldOf)).toEqual({});
    expect(schemaErrors(schema, { name: '' }, fieldOf)).toEqual({ name: 'El nombre es requerido' });
  });
});

describe('fieldBinders', () => {
  it('binds a switch to its boolean field', () => {
    const set: unknown[] = [];
    const bind = fieldBinders({ isActive: true }, {}, (field, value) => set.push([field, value]));
    const props = bind.checked('isActive');
    expect(props.checked).toBe(true);
    props.onChange({ currentTarget: { checked: false } });
    expect(set).toEqual([['isActive', false]]);
  });

  it("binds a select to its text field, '' meaning none chosen", () => {
    const set: unknown[] = [];
    const bind = fieldBinders({ day: '', level: 'basico' }, { day: 'Elige un día' }, (field, value) =>
      set.push([field, value]),
    );
    expect(bind.choice('day')).toMatchObject({ value: null, error: 'Elige un día' });
    const level = bind.choice('level');
    expect(level.value).toBe('basico');
    level.onChange('avanzado');
    level.onChange(null);
    expect(set).toEqual([
      ['level', 'avanzado'],
      ['level', ''],
    ]);
  });
});
