import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { byIds, jsonAnswer, jsonArrayText, jsonPage } from './json-items.ts';
import { type AnchoredPage, pageRead } from './page-anchors.ts';
import { nearerEnd, pageWindow } from './pagination.ts';
import { perDatabase } from './prepared.ts';

/**
 * A response shape declared once. Its properties are SQL (a `jsonObject` of columns and expressions),
 * and PostgreSQL writes every answer that holds it: a page of a list, one item, the item a write
 * answers. There is no JavaScript mapper beside it to drift from it, and the serializer checks every
 * such answer against the route's zod schema under test (plugins/serializer.ts).
 */

interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T[]>;
}

/** A select over the model's tables, waiting for its condition (drizzle's select builder after `from` and joins). */
interface SelectFrom {
  where(where: SQL | undefined): { prepare(name: string): Prepared<{ items: string }> };
}

export interface ReadModelSpec {
  /** The named statement is `koinonia_<name>_json`. */
  name: string;
  /** The item's id, a uuid column. */
  id: AnyPgColumn;
  /** The item: a `jsonObject` over the columns of `from`'s tables. */
  item: SQL;
  /**
   * Which rows a read may see, with placeholders (always the community: a read of another community's
   * id finds nothing). Values beyond `ids` come from the caller (`communityId`, the caller's id…).
   */
  scope: SQL;
  /** The select with its tables and joins: `db.select(fields).from(table).innerJoin(…)`. */
  from: (db: Tx, fields: { items: SQL<string> }) => SelectFrom;
}

export interface ReadModel<T> {
  /** The item's JSON object, for a statement that writes it in another shape (a slice, a nested list). */
  readonly item: SQL;
  /** Items by id as one JSON array text, in the ids' order (placeholders: the scope's, `ids`): a page's items. */
  byIds(db: Tx): Prepared<{ items: string }>;
  /** One item, written into the answer as PostgreSQL wrote it; undefined when the scope has no such id. */
  one(db: Tx, values: Record<string, unknown>, id: string): Promise<T | undefined>;
  /** One item as an object, for a service that reads its fields (the audit's changes, a merge). */
  read(db: Tx, values: Record<string, unknown>, id: string): Promise<T | undefined>;
}

export function readModel<T>({ name, id, item, scope, from }: ReadModelSpec): ReadModel<T> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`readModel: ${name} is not a statement name`);
  const statement = perDatabase((db) => {
    const rows = byIds(id);
    return from(db, { items: jsonArrayText(item, rows.order) })
      .where(sql`${scope} and ${rows.where}`)
      .prepare(`koinonia_${name}_json`);
  });
  const text = async (db: Tx, values: Record<string, unknown>, itemId: string) => {
    const [row] = await statement(db).execute({ ...values, ids: `{${itemId}}` });
    const items = row?.items ?? '[]';
    return items === '[]' ? undefined : items.slice(1, -1);
  };
  return {
    item,
    byIds: statement,
    async one(db, values, itemId) {
      const json = await text(db, values, itemId);
      return json === undefined ? undefined : jsonAnswer<T & object>(json);
    },
    async read(db, values, itemId) {
      const json = await text(db, values, itemId);
      return json === undefined ? undefined : (JSON.parse(json) as T);
    },
  };
}

/** How a page's ids are read: from the top, from the list's other end (nearerEnd), or from a kept anchor. */
export type PageDirection = 'forwards' | 'backwards' | 'anchored';

export interface ListPageSpec {
  db: Tx;
  /** Whose items the page holds. */
  model: Pick<ReadModel<unknown>, 'byIds'>;
  /** The placeholders' values of the ids, the total and the model's scope (never limit, offset or ids). */
  values: Record<string, unknown>;
  page: { page: number; limit: number };
  /** The page's ids, in the list's order, read in `direction` (placeholders: values, limit, offset; an anchor's). */
  ids: (direction: PageDirection) => Prepared<{ id: string }>;
  /** Counts the list. */
  count: () => Promise<number>;
  /** Kept totals: the total kept while the list's version stands (the count runs only when it is not kept). */
  keep?: (count: () => Promise<number>) => Promise<number>;
  /**
   * A deep page is walked from the nearer end of the list (the ids statement reads `backwards` too):
   * the total comes first, and a page past the end reads nothing.
   */
  nearerEnd?: boolean;
  /** Kept anchors (lib/page-anchors.ts): where a page far from both ends starts. Only with nearerEnd. */
  anchors?: (at: { offset: number; walked: number }) => Promise<AnchoredPage>;
}

/**
 * The one list builder: a page of a list as JSON text of its model's items and the list's total. The
 * page's ids come from one statement (planned with its values: a filter's rare value, a search's
 * pattern), then their items from the model's named statement.
 */
export async function listPage(spec: ListPageSpec): Promise<{ items: string; total: number }> {
  const { values, page } = spec;
  const { limit, offset } = pageWindow(page);
  const total = () => (spec.keep ? spec.keep(spec.count) : spec.count());
  if (!spec.nearerEnd) {
    const [items, counted] = await Promise.all([
      idsThenItems(spec, 'forwards', { ...values, limit, offset }),
      total(),
    ]);
    return { items, total: counted };
  }
  const counted = await total();
  if (offset >= counted) return { items: '[]', total: counted };
  const walk = nearerEnd({ limit, offset, total: counted });
  const anchored = spec.anchors ? await spec.anchors({ offset, walked: walk.offset }) : undefined;
  const read = pageRead(walk, anchored, limit);
  const items = await idsThenItems(spec, read.direction, { ...values, ...read.values });
  return { items, total: counted };
}

/** A page's ids, then their items as JSON (see jsonPage). */
function idsThenItems(
  { db, model, ids }: ListPageSpec,
  direction: PageDirection,
  values: Record<string, unknown>,
): Promise<string> {
  return jsonPage(ids(direction), model.byIds(db), values, direction === 'backwards');
}
