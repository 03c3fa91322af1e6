import './zod-setup.ts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT4_MAX, MAX_PAGE } from './common/limits.ts';
import { paginationQuerySchema } from './common/pagination.schemas.ts';
import { sectorBodySchema } from './groups/groups.schemas.ts';
import { newsFieldsSchema } from './news/news.schemas.ts';

// Every request schema of every domain (found by name, so a schema file added later is checked
// too): each text has a maximum length and each number its bounds, as the database columns do.

const here = path.dirname(fileURLToPath(import.meta.url));
const schemaFiles = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.schemas.ts'),
);
/** The schemas of what a client sends: bodies, PATCH bodies, queries, and the fields they share. */
const isRequestSchema = (name: string) => /(Body|Patch|Query|Fields)Schema$/.test(name);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  [key: string]: unknown;
}

/**
 * A text whose format or pattern alone limits its length: a uuid, or a pattern anchored at both ends
 * with no open-ended repetition (`^\\d{4}-\\d{2}-\\d{2}$`).
 */
function boundedPattern(node: JsonSchema): boolean {
  if (node.format === 'uuid') return true;
  const pattern = typeof node.pattern === 'string' ? node.pattern : undefined;
  return !!pattern && /^\^/.test(pattern) && /\$$/.test(pattern) && !/[*+]|\{\d*,\}/.test(pattern);
}

/** Every place of a JSON schema where a text or a number is unbounded, as 'path: what'. */
function unbounded(schema: unknown, at: string, found: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return found;
  if (Array.isArray(schema)) {
    schema.forEach((s, i) => {
      unbounded(s, `${at}[${i}]`, found);
    });
    return found;
  }
  const node = schema as JsonSchema;
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const fixed = node.enum !== undefined || node.const !== undefined;
  if (types.includes('string') && !fixed && node.maxLength === undefined && !boundedPattern(node))
    found.push(`${at}: text without maxLength`);
  if (types.includes('integer') && !fixed && !(node.maximum !== undefined && node.maximum <= INT4_MAX))
    found.push(`${at}: integer above ${INT4_MAX} (maximum ${node.maximum})`);
  if ((types.includes('integer') || types.includes('number')) && !fixed) {
    if (node.maximum === undefined || node.minimum === undefined) found.push(`${at}: number without bounds`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [prop, sub] of Object.entries(value)) unbounded(sub, `${at}.${prop}`, found);
    } else if (typeof value === 'object') {
      unbounded(value, `${at}/${key}`, found);
    }
  }
  return found;
}

describe('bounds of every request field', async () => {
  const schemas: [string, z.ZodType][] = [];
  for (const file of schemaFiles) {
    const mod = (await import(`./${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (isRequestSchema(name) && value instanceof z.ZodType) schemas.push([`${file} ${name}`, value]);
    }
  }

  it('finds the request schemas of every domain', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(12);
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/auth.schemas.ts loginBodySchema$/),
        expect.stringMatching(/news.schemas.ts newsFieldsSchema$/),
        expect.stringMatching(/groups.schemas.ts groupsQuerySchema$/),
      ]),
    );
  });

  it.each(schemas)('%s bounds every text and number', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(unbounded(json, '')).toEqual([]);
  });
});

describe('integer and page bounds', () => {
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message) ?? [];

  it('keeps a sector order within an integer column, in Spanish', () => {
    expect(sectorBodySchema.parse({ name: 'Norte', displayOrder: INT4_MAX }).displayOrder).toBe(INT4_MAX);
    expect(messages(sectorBodySchema.safeParse({ name: 'Norte', displayOrder: INT4_MAX + 1 }))).toEqual([
      'El orden no puede superar 2147483647',
    ]);
  });

  it('keeps the page low enough for any SQL offset', () => {
    expect(paginationQuerySchema.parse({ page: String(MAX_PAGE), limit: '100' }).page).toBe(MAX_PAGE);
    expect(messages(paginationQuerySchema.safeParse({ page: String(MAX_PAGE + 1) }))).toEqual([
      'La página no puede superar 1000000',
    ]);
    expect((MAX_PAGE - 1) * 100).toBeLessThan(INT4_MAX);
  });

  it('bounds the raw tag list of a form before splitting it', () => {
    const base = {
      title: 'Gran vigilia de oración',
      summary: 'Una noche entera de oración por nuestra ciudad',
      content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia.',
      priority: 2,
    };
    expect(messages(newsFieldsSchema.safeParse({ ...base, tags: 'a,'.repeat(600) }))).toEqual([
      'Las etiquetas no pueden superar 1000 caracteres',
    ]);
    expect(messages(newsFieldsSchema.safeParse({ ...base, tags: ['x'.repeat(31)] }))).toEqual([
      'Cada etiqueta puede tener como máximo 30 caracteres',
    ]);
  });
});
