import { Column, getTableName, is, SQL, Subquery, sql } from 'drizzle-orm';

/**
 * Drizzle's row mapping, compiled once per prepared query. Drizzle maps every row of a select through
 * a generic loop (utils.js mapResultRow: per cell an `is()` check of the field's kind, a walk of its
 * path, a decoder lookup): about a tenth of a list endpoint's CPU. A prepared query is run many times
 * with the same fields, so the mapping is generated as one function per query: an object literal of
 * the row's cells, decoders only where a column has one, and the same left-join rule (a joined table
 * whose first selected column is null becomes null). It gives exactly what mapResultRow gives.
 */

interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** What a prepared select of drizzle holds (pg-core session; node-postgres and PGlite alike). */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute: unknown;
}

/** An SQL chunk's decoder (internal to drizzle, set by mapWith). */
const sqlDecoder = (chunk: unknown) => (chunk as { decoder: Decoder }).decoder;
const noopDecoder = sqlDecoder(sql``);
const identity = Column.prototype.mapFromDriverValue;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder(field._.sql);
  return sqlDecoder((field as SQL.Aliased).sql);
}

interface Tree {
  [key: string]: Tree | number;
}

/** The mapping of one select's rows (array mode: cell i is fields[i]), as mapResultRow does it. */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => unknown[] {
  const decoders: (Decoder | undefined)[] = fields.map(({ field }) => {
    const decoder = decoderOf(field);
    return decoder === noopDecoder || decoder.mapFromDriverValue === identity ? undefined : decoder;
  });
  const tree: Tree = {};
  fields.forEach(({ path }, i) => {
    let node = tree;
    path.forEach((chunk, depth) => {
      if (depth === path.length - 1) node[chunk] = i;
      else {
        node[chunk] ??= {};
        node = node[chunk] as Tree;
      }
    });
  });
  const cell = (i: number) =>
    decoders[i] ? `(row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}]))` : `row[${i}]`;
  const literal = (node: Tree): string =>
    `{${Object.entries(node)
      .map(
        ([key, value]) =>
          `${JSON.stringify(key)}: ${typeof value === 'number' ? cell(value) : literal(value)}`,
      )
      .join(', ')}}`;
  // The left-join rule of mapResultRow: for an object of two-level paths whose columns all come from one
  // table, the table's first column null (decoded) makes the object null, unless the table is not nullable.
  const nullable: string[] = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { first: number; table: string; mixed: boolean }>();
    fields.forEach(({ path, field }, i) => {
      if (!is(field, Column) || path.length !== 2) return;
      const table = getTableName(field.table);
      const seen = objects.get(path[0]!);
      if (!seen) objects.set(path[0]!, { first: i, table, mixed: false });
      else if (seen.table !== table) seen.mixed = true;
    });
    for (const [name, { first, table, mixed }] of objects) {
      if (mixed || joinsNotNullableMap[table]) continue;
      const key = JSON.stringify(name);
      const column = JSON.stringify(fields[first]!.path[1]);
      nullable.push(`if (r[${key}][${column}] === null) r[${key}] = null;`);
    }
  }
  const body = `return function mapRows(rows) {
  const out = new Array(rows.length);
  for (let n = 0; n < rows.length; n++) {
    const row = rows[n];
    const r = ${literal(tree)};
    ${nullable.join('\n    ')}
    out[n] = r;
  }
  return out;
};`;
  return new Function('d', body)(decoders) as (rows: unknown[][]) => unknown[];
}

/**
 * Gives every prepared select in `built` (one, or an object of them) its compiled mapper; anything else
 * is left as it is. For lib/prepared.ts, on the queries it builds once.
 */
export function compileMappers<T>(built: T): T {
  const compile = (value: unknown) => {
    const q = value as PreparedSelect;
    if (!q || typeof q !== 'object' || typeof q.execute !== 'function') return false;
    if (Array.isArray(q.fields) && q.fields.length > 0 && !q.customResultMapper)
      q.customResultMapper = compileRowMapper(q.fields, q.joinsNotNullableMap);
    return true;
  };
  if (!compile(built) && built && typeof built === 'object')
    for (const value of Object.values(built)) compile(value);
  return built;
}
