import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { moduleTables } from '../modules/index.ts';
import { idempotencyKeys } from '../plugins/idempotency.table.ts';
import * as schema from './schema.ts';

/** Tables that belong to no module: the plugins'. */
const pluginTables = { idempotencyKeys };

describe('db/schema.ts (what drizzle-kit reads)', () => {
  it('exports exactly the tables the modules declare, under the same names', () => {
    const exported = Object.fromEntries(Object.entries(schema).filter(([, value]) => is(value, PgTable)));
    expect(Object.keys(exported).sort()).toEqual(Object.keys({ ...moduleTables, ...pluginTables }).sort());
    for (const [name, table] of Object.entries({ ...moduleTables, ...pluginTables }))
      expect(exported[name], name).toBe(table);
  });
});
