import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, parse, toJSONSchema } from 'zod/v4/core';
import { JsonItems } from '../lib/json-items.ts';

/**
 * The responses' serializer. Every route declares its answers as zod schemas (the same the dashboard
 * reads). fastify-type-provider-zod serializes by re-parsing the whole answer with zod and then
 * JSON.stringify-ing the copy: for a list page that is a tenth of the request's CPU. Where the schema
 * is a plain shape (objects, arrays, strings, numbers, booleans, enums, nullable values), it is turned
 * into a JSON Schema once and compiled by fast-json-stringify, which writes the declared properties
 * only, so an answer still carries nothing its schema does not name (no password hash slips through a
 * spread row), and throws when a required property is missing. Anything richer (unions, records with
 * patterns, transforms, references) keeps zod's serializer, unchanged.
 */

type JsonSchema = Record<string, unknown>;

/** Keywords a compiled serializer handles exactly as zod's output would be written. */
const plainKeywords = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'format',
  'pattern',
  'description',
  'title',
]);

/**
 * The schema with every "nullable" (anyOf of a typed schema and null) written as one type that allows
 * null, or undefined when some part is not plain.
 */
export function plainSchema(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  let s = schema as JsonSchema;
  if (Array.isArray(s.anyOf)) {
    const { anyOf, ...rest } = s;
    const branches = anyOf as JsonSchema[];
    const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
    const other = branches.find((b) => !isNull(b));
    if (branches.length !== 2 || !branches.some(isNull) || typeof other?.type !== 'string') return undefined;
    s = { ...rest, ...other, type: [other.type, 'null'] };
  }
  // A record keyed by an enum (z.partialRecord): the enum's keys as optional properties, no others.
  const keys = (s.propertyNames as JsonSchema | undefined)?.enum;
  if (Array.isArray(keys) && typeof s.additionalProperties === 'object' && !s.properties) {
    const { propertyNames: _, additionalProperties: value, ...rest } = s;
    s = {
      ...rest,
      properties: Object.fromEntries(keys.map((k) => [String(k), value])),
      additionalProperties: false,
    };
  }
  // One type, or one type or null: fast-json-stringify guesses among several by the value's JavaScript type.
  if (Array.isArray(s.type) && !(s.type.length === 2 && s.type.includes('null'))) return undefined;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(s)) {
    if (!plainKeywords.has(key)) return undefined;
    if (key === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const plain = plainSchema(property);
        if (!plain) return undefined;
        properties[name] = plain;
      }
      out.properties = properties;
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      const plain = plainSchema(value);
      if (!plain) return undefined;
      out[key] = plain;
    } else out[key] = value;
  }
  return out;
}

/** The compiled serializer of a zod schema, or undefined when it is not plain. */
export function compiledSerializer(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof $ZodType)) return undefined;
  let json: unknown;
  try {
    json = toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  const plain = plainSchema(json);
  return plain ? (fastJson(plain as unknown as Schema) as (data: unknown) => string) : undefined;
}

/**
 * Writes a page whose items are JSON text from the database (lib/json-items.ts): the rest of the page
 * by `write`, with an empty array in their place, then the items spliced into that place. The place is
 * the first `"key":[]` after a `{` or a `,`: inside a JSON string every quote is escaped, so that text can
 * only be a property, and the properties before it are the page's own (scalars in every page schema).
 */
function writeWithJsonItems(data: Record<string, unknown>, key: string, write: (d: unknown) => string) {
  const items = data[key] as JsonItems;
  const page = write({ ...data, [key]: [] });
  const empty = `"${key}":[]`;
  let at = page.indexOf(empty);
  while (at > 0 && page[at - 1] !== '{' && page[at - 1] !== ',') at = page.indexOf(empty, at + 1);
  if (at <= 0) throw new Error(`serializer: no place for the JSON items of ${key}`);
  return `${page.slice(0, at)}"${key}":${items.json}${page.slice(at + empty.length)}`;
}

/**
 * Under test: the spliced answer read back through the route's zod schema must hold exactly what the
 * schema allows (zod drops unknown properties, refuses missing or mistyped ones), or the answer fails.
 */
function checkedAgainst(schema: unknown, text: string): string {
  if (!(schema instanceof $ZodType)) throw new Error('serializer: JSON items need a zod response schema');
  const sent = JSON.parse(text) as unknown;
  const allowed = parse(schema, sent);
  if (!isDeepStrictEqual(sent, allowed))
    throw new Error(`serializer: JSON items do not match the response schema: ${text.slice(0, 500)}`);
  return text;
}

/** The property holding JSON items (lib/json-items.ts), if any. */
function jsonItemsKey(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  for (const key in data) if ((data as Record<string, unknown>)[key] instanceof JsonItems) return key;
  return undefined;
}

/**
 * Fastify's serializer compiler, for every route and status at start: each is compiled on its first
 * answer instead (a few hundred routes × statuses would add a quarter of a second to every start).
 * `checkJsonItems` (the tests) checks every answer with JSON items against its zod schema.
 */
export function serializerCompilerWith({ checkJsonItems = false } = {}): FastifySerializerCompiler<unknown> {
  return (route) => {
    let write: ((data: unknown) => string) | undefined;
    return (data) => {
      write ??=
        compiledSerializer(route.schema) ??
        zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
      if (data instanceof JsonItems)
        return checkJsonItems ? checkedAgainst(route.schema, data.json) : data.json;
      const key = jsonItemsKey(data);
      if (key === undefined) return write(data);
      const text = writeWithJsonItems(data as Record<string, unknown>, key, write);
      return checkJsonItems ? checkedAgainst(route.schema, text) : text;
    };
  };
}
