/** One message per field of a form, keyed by the field names of its values. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** A validation problem, from a zod schema (`path` as keys) or from the server (`path` as 'a.b'). */
export interface IssueLike {
  readonly path: readonly PropertyKey[] | string;
  readonly message: string;
}

/** What `safeParse` of a shared zod schema answers, as far as the forms read it. */
export interface SafeParser {
  safeParse(input: unknown): { error?: { issues: readonly IssueLike[] } | undefined };
}

/** Maps an issue's path to the form field it belongs to (undefined: no field shows it). */
export type FieldOf<V> = (path: readonly PropertyKey[] | string) => keyof V | undefined;

/** The parts of an issue path: ['coordinates', 'lat'] or 'coordinates.lat' → ['coordinates', 'lat']. */
export function pathParts(path: readonly PropertyKey[] | string): string[] {
  return typeof path === 'string' ? path.split('.') : path.map(String);
}

/** The usual mapping: the path's first part, when the form has a field of that name. */
export function firstPartField<V extends object>(values: V): FieldOf<V> {
  return (path) => {
    const first = pathParts(path)[0] ?? '';
    return first in values ? (first as keyof V) : undefined;
  };
}

/** The first message of each field (the schema reports the most basic rule first). */
export function issuesToFieldErrors<V>(issues: readonly IssueLike[], fieldOf: FieldOf<V>): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Validates the form's input with a shared zod schema (the same rules as the server) and answers
 * one message per field; an empty object when the input is valid.
 */
export function schemaErrors<V>(schema: SafeParser, input: unknown, fieldOf: FieldOf<V>): FieldErrors<V> {
  return issuesToFieldErrors(schema.safeParse(input).error?.issues ?? [], fieldOf);
}

/** The messages of the fields in error, in the order of the fields. */
export function errorMessages<V>(errors: FieldErrors<V>): string[] {
  return Object.values(errors).filter((m): m is string => typeof m === 'string' && m.length > 0);
}

export function hasErrors<V>(errors: FieldErrors<V>): boolean {
  return errorMessages(errors).length > 0;
}

/** The props a field needs from its form: its value, its message and a change handler. */
export function fieldBinders<V>(
  values: V,
  errors: FieldErrors<V>,
  setField: <K extends keyof V>(field: K, value: V[K]) => void,
) {
  return {
    /** For a component whose onChange gives the value (a counted field, a Select, a NumberInput…). */
    value: <K extends keyof V>(field: K) => ({
      value: values[field],
      error: errors[field],
      onChange: (value: V[K]) => setField(field, value),
    }),
    /** For a text input whose onChange gives the event. */
    input: <K extends keyof V>(field: K) => ({
      value: values[field] as string,
      error: errors[field],
      onChange: (event: { currentTarget: { value: string } }) =>
        setField(field, event.currentTarget.value as V[K]),
    }),
    /** For a Select of a text field, '' meaning none chosen: Mantine's null and back. */
    choice: <K extends keyof V>(field: K) => ({
      value: (values[field] as string) || null,
      error: errors[field],
      onChange: (value: string | null) => setField(field, (value ?? '') as V[K]),
    }),
    /** For a checkbox or a switch: its checked state and the change that sets it. */
    checked: <K extends keyof V>(field: K) => ({
      checked: values[field] as boolean,
      onChange: (event: { currentTarget: { checked: boolean } }) =>
        setField(field, event.currentTarget.checked as V[K]),
    }),
  };
}
