import { BoundedMap } from './bounded-map.ts';

/**
 * Values computed from a community's rows, kept by the server process per version of those rows: a value
 * computed while a version stood is exact for as long as it stands (the tables' triggers raise the
 * version, in the same transaction, on every change the value can see). At most `max` values; the oldest
 * is forgotten first. Kept values are shared between requests: never change one.
 */
export class VersionedValues<T> {
  private readonly values: BoundedMap<string, T>;

  constructor(max: number) {
    this.values = new BoundedMap(max);
  }

  /** The value for `key` at `version`: remembered, or computed now by `compute` and remembered. */
  async get(key: unknown[], version: number, compute: () => Promise<T>): Promise<T> {
    const id = JSON.stringify([version, ...key]);
    const known = this.values.get(id);
    if (known !== undefined) return known;
    const value = await compute();
    this.values.set(id, value);
    return value;
  }
}

/**
 * Totals of narrowed lists (a search, a date range), kept per list version: the next page of a search, or
 * the same search again, does not count every match again. At most 2,000 totals by default.
 */
export class VersionedTotals extends VersionedValues<number> {
  constructor(max = 2_000) {
    super(max);
  }
}
