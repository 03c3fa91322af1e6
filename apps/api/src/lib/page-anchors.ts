import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { unnamed } from './prepared.ts';
import { VersionedValues } from './versioned-totals.ts';

/**
 * Deep pages of a long list without walking their offset. A list read newest first by (a timestamp, an
 * id) desc, both NOT NULL and the id unique, keeps the keys of every SPACING-th row (its anchors), found
 * by one walk of the whole list and kept per list version (VersionedValues: the version rises with every
 * change that could move a row of the list). A page at offset o then starts at anchor ⌊o / SPACING⌋, a
 * row comparison the list's index answers, and walks at most SPACING - 1 rows: the cost of a page no
 * longer grows with the church, only the first deep page after a change pays the walk (about what the
 * middle page cost before, twice at most).
 *
 * Only for lists whose index gives the order (the walk is then an index scan, each step SPACING
 * entries); a list read by another plan (a search, a date range) sorts its matches and is paged as is.
 */
export const ANCHOR_SPACING = 1_000;

/** A row's place: its timestamp as PostgreSQL writes it (with the offset: exact to the microsecond) and its id. */
export interface Anchor {
  at: string;
  id: string;
}

/** The anchors' placeholders in a page's statement (fromAnchor). */
export interface AnchorValues {
  anchorAt: string;
  anchorId: string;
}

/** Where a page starts, when it is read from an anchor: the anchor's key, and how many rows to skip after it. */
export type AnchoredPage = { anchor: AnchorValues; offset: number } | undefined;

interface ListOrder {
  table: PgTable;
  at: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * The condition of a page read from an anchor: the rows at or after it, newest first (placeholders
 * anchorAt, anchorId; see AnchorValues).
 */
export function fromAnchor({ at, id }: Omit<ListOrder, 'table'>): SQL {
  return sql`(${at}, ${id}) <= (${sql.placeholder('anchorAt')}::timestamptz, ${sql.placeholder('anchorId')}::uuid)`;
}

/**
 * The anchors of the rows of `table` matching `where` (its placeholders), in order: one walk of the list,
 * each step a row comparison and SPACING index entries from the step before. Unnamed: planned with its
 * values, as the list's pages are.
 */
export function anchorsQuery(db: Tx, { table, at, id }: ListOrder, where: SQL | undefined) {
  const all = where ?? sql`true`;
  const step = (skip: number, after?: SQL) => sql`(
    select ${at} as at, ${id} as id from ${table}
    where ${all}${after ? sql` and ${after}` : sql``}
    order by ${at} desc, ${id} desc offset ${sql.raw(String(skip))} limit 1
  )`;
  return db
    .select({ at: sql<string>`anchors.at`, id: sql<string>`anchors.id` })
    .from(
      sql`(
        with recursive walk (at, id, n) as (
          select first.at, first.id, 1 from ${step(ANCHOR_SPACING)} as first
          union all
          select next.at, next.id, walk.n + 1 from walk
          cross join lateral ${step(ANCHOR_SPACING - 1, sql`(${at}, ${id}) < (walk.at, walk.id)`)} as next
        )
        select at::text as at, id, n from walk
      ) as anchors`,
    )
    .orderBy(sql`anchors.n`)
    .prepare(unnamed);
}

/**
 * The anchors of a module's lists, kept per list, filters and version (at most `max` lists; each a few
 * hundred keys at 200,000 rows).
 */
export class PageAnchors {
  private readonly kept: VersionedValues<Anchor[]>;

  constructor(max = 200) {
    this.kept = new VersionedValues<Anchor[]>(max);
  }

  /**
   * How the page at `offset` of a list is read: undefined (as is: walked from the nearer end) when that
   * walk is shorter than SPACING rows (`walked`: nearerEnd's offset), else from the anchor before it.
   * `version` reads the list's version; `compute` runs anchorsQuery for the list.
   */
  async page(
    { offset, walked }: { offset: number; walked: number },
    key: unknown[],
    version: () => Promise<number>,
    compute: () => Promise<Anchor[]>,
  ): Promise<AnchoredPage> {
    if (walked < ANCHOR_SPACING) return undefined;
    const anchors = await this.kept.get(key, await version(), compute);
    const k = Math.min(Math.floor(offset / ANCHOR_SPACING), anchors.length);
    if (k === 0) return undefined;
    const anchor = anchors[k - 1]!;
    return { anchor: { anchorAt: anchor.at, anchorId: anchor.id }, offset: offset - k * ANCHOR_SPACING };
  }
}

/**
 * How a page's ids are read, and the placeholders' limit and offset: from its anchor when it has one
 * (PageAnchors.page), else as nearerEnd walks it (`backwards`: the caller puts the ids back in order).
 */
export function pageRead(
  walk: { backwards: boolean; limit: number; offset: number },
  anchored: AnchoredPage,
  limit: number,
) {
  if (anchored)
    return { direction: 'anchored' as const, values: { ...anchored.anchor, limit, offset: anchored.offset } };
  return {
    direction: walk.backwards ? ('backwards' as const) : ('forwards' as const),
    values: { limit: walk.limit, offset: walk.offset },
  };
}
