import fc from 'fast-check';

/**
 * fast-check arbitraries for the fuzz test (src/fuzz.test.ts), derived from the JSON schemas of the
 * OpenAPI document: values that look valid (right type, format, length and bounds, real ids of the
 * seeded community) mixed with junk (NUL and control characters, very long strings, huge, negative
 * and fractional numbers, wrong types, extra fields, malformed ids, any unicode).
 */

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

/** What the generators know of the app: its schemas' references, and real values to aim at. */
export interface FuzzContext {
  resolve(ref: string): JsonSchema;
  /** Real ids for a field or parameter name (and the path around it), random uuids otherwise. */
  ids(name: string, path: string): string[];
  /** Real emails and document numbers of seeded people. */
  emails: string[];
  documents: string[];
  /** The seeded people's password, so that some logins succeed. */
  passwords: string[];
}

const controlChars = ['\u0000', '\u0001', '\u0007', '\b', '\u001b', '\u007f', '\u0085', '\u2028'];
const oddChars = ['\u200b', '\u202e', '\ufeff', '\ud800', '\udfff', '\r\n', '%00', '\\u0000', '"', "'", '`'];

/** Strings no field should have to store, and none should crash the server with. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...controlChars, ...oddChars, 'a', ' '), maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    'x'.repeat(5_000),
    'ñ'.repeat(70_000),
    '🙏'.repeat(3_000),
    ' '.repeat(300),
    '',
    '%',
    '_',
    '\\',
    "'; drop table users; --",
    '../../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '1.5',
    '1e309',
    '0x1F',
    '2147483648',
    '99999999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-fffffffffffff',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '0000-00-00',
    '2025-02-30',
    '0000-01-01',
    '9999-12-31T23:59:59+14:00',
    '25:61',
    'true',
    'on',
  ),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    5e-324,
    -0,
    0,
    -1,
    0.5,
    1.5,
    99.999,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: junkString, weight: 3 },
  { arbitrary: junkNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null, [], {}, [null], [[]], { a: 1 }, ['a', 1]), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

const idLike = (name: string) => /(^id$|Id$|^id_|^document$)/.test(name);

/** A value the schema accepts, or nearly: the right type, aimed at real data where it can be. */
export function validFor(
  ctx: FuzzContext,
  schema: JsonSchema,
  name: string,
  path: string,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return validFor(ctx, ctx.resolve(schema.$ref), name, path);
  const alternatives = schema.anyOf ?? schema.oneOf;
  let base: fc.Arbitrary<unknown>;
  if (alternatives?.length) base = fc.oneof(...alternatives.map((s) => validFor(ctx, s, name, path)));
  else if (schema.allOf?.length) base = validFor(ctx, schema.allOf[0]!, name, path);
  else if (schema.enum?.length) base = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) base = fc.constant(schema.const);
  else {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
    base = fc.oneof(...types.map((type) => validOfType(ctx, schema, type, name, path)));
  }
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function validOfType(
  ctx: FuzzContext,
  schema: JsonSchema,
  type: string,
  name: string,
  path: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array':
      return fc.array(validFor(ctx, schema.items ?? {}, name, path), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 6, 12),
      });
    case 'object':
      return objectOf(schema, (s, key) => validFor(ctx, s, key, path));
    case 'string':
      return validString(ctx, schema, name, path);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(ctx: FuzzContext, schema: JsonSchema, name: string, path: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || idLike(name)) {
    const real = ctx.ids(name, path);
    return real.length ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 4 }, fc.uuid()) : fc.uuid();
  }
  if (schema.format === 'email' || /email/i.test(name)) {
    return fc.oneof(fc.constantFrom(...ctx.emails), fc.emailAddress());
  }
  if (/password/i.test(name)) {
    return fc.oneof(
      fc.constantFrom(...ctx.passwords),
      fc.string({ minLength: 8, maxLength: schema.maxLength ?? 60 }),
    );
  }
  if (/documentNumber/i.test(name))
    return fc.oneof(fc.constantFrom(...ctx.documents), fc.stringMatching(/^\d{4,12}$/));
  if (/At$|date/i.test(name)) {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .chain((d) => fc.constantFrom(d.toISOString(), d.toISOString().slice(0, 10)));
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 500));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 300));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.constantFrom(
      'Gran vigilia de oración en el templo principal de la comunidad de fe'.slice(0, maxLength),
    ),
  );
}

/** An object with the schema's properties: the required ones always, the others often. */
function objectOf(
  schema: JsonSchema,
  value: (s: JsonSchema, key: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties);
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, value(properties[k]!, k)])), {
    requiredKeys: keys.filter((k) => required.has(k)),
  });
  return record as fc.Arbitrary<Record<string, unknown>>;
}

