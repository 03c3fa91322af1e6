import { BoundedMap } from './bounded-map.ts';

/**
 * Totals of narrowed lists (a search, a date range), kept by the server process per list version: a
 * total counted while a community's version stood is exact for as long as it stands (the tables' triggers
 * raise the version, in the same transaction, on every change such a list can see), so the next page of a
 * search, or the same search again, does not count every match again. At most `max` totals; the oldest
 * is forgotten first.
 */
export class VersionedTotals {
  private readonly totals: BoundedMap<string, number>;

  constructor(max = 2_000) {
    this.totals = new BoundedMap(max);
  }

  /** The total for `key` at `version`: remembered, or counted now by `count` and remembered. */
  async get(key: unknown[], version: number, count: () => Promise<number>): Promise<number> {
    const id = JSON.stringify([version, ...key]);
    const known = this.totals.get(id);
    if (known !== undefined) return known;
    const total = await count();
    this.totals.set(id, total);
    return total;
  }
}
