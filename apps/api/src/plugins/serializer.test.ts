import { prayersPageSchema } from '@koinonia/shared/prayers/prayers.schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withJsonItems } from '../lib/json-items.ts';
import { compiledSerializer, plainSchema, serializerCompilerWith } from './serializer.ts';

// The compiled serializer writes what zod's serializer writes (zod's encode, then JSON.stringify), and
// nothing a schema does not name; a schema it cannot write exactly keeps zod's serializer.

const zodWritten = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const person = { firstName: 'Ana', lastName: 'María Pérez', avatar: null };
const prayer = {
  id: '6a1b6f1e-52d4-4f6e-9a3e-0c1d2e3f4a5b',
  communityId: '7b2c7f2f-63e5-4f7f-8b4f-1d2e3f4a5b6c',
  title: 'Por la salud de mi madre "Rosa" \\ y su operación',
  description: 'Línea uno\nlínea dos, con emoji 🙏 y </script>',
  category: 'HEALTH',
  isAnonymous: false,
  isAnswered: true,
  answeredAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T08:30:00.123Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  user: { id: '8c3d8a3a-74f6-4a8a-9c5a-2e3f4a5b6c7d', ...person, passwordHash: 'never-written' },
  testimony: null,
  prayingCount: 3,
  prayingUsers: [
    { id: '9d4e9b4b-85a7-4b9b-8d6b-3f4a5b6c7d8e', createdAt: '2026-11-02T00:00:00.000Z', user: person },
  ],
  isPraying: true,
  isMine: false,
  extra: 'not in the schema',
};

describe('response serializer', () => {
  it('writes a prayers page exactly as zod does, unknown properties left out', () => {
    const write = compiledSerializer(prayersPageSchema);
    expect(write).toBeDefined();
    const data = fullPage();
    expect(write!(data)).toBe(zodWritten(prayersPageSchema, data));
    expect(write!(data)).not.toContain('never-written');
    expect(write!(data)).not.toContain('not in the schema');
    expect(JSON.parse(write!(data)).items[0].user).toEqual({ ...person, id: prayer.user.id });
    // The anonymous form: the author is null, a testimony an object.
    const anonymous = {
      ...data,
      items: [{ ...prayer, user: null, testimony: { content: 'Gracias', createdAt: prayer.createdAt } }],
    };
    expect(write!(anonymous)).toBe(zodWritten(prayersPageSchema, anonymous));
  });

  it('writes a record keyed by an enum with those keys only', () => {
    const schema = z.object({ counts: z.partialRecord(z.enum(['A', 'B']), z.number().int()) });
    const write = compiledSerializer(schema)!;
    expect(write).toBeDefined();
    expect(JSON.parse(write({ counts: { B: 2, A: 1 } }))).toEqual({ counts: { A: 1, B: 2 } });
    expect(JSON.parse(write({ counts: { B: 2, C: 3 } }))).toEqual({ counts: { B: 2 } });
  });

  it('refuses an answer missing a required property, as zod does', () => {
    const write = compiledSerializer(z.object({ id: z.string(), name: z.string() }))!;
    expect(() => write({ id: 'x' })).toThrow();
  });

  it('keeps zod for what it cannot write exactly: unions, transforms, defaults', () => {
    expect(compiledSerializer(z.object({ a: z.union([z.string(), z.number()]) }))).toBeUndefined();
    expect(compiledSerializer(z.object({ a: z.string().transform((s) => s.length) }))).toBeUndefined();
    expect(compiledSerializer(z.object({ a: z.string().default('x') }))).toBeUndefined();
    expect(plainSchema({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBeUndefined();
    expect(plainSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({
      type: ['string', 'null'],
    });
  });

  describe('a page whose items PostgreSQL wrote (JsonItems)', () => {
    const route = { schema: prayersPageSchema, method: 'GET', url: '/x', httpStatus: '200' };
    const writerWith = (checkJsonItems: boolean) =>
      serializerCompilerWith({ checkJsonItems })(
        route as Parameters<ReturnType<typeof serializerCompilerWith>>[0],
      );
    const { extra: _, ...allowed } = prayer;
    const exact = { ...allowed, user: { id: prayer.user.id, ...person } };
    const pageWith = (items: unknown[]) => {
      const { items: _items, ...rest } = fullPage();
      return withJsonItems<ReturnType<typeof fullPage>>(rest, JSON.stringify(items));
    };

    it('splices the items into the rest of the page as the schema writes it', () => {
      const text = writerWith(true)(pageWith([exact, exact]));
      expect(JSON.parse(text)).toEqual({ ...fullPage(), items: [exact, exact] });
      expect(text.startsWith(`{"items":${JSON.stringify([exact, exact])},"pagination":`)).toBe(true);
      expect(writerWith(true)(pageWith([]))).toBe(
        compiledSerializer(prayersPageSchema)!({ ...fullPage(), items: [] }),
      );
    });

    it('under test, refuses items with a property the schema lacks, a missing one or a wrong type', () => {
      const check = writerWith(true);
      expect(() => check(pageWith([{ ...exact, extra: 1 }]))).toThrow(/do not match the response schema/);
      const { isMine: _m, ...missing } = exact;
      expect(() => check(pageWith([missing]))).toThrow();
      expect(() => check(pageWith([{ ...exact, prayingCount: '3' }]))).toThrow();
      expect(() => check(pageWith([{ ...exact, user: { ...exact.user, email: 'x' } }]))).toThrow(
        /do not match/,
      );
      // Unchecked (the server), the text goes out as the database wrote it.
      expect(writerWith(false)(pageWith([{ ...exact, extra: 1 }]))).toContain('"extra":1');
    });
  });

  function fullPage() {
    return {
      items: [prayer, { ...prayer, id: '0e5f0c5c-96b8-4cac-9e7c-4a5b6c7d8e9f', prayingUsers: [] }],
      pagination: { page: 1, limit: 20, total: 2, hasMore: false },
      summary: { shown: 2, answered: 1, active: 1 },
      totals: { prayers: 10, answered: 4 },
    };
  }
});