/** Fields no schema has, which must be stripped (never stored) or refused. */
const extraFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'communityId',
      'id',
      'role',
      'isSliceCard',
      'constructor',
      'toString',
      'valueOf',
      'imageUrl',
    ),
    fc.string({ maxLength: 12 }),
  ),
  junkValue,
  { maxKeys: 3 },
);

/** The types a schema allows, through references and alternatives. */
function typesOf(ctx: FuzzContext, schema: JsonSchema): string[] {
  if (schema.$ref) return typesOf(ctx, ctx.resolve(schema.$ref));
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return alternatives.flatMap((s) => typesOf(ctx, s));
  if (schema.enum?.length) return [typeof schema.enum[0] === 'string' ? 'string' : 'any'];
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['any'];
}

/** Junk in place of one value: of the same kind (text for a text, a number for a number) or any. */
function junkFor(ctx: FuzzContext, schema: JsonSchema, name: string, path: string): fc.Arbitrary<unknown> {
  const types = typesOf(ctx, schema);
  if (types.includes('object') && (schema.properties || schema.$ref)) {
    return fc.oneof({ arbitrary: fuzzFor(ctx, schema, name, path), weight: 3 }, junkValue);
  }
  if (types.includes('string')) {
    // A valid text with one bad character in it gets past every other rule of the field.
    const spoiled = validFor(ctx, schema, name, path).chain((v) =>
      typeof v === 'string'
        ? fc
            .tuple(fc.nat(v.length), fc.constantFrom(...controlChars, '\ud800'))
            .map(([at, c]) => `${v.slice(0, at)}${c}${v.slice(at)}`)
        : fc.constant(v),
    );
    return fc.oneof(
      { arbitrary: junkString, weight: 3 },
      { arbitrary: spoiled, weight: 2 },
      { arbitrary: junkValue, weight: 1 },
    );
  }
  const typed = types.includes('integer') || types.includes('number') ? junkNumber : junkValue;
  return fc.oneof({ arbitrary: typed, weight: 3 }, { arbitrary: junkValue, weight: 1 });
}

/**
 * The schema's value mixed with junk: an object is a valid one with up to two of its values replaced
 * by junk (so that one bad value at a time reaches as deep as it can) and sometimes extra fields; a
 * single value is valid or junk; and now and then the whole thing is junk of any kind.
 */
export function fuzzFor(
  ctx: FuzzContext,
  schema: JsonSchema,
  name: string,
  path: string,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return fuzzFor(ctx, ctx.resolve(schema.$ref), name, path);
  const types = typesOf(ctx, schema);
  if (types.includes('object') && schema.properties) {
    const properties = schema.properties;
    const keys = Object.keys(properties);
    const mutated = fc
      .tuple(
        validFor(ctx, schema, name, path) as fc.Arbitrary<Record<string, unknown>>,
        fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
        fc.record(Object.fromEntries(keys.map((k) => [k, junkFor(ctx, properties[k]!, k, path)]))),
        fc.option(extraFields, { freq: 4 }),
      )
      .map(([valid, junkKeys, junk, extra]) => {
        const body: Record<string, unknown> = { ...(extra ?? {}), ...valid };
        for (const key of junkKeys) body[key] = junk[key];
        return body;
      });
    return fc.oneof({ arbitrary: mutated, weight: 12 }, { arbitrary: junkValue, weight: 1 });
  }
  const plausible =
    types.includes('array') && schema.items
      ? fc.array(
          fc.oneof(
            { arbitrary: validFor(ctx, schema.items, name, path), weight: 4 },
            junkFor(ctx, schema.items, name, path),
          ),
          { maxLength: 14 },
        )
      : validFor(ctx, schema, name, path);
  return fc.oneof(
    { arbitrary: plausible, weight: 3 },
    { arbitrary: junkFor(ctx, schema, name, path), weight: 1 },
  );
}

/** Request bodies that are not what any schema describes, as raw text. */
export const rawJunkBody = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"texto"',
    '12',
    'not json',
    '{"name":',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\u0000"}',
    `{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    `{"deep":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
);

/** Content types a client may wrongly send with a body. */
export const junkContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data',
  'application/json, text/plain',
);

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the invalid UTF-8
 * bytes a careless client would send for it (%ED%A0%80 for \ud800).
 */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (c) => {
      const code = c.charCodeAt(0);
      if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(c);
    }).join('');
  }
}

/** A query string from generated values: arrays repeat the key, everything else is text. */
export function toQueryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
      parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A path parameter's text (of whatever value was generated), encoded for the URL. */
export function toPathSegment(value: unknown): string {
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return encode(text);
}
