import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A list's items written as JSON by PostgreSQL (json_agg of json_build_object), put into the answer as
 * they are. A big page (a prayers page: 20 prayers, their authors and their newest people praying) cost
 * the API more in JavaScript than in the database: every row mapped into objects (its timestamps parsed
 * into Dates and written back as ISO text, names split), then serialized, then collected as garbage.
 * Written by the database, the page is one text cell that goes straight into the body.
 *
 * The serializer (plugins/serializer.ts) writes the rest of the answer from the route's schema as usual
 * and splices the items in. Under test it also reads the spliced answer back through the route's zod
 * schema and refuses it unless it holds exactly what the schema allows, so an SQL shape that drifts from
 * the schema (a missing, extra or mistyped property) fails every API test that reads the list.
 */
export class JsonItems {
  constructor(readonly json: string) {}
}

/**
 * A page answer whose items (the property `key`: `items`, or `instructors`, `courses`…) are JSON text
 * from the database. Typed as the page it answers, since only the serializer reads it.
 */
export function withJsonItems<T extends object, K extends keyof T & string = 'items' & keyof T>(
  page: Omit<T, K>,
  json: string,
  key: K = 'items' as K,
): T {
  return { [key]: new JsonItems(json), ...page } as unknown as T;
}

/** An answer that is a JSON array text from the database as it is (no page around it), typed as the array. */
export function jsonList<T>(json: string): T[] {
  return new JsonItems(json) as unknown as T[];
}

/** A whole answer written as JSON by PostgreSQL (one object), typed as the answer. */
export function jsonAnswer<T extends object>(json: string): T {
  return new JsonItems(json) as unknown as T;
}

/**
 * A stored image's address by the image-address rule for this server's uploads (imageUrl in
 * @koinonia/shared with LOCAL_UPLOADS_BASE): null or '' is null; an http(s) address is kept; otherwise
 * the value without leading slashes under /uploads/, in the type's folder when it is a bare file name.
 */
export function localImageUrl(value: SQLWrapper, type: string): SQL<string | null> {
  if (!/^[a-z-]+$/.test(type)) throw new Error(`localImageUrl: ${type} is not an image type`);
  return sql<
    string | null
  >`(case when ${value} is null or ${value} = '' then null when ${value} like 'http%' then ${value} when ltrim(${value}, '/') like '%/%' then '/uploads/' || ltrim(${value}, '/') else ${sql.raw(`'/uploads/${type}/'`)} || ltrim(${value}, '/') end)`;
}

/**
 * An instant as the API writes it (JavaScript's toISOString: UTC, milliseconds, 'Z'); null stays null.
 * to_char's MS truncates the microseconds, as a JavaScript Date read from PostgreSQL's text does.
 */
export function isoText(instant: SQLWrapper): SQL<string | null> {
  return sql<string | null>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * JavaScript's whitespace (`\s` and String.prototype.trim): the same class spelled out, since
 * PostgreSQL's `\s` depends on the database's locale.
 */
const space = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
const word = String.raw`[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;

/**
 * A person's first name and the rest of their name, as `name.trim().split(/\s+/)` gives them in
 * JavaScript: the first word; the other words joined by one space.
 */
export function firstNameOf(name: SQLWrapper): SQL<string> {
  return sql<string>`substring(${name} from ${sql.raw(`'^${space}*(${word}*)'`)})`;
}
export function lastNameOf(name: SQLWrapper): SQL<string> {
  return sql<string>`regexp_replace(regexp_replace(${name}, ${sql.raw(`'^${space}*${word}*${space}*|${space}+$'`)}, '', 'g'), ${sql.raw(`'${space}+'`)}, ' ', 'g')`;
}

/**
 * json_build_object of the given properties, in their order: each key is a property name of the API's
 * schema (code, never input), each value a column or an SQL expression.
 */
export function jsonObject(properties: Record<string, SQLWrapper | SQL>): SQL {
  const pairs = Object.entries(properties).map(([key, value]) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`jsonObject: ${key} is not a property name`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The rows' `item`s as a JSON array in the given order ('[]' when there is no row). */
export function jsonArray(item: SQL, orderBy: SQL[]): SQL {
  return sql`coalesce(json_agg(${item} order by ${sql.join(orderBy, sql`, `)}), '[]')`;
}

/** jsonArray as text: a list's items for withJsonItems. */
export function jsonArrayText(item: SQL, orderBy: SQL[]): SQL<string> {
  return sql<string>`${jsonArray(item, orderBy)}::text`;
}

/** A date-only column as the API answers it: midnight UTC in ISO ('2026-12-05T00:00:00.000Z'); null stays null. */
export function dayIsoText(day: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(to_char(${day}, 'YYYY-MM-DD') || 'T00:00:00.000Z')`;
}

/** Two JSON array texts as one: the items of `a`, then those of `b`. */
export function concatJsonArrays(a: string, b: string): string {
  if (a === '[]') return b;
  if (b === '[]') return a;
  return `${a.slice(0, -1)}, ${b.slice(1)}`;
}

/**
 * A page written by PostgreSQL in two statements: the page's ids first, by a statement planned with its
 * values (a filter's rare value, a search pattern), then their items as JSON by a named statement,
 * parsed and planned once per connection (the JSON's expressions made the one-statement form cost
 * about 0.3 ms of parsing and planning on every call). `byIds` is the second statement's condition and
 * order: the rows whose ids the placeholder `ids` lists, in that list's order.
 */
export function byIds(id: SQLWrapper): { where: SQL; order: SQL[] } {
  const ids = sql`${sql.placeholder('ids')}::uuid[]`;
  return { where: sql`${id} = any(${ids})`, order: [sql`array_position(${ids}, ${id})`] };
}

/** The `ids` placeholder's value: the ids as one array literal (uuids read from the database: nothing to quote). */
export function idsParam(rows: { id: string }[]): string {
  return `{${rows.map((r) => r.id).join(',')}}`;
}

interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T[]>;
}

/**
 * A JSON page in its two statements (see byIds): the page's ids by `ids`, then their items by `json`
 * (values plus `ids`); '[]' when the page is empty. `backwards`: `ids` read the page from the list's
 * other end (nearerEnd), so its ids come last first and are put back in the list's order.
 */
export async function jsonPage(
  ids: Prepared<{ id: string }>,
  json: Prepared<{ items: string }>,
  values: Record<string, unknown>,
  backwards = false,
): Promise<string> {
  const rows = await ids.execute(values);
  if (rows.length === 0) return '[]';
  if (backwards) rows.reverse();
  const [page] = await json.execute({ ...values, ids: idsParam(rows) });
  return page?.items ?? '[]';
}
